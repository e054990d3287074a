import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../../errors/http.js'
import { parseOnrampHistory } from './onramp-history.parse.js'

const purchase = {
  id: 'p-1',
  metadata: {
    operationType: 'buy',
    hash: '0xab',
    chain: 'eip155:31337',
    minedAt: '2026-11-29T03:00:00.000Z',
    status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
  },
  transfers: [
    {
      direction: 'in',
      quantity: { numeric: '98.4' },
      fungible_info: { name: 'Foyer Dollar', symbol: 'FUSD', icon: { url: 'http://127.0.0.1:1/FUSD.svg' } },
    },
  ],
}

describe("the onramp history's answer", () => {
  it('reads each purchase with its provider state', () => {
    const inProgress = {
      ...purchase,
      id: 'p-2',
      metadata: { ...purchase.metadata, status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', hash: '' },
    }
    expect(parseOnrampHistory({ data: [purchase, inProgress], next: 'c2' })).toEqual({
      purchases: [
        {
          id: 'p-1',
          status: 'success',
          minedAt: '2026-11-29T03:00:00.000Z',
          quantity: '98.4',
          symbol: 'FUSD',
          iconUrl: 'http://127.0.0.1:1/FUSD.svg',
          chainId: 'eip155:31337',
          hash: '0xab',
        },
        expect.objectContaining({ id: 'p-2', status: 'in_progress', hash: undefined }),
      ],
      next: 'c2',
    })
  })

  it('leaves out entries that are not purchases', () => {
    const onChain = { ...purchase, metadata: { ...purchase.metadata, status: 'confirmed' } }
    const noAmount = { ...purchase, transfers: [{ ...purchase.transfers[0], quantity: { numeric: '1e3' } }] }
    const noDate = { ...purchase, metadata: { ...purchase.metadata, minedAt: 'yesterday' } }
    const inherited = { ...purchase, metadata: { ...purchase.metadata, status: 'toString' } }
    expect(parseOnrampHistory({ data: [onChain, noAmount, noDate, inherited, null], next: null })).toEqual({
      purchases: [],
      next: undefined,
    })
  })

  it.each([
    ['not an object', []],
    ['no data', { next: null }],
    ['a cursor that is not text', { data: [], next: 3 }],
  ])('refuses %s', (_, body) => {
    expect(() => parseOnrampHistory(body)).toThrow(InvalidResponseError)
  })
})
