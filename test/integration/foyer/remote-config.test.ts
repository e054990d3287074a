import { createFoyer, type Foyer } from '@foyer/core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ApiService, json, start, status } from '../../devnet/api-service.js'

/**
 * The real createFoyer against the local API service over real sockets: nothing is fetched before the
 * modal opens, the remote config then decides the features, and the origin check raises its alerts.
 */

let service: ApiService
let foyer: Foyer | undefined

beforeAll(async () => {
  service = await start()
})
afterAll(() => service.close())
beforeEach(() => service.reset())
afterEach(() => foyer?.stop())

const configured = async (f: Foyer) =>
  expect.poll(() => f.actor.getSnapshot().value, { timeout: 5_000 }).toBe('configured')

describe('remote configuration through createFoyer', () => {
  it('sends nothing until the modal opens, then loads config and checks the origin once', async () => {
    foyer = createFoyer({
      projectId: 'demo',
      services: { apiUrl: service.url },
      origin: 'http://localhost:5173',
    })
    expect(service.requests).toHaveLength(0)
    foyer.open()
    await configured(foyer)
    foyer.close()
    foyer.open()
    expect(service.requests.map((r) => r.path)).toEqual(['/appkit/v1/config', '/projects/v1/origins'])
    expect(service.requests[0]?.query).toMatchObject({ projectId: 'demo', st: 'foyer' })
    expect(foyer.getState().alert).toBeUndefined()
  })

  it('remote flags win over local ones and say so with "Local configuration ignored"', async () => {
    service.setRoute(
      'GET',
      '/appkit/v1/config',
      json({ features: [{ id: 'swap', isEnabled: false, config: null }] }),
    )
    foyer = createFoyer({
      projectId: 'demo',
      services: { apiUrl: service.url },
      origin: 'http://localhost:5173',
      features: { swaps: true },
    })
    foyer.open()
    await configured(foyer)
    expect(foyer.actor.getSnapshot().context.features.swaps).toBe(false)
    expect(foyer.getState().alert?.title).toBe('Local configuration ignored')
  })

  it('a failing config service falls back to local features with a warning, and the modal still works', async () => {
    service.setRoute('GET', '/appkit/v1/config', status(500))
    foyer = createFoyer({
      projectId: 'demo',
      services: { apiUrl: service.url },
      origin: 'http://localhost:5173',
    })
    foyer.open()
    await configured(foyer)
    expect(foyer.actor.getSnapshot().context.warnings.join('\n')).toMatch(/HTTP status code: 500/)
    expect(foyer.actor.getSnapshot().context.features.email).toBe(true)
    expect(foyer.getState().modal.isOpen).toBe(true)
  })

  it('an origin that is not allow-listed raises "Invalid App Configuration"', async () => {
    foyer = createFoyer({
      projectId: 'demo',
      services: { apiUrl: service.url },
      origin: 'https://evil.example',
    })
    foyer.open()
    await configured(foyer)
    expect(foyer.getState().alert?.title).toBe('Invalid App Configuration')
  })

  it('a rate-limited origin check raises "Rate Limited"', async () => {
    service.setRoute('GET', '/projects/v1/origins', status(429))
    foyer = createFoyer({
      projectId: 'demo',
      services: { apiUrl: service.url },
      origin: 'http://localhost:5173',
    })
    foyer.open()
    await configured(foyer)
    expect(foyer.getState().alert?.title).toBe('Rate Limited')
  })
})
