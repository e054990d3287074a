import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../api/blockchain/blockchain-api.types.js'
import type { SendViewModel } from './send.selectors.js'
import { sendTokensOf, sendValueOf } from './send.selectors.js'
import type { SendToken } from './send.types.js'

// The Send view's token list and the dollar value beside the amount: the coin first with what the
// token list says the account holds, then the listed tokens with their contract and decimals; the
// value is the exact amount at the list's price, for display only.

const eth: SendToken = { symbol: 'ETH', name: 'Ether', decimals: 18 }
const listed: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    price: 3000,
    quantity: { decimals: '18', numeric: '2.5' },
    iconUrl: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:1',
    address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    price: 1,
    quantity: { decimals: '6', numeric: '12.5' },
    iconUrl: 'https://example.com/usdc.svg',
  },
]
const portfolio = { context: { tokens: listed } }
const view = (token: SendToken, amount: string) => ({ token, amount }) as SendViewModel

describe('the Send view’s tokens and value', () => {
  it('offers the coin first, with its quantity and price, then the listed tokens by contract', () => {
    expect(sendTokensOf(eth, portfolio)).toEqual([
      { ...eth, quantity: '2.500', held: '2.500', price: 3000 },
      {
        address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        symbol: 'USDC',
        name: 'USD Coin',
        decimals: 6,
        iconUrl: 'https://example.com/usdc.svg',
        quantity: '12.500',
        held: '12.500',
        price: 1,
      },
    ])
    expect(sendTokensOf(eth, undefined)).toEqual([eth])
  })

  it('values the exact amount at the list price, and nothing without a price or an amount', () => {
    const tokens = sendTokensOf(eth, portfolio)
    expect(sendValueOf(view(eth, '0.1'), tokens)).toBe('≈ $300.00')
    const [, usdc] = tokens
    if (!usdc) throw new Error('no USDC')
    expect(sendValueOf(view(usdc, '12.345678'), tokens)).toBe('≈ $12.35')
    expect(sendValueOf(view(eth, ''), tokens)).toBeUndefined()
    expect(sendValueOf(view(eth, '0.1'), [eth])).toBeUndefined()
    // No list price: the price service's, read with the quote.
    expect(sendValueOf({ ...view(eth, '0.1'), price: 2000 }, [eth])).toBe('≈ $200.00')
  })
})
