import { describe, expect, it } from 'vitest'
import type { Account } from '../../chains/adapter.types.js'
import type { PreparedTransfer } from '../../chains/transfer.types.js'
import { asPayer, defaultQuoteOf, payerAddressesOf } from './pay.payers.js'
import { payerShortfallOf } from './pay.shortfall.js'
import type { PayQuote } from './pay.types.js'

const A: Account = { address: '0xaaaa', type: 'eoa' }
const B: Account = { address: '0xbbbb', type: 'eoa' }
const ORDINALS: Account = { address: 'bc1p…', type: 'ordinal', purpose: 'ordinals' }
const PAYMENT: Account = { address: 'bc1q…', type: 'payment', purpose: 'payment' }

const quote = (from: string, over: Partial<PreparedTransfer> = {}): PayQuote => {
  const base: Omit<PayQuote, 'shortfall'> = {
    prepared: {
      to: '0xmerchant',
      amount: 10n ** 16n,
      caipNetworkId: 'eip155:31337',
      from,
      fee: 42_000n * 10n ** 9n,
      balance: 10n ** 18n,
      nativeBalance: 10n ** 18n,
      symbol: 'ETH',
      feeTerms: {},
      ...over,
    },
    decimals: 18,
    symbol: over.symbol ?? 'ETH',
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    networkName: 'Foyer Local',
    recipient: '0xMerchant',
    from,
  }
  return { ...base, shortfall: payerShortfallOf(base) }
}

describe('payerAddressesOf', () => {
  it('offers every account the wallet shares, the active one first, each once', () => {
    expect(payerAddressesOf({ accounts: [A, B] })).toEqual(['0xaaaa', '0xbbbb'])
    expect(payerAddressesOf({ accounts: [A, B, A] })).toEqual(['0xaaaa', '0xbbbb'])
    expect(payerAddressesOf({ accounts: [A] })).toEqual(['0xaaaa'])
  })

  it('leaves out an account the namespace would not pay from (Bitcoin ordinals beside a payment account)', () => {
    expect(payerAddressesOf({ accounts: [ORDINALS, PAYMENT] })).toEqual(['bc1q…'])
  })
})

describe('asPayer', () => {
  it('puts the payer first, keeps the others and the rest of the connection, refuses a stranger', () => {
    const connection = { accounts: [A, B] as [Account, ...Account[]], caipNetworkId: 'eip155:1' }
    expect(asPayer(connection, '0xbbbb')).toEqual({ accounts: [B, A], caipNetworkId: 'eip155:1' })
    expect(connection.accounts).toEqual([A, B])
    expect(() => asPayer(connection, '0xcccc')).toThrow(/not an account of the connection/)
  })
})

describe('payerShortfallOf and defaultQuoteOf', () => {
  it('says what a payer lacks with the numbers: coin for amount and fee, a token, or the fee', () => {
    expect(payerShortfallOf(quote('0xaaaa'))).toBeUndefined()
    expect(payerShortfallOf(quote('0xaaaa', { balance: 10n ** 15n }))).toEqual({
      lacking: 'amountAndFee',
      needed: '0.010042',
      available: '0.001',
      symbol: 'ETH',
    })
    const token = { address: '0xf05d', decimals: 18 }
    expect(payerShortfallOf(quote('0xaaaa', { token, symbol: 'FUSD', balance: 10n ** 15n }))).toEqual({
      lacking: 'amount',
      needed: '0.01',
      available: '0.001',
      symbol: 'FUSD',
    })
    expect(payerShortfallOf(quote('0xaaaa', { token, symbol: 'FUSD', nativeBalance: 0n }))).toEqual({
      lacking: 'fee',
      needed: '0.000042',
      available: '0',
      symbol: 'ETH',
    })
  })

  it('starts with the active account when it covers the payment, else the first that does, else none', () => {
    const short = { balance: 10n ** 15n }
    const [active, second] = [quote('0xaaaa'), quote('0xbbbb')]
    expect(defaultQuoteOf([active, second])).toBe(active)
    const activeShort = quote('0xaaaa', short)
    expect(defaultQuoteOf([activeShort, second])).toBe(second)
    expect(defaultQuoteOf([activeShort, quote('0xbbbb', short)])).toBeUndefined()
  })
})
