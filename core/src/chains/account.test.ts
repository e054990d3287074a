import { describe, expect, it } from 'vitest'
import { AccountNotInConnectionError } from '../errors/connection.js'
import { accountOf, activeAccountOf } from './account.js'
import type { Account, Connection } from './adapter.types.js'

const payment: Account = {
  address: 'bc1qpayment',
  type: 'payment',
  purpose: 'payment',
  addressType: 'p2wpkh',
}
const ordinals: Account = {
  address: 'bc1pordinals',
  type: 'ordinal',
  purpose: 'ordinals',
  addressType: 'p2tr',
}
const secondPayment: Account = { ...payment, address: 'bc1qsecond' }

const bitcoinConnection = (accounts: Connection['accounts']): Connection => ({
  namespace: 'bip122',
  connectorId: 'xverse',
  accounts,
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  wallet: { name: 'Xverse' },
})

describe('activeAccountOf', () => {
  it('is the first account where accounts have no purpose (EVM, Solana, …)', () => {
    const first: Account = { address: '0xa', type: 'eoa' }
    const second: Account = { address: '0xb', type: 'eoa' }
    expect(activeAccountOf({ accounts: [first, second] })).toBe(first)
    expect(activeAccountOf({ accounts: [second, first] })).toBe(second)
  })

  it("is Bitcoin's payment account, even when the ordinals one is listed (or was picked) first", () => {
    expect(activeAccountOf(bitcoinConnection([payment, ordinals]))).toBe(payment)
    expect(activeAccountOf(bitcoinConnection([ordinals, payment]))).toBe(payment)
  })

  it('is the first payment account when the wallet shares several: picking one moves it first', () => {
    expect(activeAccountOf(bitcoinConnection([ordinals, secondPayment, payment]))).toBe(secondPayment)
  })

  it("reads a stored account's type where its purpose is not kept", () => {
    const stored = [
      { address: ordinals.address, type: 'ordinal' as const },
      { address: payment.address, type: 'payment' as const },
    ]
    expect(activeAccountOf({ accounts: stored })?.address).toBe(payment.address)
  })

  it('falls back to the first account when the wallet shares no payment account, and to none for none', () => {
    expect(activeAccountOf(bitcoinConnection([ordinals]))).toBe(ordinals)
    expect(activeAccountOf({ accounts: [] })).toBeUndefined()
  })
})

describe('accountOf', () => {
  it('is the active account without an address, the named one with one', () => {
    const connection = bitcoinConnection([ordinals, payment])
    expect(accountOf(connection, undefined)).toBe(payment)
    expect(accountOf(connection, ordinals.address)).toBe(ordinals)
    expect(() => accountOf(connection, 'bc1qstranger')).toThrow(AccountNotInConnectionError)
  })
})
