import { createFoyer, type Foyer, type FoyerOptions } from '@foyer/core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ApiService, json, start, status } from '../../devnet/api-service.js'

/**
 * The real createFoyer against the local API service over real sockets: nothing is fetched before the
 * modal opens, the remote config then decides the features, and the origin check raises its alerts.
 */

let service: ApiService
/** The Foyer the current test started; stopped after each test. */
let running: Foyer | undefined

beforeAll(async () => {
  service = await start()
})
afterAll(() => service.close())
beforeEach(() => service.reset())
afterEach(() => running?.stop())

/** A Foyer on the local project, served from an allow-listed origin unless told otherwise. */
function startFoyer(options: Partial<FoyerOptions> = {}): Foyer {
  running = createFoyer({
    projectId: 'demo',
    services: { apiUrl: service.url },
    origin: 'http://localhost:5173',
    ...options,
  })
  return running
}

/**
 * Opens the modal and waits for the remote configuration to settle: read (`configured`), or not
 * read and to be tried again on the next open (`fellBack`).
 */
async function openAndConfigure(f: Foyer, settled: 'configured' | 'fellBack' = 'configured'): Promise<void> {
  f.open()
  await expect.poll(() => f.actor.getSnapshot().value, { timeout: 5_000 }).toBe(settled)
}

describe('remote configuration through createFoyer', () => {
  it('sends nothing until the modal opens, then loads config and checks the origin once', async () => {
    const foyer = startFoyer()
    expect(service.requests).toHaveLength(0)
    await openAndConfigure(foyer)
    foyer.close()
    foyer.open()
    // The Connect view's recommended wallets (and their images) are asked for on the first open too.
    const configRequests = service.requests.filter((r) => !r.path.startsWith('/getWallet'))
    expect(configRequests.map((r) => r.path)).toEqual(['/appkit/v1/config', '/projects/v1/origins'])
    expect(configRequests[0]?.query).toMatchObject({ projectId: 'demo', st: 'foyer' })
    expect(foyer.getState().alert).toBeUndefined()
  })

  it('remote flags win over local ones and say so with "Local configuration ignored"', async () => {
    service.setRoute(
      'GET',
      '/appkit/v1/config',
      json({ features: [{ id: 'swap', isEnabled: false, config: null }] }),
    )
    const foyer = startFoyer({ features: { swaps: true } })
    await openAndConfigure(foyer)
    expect(foyer.actor.getSnapshot().context.features.swaps).toBe(false)
    expect(foyer.getState().alert?.title).toBe('Local configuration ignored')
  })

  it('a failing config service falls back to local features with a warning, and the modal still works', async () => {
    service.setRoute('GET', '/appkit/v1/config', status(500))
    const foyer = startFoyer()
    await openAndConfigure(foyer, 'fellBack')
    expect(foyer.actor.getSnapshot().context.warnings.join('\n')).toMatch(/HTTP status code: 500/)
    expect(foyer.actor.getSnapshot().context.features.email).toBe(true)
    expect(foyer.getState().modal.isOpen).toBe(true)
  })

  it('an origin that is not allow-listed raises "Invalid App Configuration"', async () => {
    const foyer = startFoyer({ origin: 'https://evil.example' })
    await openAndConfigure(foyer)
    expect(foyer.getState().alert?.title).toBe('Invalid App Configuration')
  })

  it('a rate-limited origin check raises "Rate Limited"', async () => {
    service.setRoute('GET', '/projects/v1/origins', status(429))
    const foyer = startFoyer()
    await openAndConfigure(foyer, 'fellBack')
    expect(foyer.getState().alert?.title).toBe('Rate Limited')
    // The next open asks again, and the alert is not raised twice.
    service.setRoute('GET', '/projects/v1/origins', json({ allowedOrigins: ['http://localhost:5173'] }))
    foyer.close()
    await openAndConfigure(foyer)
    expect(service.requests.filter((request) => request.path === '/projects/v1/origins')).toHaveLength(2)
  })
})
