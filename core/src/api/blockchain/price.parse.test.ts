import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../../errors/http.js'
import { parseTokenPrice } from './price.parse.js'

// A token's price is shown beside the amount to send: an answer is read only when it is one, so a
// lying or broken service shows no price rather than a wrong one.

const fusd = { name: 'Foyer Dollar', symbol: 'FUSD', iconUrl: 'https://example.com/FUSD.svg', price: 1 }

describe("POST /v1/fungible/price's answer", () => {
  it('is the one fungible of the token asked for', () => {
    expect(parseTokenPrice({ fungibles: [fusd] })).toEqual(fusd)
    expect(parseTokenPrice({ fungibles: [{ ...fusd, price: 0 }] })?.price).toBe(0)
  })

  it('is no price when the service lists none', () => {
    expect(parseTokenPrice({ fungibles: [] })).toBeUndefined()
  })

  it.each([
    ['not an object', 'ok'],
    ['no fungibles', {}],
    ['fungibles not a list', { fungibles: fusd }],
    ['two fungibles for one token', { fungibles: [fusd, { ...fusd, symbol: 'FOY' }] }],
    ['a fungible that is no object', { fungibles: [null] }],
    ['a price as text', { fungibles: [{ ...fusd, price: '1' }] }],
    ['a negative price', { fungibles: [{ ...fusd, price: -1 }] }],
    ['no name', { fungibles: [{ ...fusd, name: undefined }] }],
    ['no icon', { fungibles: [{ ...fusd, iconUrl: null }] }],
  ])('refuses %s', (_, body) => {
    expect(() => parseTokenPrice(body)).toThrow(InvalidResponseError)
  })
})
