import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHttpClient, type HttpClient } from '../../../core/src/api/http.js'
import { checkOrigin, fetchAllowedOrigins } from '../../../core/src/api/origins.js'
import { isFoyerError } from '../../../core/src/errors/base.js'
import { type ApiService, json, malformed, start, status } from '../../devnet/api-service.js'

const sdk = { sdkType: 'foyer', sdkVersion: 'react-0.1.0' }

let service: ApiService
let api: HttpClient

beforeAll(async () => {
  service = await start()
  api = createHttpClient({ baseUrl: service.url })
})
afterAll(() => service.close())
beforeEach(() => service.reset())

function allow(...allowedOrigins: string[]): void {
  service.setRoute('GET', '/projects/v1/origins', json({ allowedOrigins }))
}

/** The check as the root machine runs it: real client, real service. */
function check(origin: string, options: { projectId?: string | undefined } = { projectId: 'project-1' }) {
  return checkOrigin({
    origin,
    projectId: options.projectId,
    fetchOrigins: (id) => fetchAllowedOrigins(api, { projectId: id, ...sdk }),
  })
}

describe('allowed origins (GET /projects/v1/origins) against the local API service', () => {
  it('sends projectId, st and sv and returns allowedOrigins', async () => {
    allow('https://example.com', 'https://*.example.com')
    expect(await fetchAllowedOrigins(api, { projectId: 'project-1', ...sdk })).toEqual([
      'https://example.com',
      'https://*.example.com',
    ])
    expect(service.requests[0]).toMatchObject({
      path: '/projects/v1/origins',
      query: { projectId: 'project-1', st: 'foyer', sv: 'react-0.1.0' },
    })
  })

  it('throws RATE_LIMITED on 429 and SERVER_ERROR on 5xx', async () => {
    service.setRoute('GET', '/projects/v1/origins', status(429))
    const limited = await fetchAllowedOrigins(api, { projectId: 'p' }).catch((e: unknown) => e)
    expect(isFoyerError(limited, 'RATE_LIMITED')).toBe(true)

    service.setRoute('GET', '/projects/v1/origins', status(503))
    const server = await fetchAllowedOrigins(api, { projectId: 'p' }).catch((e: unknown) => e)
    expect(isFoyerError(server, 'SERVER_ERROR')).toBe(true)
  })

  it('gives an empty list on another 4xx, garbage, a wrong shape or an unreachable service (SPEC §8)', async () => {
    const origins = () => fetchAllowedOrigins(api, { projectId: 'p' })
    service.setRoute('GET', '/projects/v1/origins', status(404))
    expect(await origins()).toEqual([])
    service.setRoute('GET', '/projects/v1/origins', malformed('<html>'))
    expect(await origins()).toEqual([])
    service.setRoute('GET', '/projects/v1/origins', json({ allowedOrigins: 'https://example.com' }))
    expect(await origins()).toEqual([])

    const gone = await start()
    await gone.close()
    const unreachable = createHttpClient({ baseUrl: gone.url })
    expect(await fetchAllowedOrigins(unreachable, { projectId: 'p' })).toEqual([])
  })

  it('throws INVALID_PROJECT_ID when the error answer says the key is invalid', async () => {
    service.setRoute('GET', '/projects/v1/origins', status(401, '{"message":"Unauthorized: invalid key"}'))
    const refused = await fetchAllowedOrigins(api, { projectId: 'p' }).catch((e: unknown) => e)
    expect(isFoyerError(refused, 'INVALID_PROJECT_ID')).toBe(true)
    expect(await check('https://example.com')).toEqual({ id: 'INVALID_PROJECT_ID' })
    // A 401 that says something else is no verdict on the key: an empty list.
    service.setRoute('GET', '/projects/v1/origins', status(401, 'Unauthorized'))
    expect(await fetchAllowedOrigins(api, { projectId: 'p' })).toEqual([])
  })

  it('checkOrigin: 429 → RATE_LIMITED alert', async () => {
    service.setRoute('GET', '/projects/v1/origins', status(429))
    expect(await check('https://example.com')).toEqual({ id: 'RATE_LIMITED' })
  })

  it("checkOrigin: 503 → SERVER_ERROR alert carrying the error's message", async () => {
    service.setRoute('GET', '/projects/v1/origins', status(503))
    expect(await check('https://example.com')).toEqual({
      id: 'SERVER_ERROR',
      message: 'HTTP status code: 503',
    })
  })

  it('checkOrigin: 404 or a garbage body → PROJECT_ID_NOT_CONFIGURED, saying no allowed origin could be read', async () => {
    for (const reply of [status(404), malformed()]) {
      service.setRoute('GET', '/projects/v1/origins', reply)
      expect(await check('https://example.com')).toMatchObject({
        id: 'PROJECT_ID_NOT_CONFIGURED',
        title: 'No Allowed Origins',
        message: expect.stringContaining('No allowed origin could be read for this project'),
      })
    }
  })

  it('checkOrigin: no project id → PROJECT_ID_NOT_CONFIGURED without any request', async () => {
    expect(await check('https://example.com', { projectId: undefined })).toEqual({
      id: 'PROJECT_ID_NOT_CONFIGURED',
    })
    expect(await check('https://example.com', { projectId: '' })).toEqual({ id: 'PROJECT_ID_NOT_CONFIGURED' })
    expect(service.requests).toEqual([])
  })

  it('checkOrigin: an origin not on the list → INVALID_APP_CONFIGURATION', async () => {
    allow('https://example.com', 'https://*.example.com')
    expect(await check('https://example.org')).toEqual({ id: 'INVALID_APP_CONFIGURATION' })
    expect(await check('http://example.com')).toEqual({ id: 'INVALID_APP_CONFIGURATION' })
    expect(await check('https://a.b.example.com')).toEqual({ id: 'INVALID_APP_CONFIGURATION' })
  })

  it('checkOrigin: a wildcard or exact match → no alert', async () => {
    allow('https://example.com', 'https://*.example.com')
    expect(await check('https://app.example.com')).toBeUndefined()
    expect(await check('https://example.com')).toBeUndefined()
  })

  it('checkOrigin: the default list allows local dev servers on any port', async () => {
    expect(await check('http://localhost:5173')).toBeUndefined()
    expect(await check('http://127.0.0.1:4000')).toBeUndefined()
    expect(await check('https://example.com')).toEqual({ id: 'INVALID_APP_CONFIGURATION' })
  })
})
