import { describe, expect, it } from 'vitest'
import type { AccountTransaction } from '../../api/blockchain/blockchain-api.types.js'
import { knownKits } from '../../chains/known-kits.js'
import {
  cutTransferQuantity,
  groupByMonth,
  monthOf,
  showsActivity,
  transferLine,
  transferSign,
} from './activity.rules.js'
import { activityItem } from './activity.selectors.js'

const transaction = (id: string, minedAt: string): AccountTransaction => ({
  id,
  hash: id,
  chainId: 'eip155:1',
  operationType: 'send',
  status: 'confirmed',
  minedAt,
  sentFrom: '0xa',
  sentTo: '0xb',
  transfers: [],
})

describe('activity rules (SPEC §3)', () => {
  it('signs by operation type where SPEC names it, otherwise by direction', () => {
    for (const type of ['receive', 'deposit', 'borrow', 'claim']) expect(transferSign(type, 'out')).toBe('+')
    for (const type of ['withdraw', 'repay', 'burn']) expect(transferSign(type, 'in')).toBe('-')
    expect(transferSign('send', 'out')).toBe('-')
    expect(transferSign('trade', 'in')).toBe('+')
    expect(transferSign('execute', 'self')).toBe('')
  })

  it('gives a token transfer its sign and its amount cut to 3 decimals, and an NFT its name', () => {
    expect(
      transferLine('send', {
        kind: 'fungible',
        direction: 'out',
        quantity: '1250.56789',
        symbol: 'FUSD',
      }),
    ).toEqual({ kind: 'fungible', sign: '-', amount: '1250.567', symbol: 'FUSD' })
    expect(transferLine('receive', { kind: 'fungible', direction: 'in', quantity: '2' })).toEqual({
      kind: 'fungible',
      sign: '+',
      amount: '2.000',
      symbol: undefined,
    })
    expect(
      transferLine('mint', { kind: 'nft', direction: 'in', quantity: '1', name: 'Foyer Friend #0' }),
    ).toEqual({ kind: 'nft', sign: '+', name: 'Foyer Friend #0' })
    expect(transferLine('mint', { kind: 'nft', direction: 'in', quantity: '1' })).toMatchObject({
      name: 'NFT',
    })
  })

  it('keeps every digit of an amount no Number holds, and says an amount no token can have is unknown', () => {
    // 18 decimals and 30 whole digits: far past a double's 17 significant digits.
    expect(cutTransferQuantity('123456789012345678901234567890.123456789012345678')).toBe(
      '123456789012345678901234567890.123',
    )
    expect(cutTransferQuantity('0.0009')).toBe('0.000')
    expect(cutTransferQuantity('1e308')).toBe('unknown')
    expect(cutTransferQuantity(`1.${'0'.repeat(300)}`)).toBe('unknown')
  })

  it('groups by year and month, newest first, in UTC', () => {
    const groups = groupByMonth([
      transaction('oct', '2026-10-31T23:59:59Z'),
      transaction('nov-early', '2026-11-01T00:00:00Z'),
      transaction('last-year', '2025-11-15T12:00:00Z'),
      transaction('nov-late', '2026-11-24T09:00:00Z'),
    ])
    expect(groups.map((group) => [group.key, group.month, group.transactions.map((t) => t.id)])).toEqual([
      ['2026-11', Date.UTC(2026, 10, 1), ['nov-late', 'nov-early']],
      ['2026-10', Date.UTC(2026, 9, 1), ['oct']],
      ['2025-11', Date.UTC(2025, 10, 1), ['last-year']],
    ])
    // A time written with an offset belongs to the UTC month it falls in.
    expect(monthOf('2026-01-01T01:30:00+02:00')).toEqual({ key: '2025-12', month: Date.UTC(2025, 11, 1) })
  })

  it('gives each transaction the time it was mined and its first two transfers', () => {
    const item = activityItem({
      ...transaction('a', '2026-11-24T23:30:00Z'),
      transfers: [
        { kind: 'fungible', direction: 'out', quantity: '10', symbol: 'FUSD' },
        { kind: 'nft', direction: 'in', quantity: '1', name: 'Foyer Friend #0' },
        { kind: 'fungible', direction: 'in', quantity: '3', symbol: 'FOY' },
      ],
    })
    expect(item.minedAt).toBe(Date.UTC(2026, 10, 24, 23, 30))
    expect(item.transfers).toEqual([
      { kind: 'fungible', sign: '-', amount: '10.000', symbol: 'FUSD' },
      { kind: 'nft', sign: '+', name: 'Foyer Friend #0' },
    ])
  })

  it('offers Activity only with a history source, the feature on, and an EVM account (SPEC §6, §9)', () => {
    const on = { activity: true }
    const kits = knownKits
    expect(showsActivity({ hasActivityActor: true, features: on, namespace: 'eip155', kits })).toBe(true)
    expect(showsActivity({ hasActivityActor: false, features: on, namespace: 'eip155', kits })).toBe(false)
    expect(
      showsActivity({ hasActivityActor: true, features: { activity: false }, namespace: 'eip155', kits }),
    ).toBe(false)
    expect(showsActivity({ hasActivityActor: true, features: on, namespace: 'solana', kits })).toBe(false)
    expect(showsActivity({ hasActivityActor: true, features: on, namespace: 'bip122', kits })).toBe(false)
    expect(showsActivity({ hasActivityActor: true, features: on, namespace: undefined, kits })).toBe(false)
    // Whether a namespace has activity is its kit's to say: a Foyer without EVM's kit offers none there.
    expect(showsActivity({ hasActivityActor: true, features: on, namespace: 'eip155', kits: [] })).toBe(false)
  })
})
