import { describe, expect, it } from 'vitest'
import { isAllowedAncestorOrigin } from './ancestor-origins.js'

describe('isAllowedAncestorOrigin (SPEC §6)', () => {
  it.each([
    'http://localhost:5173',
    'http://127.0.0.1:4000',
    'https://localhost',
    'https://my-app.pages.dev',
    'https://preview-123.vercel.app',
    'https://a1b2.ngrok-free.app',
    'https://secure-mobile.walletconnect.com',
    'https://secure-mobile.walletconnect.org',
  ])('allows %s', (origin) => {
    expect(isAllowedAncestorOrigin(origin)).toBe(true)
  })

  it.each([
    'https://vercel.app.evil.example',
    'https://evilvercel.app',
    'http://my-app.vercel.app',
    'https://example.com',
    'https://my-app.pages.dev/path',
    'null',
    '',
    'javascript:alert(1)',
  ])('refuses %s', (origin) => {
    expect(isAllowedAncestorOrigin(origin)).toBe(false)
  })

  it("allows the project's own origins, exactly", () => {
    expect(isAllowedAncestorOrigin('https://shop.example', ['https://shop.example'])).toBe(true)
    expect(isAllowedAncestorOrigin('https://shop.example:8443', ['https://shop.example'])).toBe(false)
  })
})
