import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHttpClient, type HttpClient } from '../../../core/src/api/http.js'
import { fetchRemoteFeatures, loadFeatures } from '../../../core/src/api/remote-config.js'
import { isFoyerError } from '../../../core/src/errors/base.js'
import {
  type ApiService,
  defaultProjectConfig,
  hang,
  json,
  malformed,
  start,
  status,
} from '../../devnet/api-service.js'

const sdk = { projectId: 'project-1', sdkType: 'foyer', sdkVersion: 'react-0.1.0' }

let service: ApiService
let api: HttpClient

beforeAll(async () => {
  service = await start()
  api = createHttpClient({ baseUrl: service.url, clientId: 'client-1' })
})
afterAll(() => service.close())
beforeEach(() => service.reset())

describe('remote config (GET /appkit/v1/config) against the local API service', () => {
  it('sends projectId, st, sv and clientId', async () => {
    await fetchRemoteFeatures(api, sdk)
    expect(service.requests).toHaveLength(1)
    expect(service.requests[0]).toMatchObject({
      method: 'GET',
      path: '/appkit/v1/config',
      query: { projectId: 'project-1', st: 'foyer', sv: 'react-0.1.0', clientId: 'client-1' },
    })
  })

  it('maps the default project config to every remote flag', async () => {
    expect(await fetchRemoteFeatures(api, sdk)).toEqual({
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      swaps: ['1inch'],
      onramp: ['meld', 'coinbase'],
      activity: true,
      reownBranding: true,
      multiWallet: false,
    })
  })

  it('loads features where the dashboard wins and local settings it overrides raise an alert', async () => {
    service.setRoute(
      'GET',
      '/appkit/v1/config',
      json({
        features: [
          { id: 'social_login', isEnabled: true, config: ['github', 'email'] },
          { id: 'swap', isEnabled: false, config: ['1inch'] },
          { id: 'multi_wallet', isEnabled: true, config: null },
          { id: 'payments', isEnabled: true, config: null },
        ],
      }),
    )

    const { features, alerts, warnings } = await loadFeatures({
      client: api,
      ...sdk,
      local: { swaps: true, socials: ['google'], legalCheckbox: true },
    })

    expect(features).toMatchObject({
      email: true,
      socials: ['github'],
      swaps: false,
      multiWallet: true,
      onramp: ['meld', 'coinbase'],
      legalCheckbox: true,
    })
    expect(alerts).toEqual([expect.objectContaining({ id: 'LOCAL_CONFIGURATION_IGNORED' })])
    expect(alerts[0]?.message).toContain('features.socials, features.swaps')
    expect(warnings).toEqual([])
  })

  it('throws INVALID_RESPONSE for a body of the wrong shape', async () => {
    service.setRoute(
      'GET',
      '/appkit/v1/config',
      json({ features: [{ id: 'swap', isEnabled: 'yes', config: null }] }),
    )
    const error = await fetchRemoteFeatures(api, sdk).catch((e: unknown) => e)
    expect(isFoyerError(error, 'INVALID_RESPONSE')).toBe(true)
    expect((error as Error).message).toContain('features[0].isEnabled')
  })

  it('falls back to local then default features with a warning when the body is not JSON', async () => {
    service.setRoute('GET', '/appkit/v1/config', malformed())
    const { features, alerts, warnings } = await loadFeatures({
      client: api,
      ...sdk,
      local: { email: false },
    })
    expect(features.email).toBe(false)
    expect(features.swaps).toEqual(['1inch'])
    expect(alerts).toEqual([])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('body is not JSON')
  })

  it('falls back with a warning when the body is JSON of the wrong shape', async () => {
    service.setRoute('GET', '/appkit/v1/config', json([{ id: 'swap', isEnabled: false, config: null }]))
    const { features, warnings } = await loadFeatures({ client: api, ...sdk })
    expect(features.swaps).toEqual(['1inch'])
    expect(warnings[0]).toContain('`features` array')
  })

  it('falls back with a warning on a 500 answer', async () => {
    service.setRoute('GET', '/appkit/v1/config', status(500, 'database down'))
    const { features, alerts, warnings } = await loadFeatures({
      client: api,
      ...sdk,
      local: { multiWallet: true },
    })
    expect(features.multiWallet).toBe(true)
    expect(features.email).toBe(true)
    expect(alerts).toEqual([])
    expect(warnings[0]).toContain('HTTP status code: 500')
  })

  it('falls back with a warning when the service hangs past the signal', async () => {
    service.setRoute('GET', '/appkit/v1/config', hang())
    const result = await loadFeatures({ client: api, ...sdk, signal: AbortSignal.timeout(200) })
    expect(result.features.activity).toBe(true)
    expect(result.warnings).toHaveLength(1)
  })

  it('waits for a slow answer and uses it', async () => {
    service.setRoute('GET', '/appkit/v1/config', json(defaultProjectConfig, { delayMs: 150 }))
    const { features, warnings } = await loadFeatures({ client: api, ...sdk, local: { activity: false } })
    expect(features.activity).toBe(true)
    expect(warnings).toEqual([])
  })

  it('fetches nothing in basic mode or without a project id, and turns remote features off', async () => {
    const basic = await loadFeatures({ client: api, ...sdk, basic: true })
    const noProject = await loadFeatures({ client: api, ...sdk, projectId: undefined })
    expect(service.requests).toEqual([])
    for (const { features } of [basic, noProject]) {
      expect(features).toMatchObject({
        email: false,
        socials: false,
        swaps: false,
        onramp: false,
        activity: false,
      })
      expect(features.send).toBe(true)
    }
  })
})
