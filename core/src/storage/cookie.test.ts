import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cookieStorage, DEFAULT_COOKIE_MAX_AGE, parseCookieHeader, serializeCookie } from './cookie.js'
import { storageKeys } from './keys.js'
import { cookieJar } from './storage.fixtures.js'
import { createStorage } from './storage.js'

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document')
})

describe('parseCookieHeader', () => {
  it('decodes odd but real-world Cookie headers', () => {
    const cookies = parseCookieHeader(
      [
        'foyer%3Aemail=%22ada%40example.com%22',
        '  spaced =  padded value ',
        'quoted="hello"',
        'bad=%E0%A4%A',
        'equals=a=b==',
        'flag',
        'dup=first',
        'dup=second',
        'fox=%F0%9F%A6%8A',
        'plus=a+b',
        'empty=',
        '=nameless',
        'semi%3Bcolon=%3B',
        '',
      ].join(';'),
    )
    expect(Object.fromEntries(cookies)).toEqual({
      'foyer:email': '"ada@example.com"',
      spaced: 'padded value',
      quoted: 'hello',
      bad: '%E0%A4%A',
      equals: 'a=b==',
      dup: 'first',
      fox: '🦊',
      plus: 'a+b',
      empty: '',
      'semi;colon': ';',
    })
  })

  it('reads back whatever serializeCookie wrote', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', minLength: 1 }),
        fc.string({ unit: 'binary' }),
        (name, value) => {
          const [pair = ''] = serializeCookie(name, value).split(';')
          // Only cookie-octet characters: no whitespace, quote, comma, semicolon or backslash.
          expect(pair).toMatch(/^[!#-+\--:<-[\]-~]+$/)
          expect(parseCookieHeader(`other=1; ${pair}`).get(name)).toBe(value)
        },
      ),
    )
  })
})

describe('serializeCookie', () => {
  it('writes Path=/, SameSite=Lax and a 400-day Max-Age by default', () => {
    expect(serializeCookie('foyer:active-namespace', '"solana"')).toBe(
      `foyer%3Aactive-namespace=%22solana%22; Max-Age=${DEFAULT_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`,
    )
    expect(DEFAULT_COOKIE_MAX_AGE).toBe(34_560_000)
  })

  it('takes max-age, domain, secure and SameSite=None (which forces Secure)', () => {
    expect(
      serializeCookie('a', 'b', { maxAge: 60.9, domain: 'example.com', secure: true, path: '/app' }),
    ).toBe('a=b; Max-Age=60; Path=/app; Domain=example.com; SameSite=Lax; Secure')
    expect(serializeCookie('a', 'b', { sameSite: 'None' })).toMatch(/SameSite=None; Secure$/)
    expect(serializeCookie('a', '', { maxAge: -5 })).toContain('Max-Age=0')
  })
})

describe('cookieStorage', () => {
  it('lets server rendering read the stored connection from the request', () => {
    const header = [
      serializeCookie('foyer:connection-status:eip155', '"connected"').split(';')[0],
      serializeCookie('foyer:active-network-id', '"eip155:8453"').split(';')[0],
      'session=abc',
    ].join('; ')
    const store = createStorage(cookieStorage({ cookieHeader: header }))
    expect(store.get(storageKeys.connectionStatus('eip155'))).toBe('connected')
    expect(store.get(storageKeys.activeNetworkId)).toBe('eip155:8453')
    expect(store.get(storageKeys.connectionStatus('solana'))).toBeUndefined()
  })

  it('treats a request without cookies as empty, keeping writes for the request', () => {
    const adapter = cookieStorage({ cookieHeader: undefined })
    const store = createStorage(adapter)
    expect(store.get(storageKeys.activeNamespace)).toBeUndefined()
    store.set(storageKeys.activeNamespace, 'cosmos')
    expect(store.get(storageKeys.activeNamespace)).toBe('cosmos')
    expect(adapter.keys()).toEqual(['foyer:active-namespace'])
  })

  it('writes and deletes browser cookies with its attributes', () => {
    const jar = cookieJar({ theme: 'dark' })
    const store = createStorage(cookieStorage({ document: jar, maxAge: 3600, secure: true }))
    store.set(storageKeys.activeNamespace, 'solana')
    expect(jar.writes.at(-1)).toBe(
      'foyer%3Aactive-namespace=%22solana%22; Max-Age=3600; Path=/; SameSite=Lax; Secure',
    )
    expect(jar.cookie).toBe('theme=dark; foyer%3Aactive-namespace=%22solana%22')
    store.remove(storageKeys.activeNamespace)
    expect(jar.writes.at(-1)).toMatch(/^foyer%3Aactive-namespace=; Max-Age=0; Path=\/; SameSite=Lax/)
    expect(jar.cookie).toBe('theme=dark')
  })

  it('uses the global document at call time', () => {
    const adapter = cookieStorage()
    const jar = cookieJar()
    Object.defineProperty(globalThis, 'document', { value: jar, configurable: true })
    adapter.setItem('foyer:email', '"a@b.co"')
    expect(jar.cookie).toBe('foyer%3Aemail=%22a%40b.co%22')
    expect(adapter.keys()).toEqual(['foyer:email'])
  })

  it('keeps values in memory where there is no document', () => {
    const adapter = cookieStorage()
    adapter.setItem('foyer:email', '"a@b.co"')
    expect(adapter.getItem('foyer:email')).toBe('"a@b.co"')
    adapter.removeItem('foyer:email')
    expect(adapter.keys()).toEqual([])
  })

  it('refuses a cookie over 4 KB instead of letting the browser drop it silently', () => {
    const jar = cookieJar()
    const onError = vi.fn()
    const store = createStorage(cookieStorage({ document: jar }), { onError })
    expect(store.set(storageKeys.authToken, 'x'.repeat(4_000))).toBe(true)
    expect(store.set(storageKeys.authToken, 'y'.repeat(4_100))).toBe(false)
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'STORAGE_QUOTA_EXCEEDED' }))
    expect(store.get(storageKeys.authToken)).toBe('x'.repeat(4_000))
  })
})
