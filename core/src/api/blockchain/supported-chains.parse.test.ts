import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../../errors/http.js'
import { parseSupportedChains } from './supported-chains.parse.js'

describe('parseSupportedChains', () => {
  it('keeps the CAIP-2 network ids of both lists', () => {
    expect(
      parseSupportedChains({
        http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        ws: ['eip155:1'],
      }),
    ).toEqual({ http: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], ws: ['eip155:1'] })
  })

  it('leaves out entries that are not network ids', () => {
    expect(parseSupportedChains({ http: ['eip155:1', 1, 'ethereum', null, 'eip155:'], ws: [{}] })).toEqual({
      http: ['eip155:1'],
      ws: [],
    })
  })

  it.each([null, 'eip155:1', [], { http: ['eip155:1'] }, { http: 'eip155:1', ws: [] }])(
    'refuses %j',
    (body) => {
      expect(() => parseSupportedChains(body)).toThrow(InvalidResponseError)
    },
  )
})
