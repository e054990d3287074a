import { describe, expect, it } from 'vitest'
import { InvalidProjectIdError, RateLimitedError, ServerError } from '../errors/http.js'
import { checkOrigin, isOriginAllowed } from './origins.js'

describe('isOriginAllowed', () => {
  const cases: [origin: string, entry: string, allowed: boolean][] = [
    ['https://example.com', 'https://example.com', true],
    ['https://example.com', 'https://example.com/', true],
    ['https://example.com', 'https://example.com/some/path', true],
    ['https://example.com', 'HTTPS://Example.COM', true],
    ['https://example.com', 'https://example.com:443', true],
    ['https://example.com:8443', 'https://example.com', false],
    ['http://example.com', 'https://example.com', false],
    ['https://example.com', 'example.com', true],
    ['http://example.com:8080', 'example.com', true],
    ['https://www.example.com', 'example.com', false],
    ['https://app.example.com', 'https://*.example.com', true],
    ['https://example.com', 'https://*.example.com', false],
    ['https://a.b.example.com', 'https://*.example.com', false],
    ['https://a.b.example.com', 'https://*.*.example.com', true],
    ['https://evilexample.com', 'https://*example.com', false],
    ['https://app.example.com.evil.io', 'https://*.example.com', false],
    ['http://app.example.com', 'https://*.example.com', false],
    ['https://app.example.com', '*.example.com', true],
    ['http://localhost:3000', 'localhost', true],
    ['http://localhost:3000', 'http://localhost:3000', true],
    ['http://localhost:3001', 'http://localhost:3000', false],
    ['http://localhost:3001', 'localhost:3000', false],
    ['http://localhost:5173', 'http://localhost:*', true],
    ['http://localhost', 'http://localhost:*', true],
    ['http://[::1]:3000', '[::1]', true],
    ['http://[::1]:3000', 'http://[::1]:3000', true],
    ['https://anything.io', '*', true],
    ['null', '*', false],
    ['not an origin', 'not an origin', false],
  ]

  it.each(cases)('%s against %s → %s', (origin, entry, allowed) => {
    expect(isOriginAllowed(origin, [entry])).toBe(allowed)
  })

  it('allows an origin matching any entry of the list', () => {
    expect(isOriginAllowed('https://b.io', ['https://a.io', ' https://b.io '])).toBe(true)
    expect(isOriginAllowed('https://c.io', ['https://a.io', 'https://b.io'])).toBe(false)
    expect(isOriginAllowed('https://a.io', [])).toBe(false)
  })
})

describe('checkOrigin', () => {
  const origin = 'https://app.example.com'

  it('maps a rate-limit error to the RATE_LIMITED alert', async () => {
    const alert = await checkOrigin({
      origin,
      projectId: 'p',
      fetchOrigins: () => Promise.reject(new RateLimitedError()),
    })
    expect(alert).toEqual({ id: 'RATE_LIMITED' })
  })

  it('maps a server error to the SERVER_ERROR alert with its message', async () => {
    const error = new ServerError({ details: 'HTTP status code: 502' })
    const alert = await checkOrigin({ origin, projectId: 'p', fetchOrigins: () => Promise.reject(error) })
    expect(alert).toEqual({ id: 'SERVER_ERROR', message: 'HTTP status code: 502' })
  })

  it('maps a refused project id to the INVALID_PROJECT_ID alert', async () => {
    const alert = await checkOrigin({
      origin,
      projectId: 'p',
      fetchOrigins: () => Promise.reject(new InvalidProjectIdError()),
    })
    expect(alert).toEqual({ id: 'INVALID_PROJECT_ID' })
  })

  it('maps an empty list (what any other failure gives) and an unexpected throw to PROJECT_ID_NOT_CONFIGURED, saying no origin could be read', async () => {
    const empty = await checkOrigin({ origin, projectId: 'p', fetchOrigins: async () => [] })
    const thrown = await checkOrigin({
      origin,
      projectId: 'p',
      fetchOrigins: () => Promise.reject(new Error('x')),
    })
    for (const alert of [empty, thrown]) {
      expect(alert).toEqual({
        id: 'PROJECT_ID_NOT_CONFIGURED',
        title: 'No Allowed Origins',
        message:
          "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.",
      })
      // It does not claim that no project id is set: one is.
      expect(alert?.message).not.toMatch(/no project id/i)
    }
  })

  it('does not fetch without a project id', async () => {
    const asked: string[] = []
    const fetchOrigins = async (projectId: string) => {
      asked.push(projectId)
      return ['*']
    }
    expect(await checkOrigin({ origin, projectId: undefined, fetchOrigins })).toEqual({
      id: 'PROJECT_ID_NOT_CONFIGURED',
    })
    expect(asked).toEqual([])
    expect(await checkOrigin({ origin, projectId: 'p9', fetchOrigins })).toBeUndefined()
    expect(asked).toEqual(['p9'])
  })

  it('raises INVALID_APP_CONFIGURATION for an origin not on the list', async () => {
    const alert = await checkOrigin({
      origin,
      projectId: 'p',
      fetchOrigins: async () => ['https://example.com'],
    })
    expect(alert).toEqual({ id: 'INVALID_APP_CONFIGURATION' })
  })
})
