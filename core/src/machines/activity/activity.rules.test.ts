import { describe, expect, it } from 'vitest'
import type { AccountTransaction } from '../../api/blockchain/blockchain-api.types.js'
import { knownKits } from '../../chains/known-kits.js'
import {
  dayOf,
  describeTransfer,
  groupByMonth,
  monthOf,
  showsActivity,
  transferSign,
} from './activity.rules.js'

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

  it('describes a token transfer by its signed amount, truncated to 3 decimals, and an NFT by its name', () => {
    expect(
      describeTransfer('send', {
        kind: 'fungible',
        direction: 'out',
        quantity: '1250.56789',
        symbol: 'FUSD',
      }),
    ).toBe('-1,250.567 FUSD')
    expect(describeTransfer('receive', { kind: 'fungible', direction: 'in', quantity: '2' })).toBe('+2.000')
    expect(
      describeTransfer('mint', { kind: 'nft', direction: 'in', quantity: '1', name: 'Foyer Friend #0' }),
    ).toBe('+Foyer Friend #0')
  })

  it('groups by year and month, newest first, in UTC', () => {
    const groups = groupByMonth([
      transaction('oct', '2026-10-31T23:59:59Z'),
      transaction('nov-early', '2026-11-01T00:00:00Z'),
      transaction('last-year', '2025-11-15T12:00:00Z'),
      transaction('nov-late', '2026-11-24T09:00:00Z'),
    ])
    expect(groups.map((group) => [group.key, group.label, group.transactions.map((t) => t.id)])).toEqual([
      ['2026-11', 'November 2026', ['nov-late', 'nov-early']],
      ['2026-10', 'October 2026', ['oct']],
      ['2025-11', 'November 2025', ['last-year']],
    ])
    expect(monthOf('2026-01-05T00:00:00Z')).toEqual({ key: '2026-01', label: 'January 2026' })
    expect(dayOf('2026-11-24T23:30:00Z')).toBe('Nov 24')
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
