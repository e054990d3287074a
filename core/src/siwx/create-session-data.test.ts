import { describe, expect, it } from 'vitest'
import { createSiwxMessageData, SIWX_DEFAULT_TTL_MS } from './create-session-data.js'
import { createSiwxMessage, parseSiwxMessage } from './message.js'
import { generateSiwxNonce, SIWX_NONCE_LENGTH } from './nonce.js'
import { InvalidSiwxMessageError } from './siwx.errors.js'

const now = Date.parse('2025-01-31T12:00:00.000Z')
const input = {
  domain: 'app.example.com',
  uri: 'https://app.example.com/',
  chainId: 'eip155:1',
  accountAddress: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045',
  now,
} as const

describe('generateSiwxNonce', () => {
  it('makes EIP-4361 nonces that do not repeat', () => {
    const nonces = Array.from({ length: 500 }, generateSiwxNonce)
    for (const nonce of nonces) expect(nonce).toMatch(new RegExp(`^[a-zA-Z0-9]{${SIWX_NONCE_LENGTH}}$`))
    expect(new Set(nonces).size).toBe(nonces.length)
  })

  it('uses every symbol of the alphabet', () => {
    const seen = new Set(Array.from({ length: 300 }, generateSiwxNonce).join(''))
    expect(seen.size).toBe(62)
  })
})

describe('createSiwxMessageData', () => {
  it('fills the nonce, issuedAt and a one-day expiration, and normalizes the address', () => {
    const data = createSiwxMessageData(input)
    expect(data).toStrictEqual({
      domain: 'app.example.com',
      uri: 'https://app.example.com/',
      version: '1',
      chainId: 'eip155:1',
      accountAddress: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      nonce: expect.stringMatching(/^[a-zA-Z0-9]{24}$/),
      issuedAt: '2025-01-31T12:00:00.000Z',
      expirationTime: '2025-02-01T12:00:00.000Z',
    })
    expect(SIWX_DEFAULT_TTL_MS).toBe(86_400_000)
    expect(parseSiwxMessage(createSiwxMessage(data))).toStrictEqual(data)
  })

  it('takes the server nonce, a lifetime, and the optional fields', () => {
    const data = createSiwxMessageData({
      ...input,
      nonce: 'serverNonce42',
      ttlMs: 10 * 60_000,
      statement: 'Sign in to Example',
      notBefore: new Date(now + 1000),
      requestId: 'r-1',
      resources: ['https://app.example.com/terms'],
      now: new Date(now),
    })
    expect(data).toMatchObject({
      nonce: 'serverNonce42',
      expirationTime: '2025-01-31T12:10:00.000Z',
      notBefore: '2025-01-31T12:00:01.000Z',
      statement: 'Sign in to Example',
      requestId: 'r-1',
      resources: ['https://app.example.com/terms'],
    })
  })

  it('leaves out the expiration with ttlMs null', () => {
    expect(createSiwxMessageData({ ...input, ttlMs: null })).not.toHaveProperty('expirationTime')
  })

  it('throws InvalidSiwxMessageError for bad input, bad times included', () => {
    expect(() => createSiwxMessageData({ ...input, domain: 'https://app.example.com' })).toThrow(
      InvalidSiwxMessageError,
    )
    expect(() => createSiwxMessageData({ ...input, now: Number.NaN })).toThrow(InvalidSiwxMessageError)
    expect(() => createSiwxMessageData({ ...input, ttlMs: Number.POSITIVE_INFINITY })).toThrow(
      InvalidSiwxMessageError,
    )
    expect(() => createSiwxMessageData({ ...input, nonce: 'short' })).toThrow(InvalidSiwxMessageError)
  })
})
