import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { connectionWithActiveAccount } from '../../chains/account.js'
import type { Account, Connection } from '../../chains/adapter.types.js'
import { eip155Kit } from '../../chains/eip155/eip155.kit.js'
import { addressForNetwork, polkadotAccountKey, polkadotKit } from '../../chains/polkadot/polkadot.kit.js'
import { visitorPick } from '../../chains/visitor-pick.js'
import { BaseError } from '../../errors/base.js'
import { toRpcError } from '../../errors/rpc.js'
import { namespaces } from '../../networks/network.types.js'
import { mockConnection } from './connection.fixtures.js'
import {
  connectErrorOf,
  connectedNamespacesAfter,
  connectionWithAccounts,
  recentWalletsAfterConnect,
  startPlan,
} from './connection.rules.js'

describe('startPlan (SPEC §4 start rules)', () => {
  it.each([
    [{ status: 'connected', connectorId: 'mock' }, false, 'reconnectDisabled'],
    [{ status: undefined, connectorId: undefined }, false, 'reconnectDisabled'],
    [{ status: 'connected', connectorId: 'mock' }, true, 'reconnect'],
    [{ status: 'connected', connectorId: undefined }, true, 'forgetConnection'],
    [{ status: 'disconnected', connectorId: 'mock' }, true, 'clearAddressCache'],
    [{ status: 'connecting', connectorId: 'mock' }, true, 'none'],
    [{ status: undefined, connectorId: undefined }, true, 'none'],
  ] as const)('%o with reconnect %s → %s', (stored, reconnect, plan) => {
    expect(startPlan(stored, reconnect)).toBe(plan)
  })
})

describe('recentWalletsAfterConnect (SPEC §9: cap 2)', () => {
  const wallet = fc.record({
    id: fc.constantFrom('a', 'b', 'c', 'd'),
    rdns: fc.option(fc.string(), { nil: undefined }),
  })
  it('puts the connector first, keeps each wallet once and at most 2, in recency order', () => {
    fc.assert(
      fc.property(fc.array(wallet, { maxLength: 6 }), fc.constantFrom('a', 'b', 'e'), (recent, id) => {
        const next = recentWalletsAfterConnect(recent, { id })
        expect(next[0]).toEqual({ id })
        expect(next.length).toBeLessThanOrEqual(2)
        expect(new Set(next.map((w) => w.id)).size).toBe(next.length)
        const rest = recent.filter((w) => w.id !== id)
        if (next[1]) expect(next[1]).toBe(rest[0])
      }),
    )
  })
  it('keeps the connector rdns', () => {
    expect(recentWalletsAfterConnect([], { id: 'io.metamask', info: { rdns: 'io.metamask' } })).toEqual([
      { id: 'io.metamask', rdns: 'io.metamask' },
    ])
  })
})

describe('connectedNamespacesAfter', () => {
  it('adds once and removes', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...namespaces)),
        fc.constantFrom(...namespaces),
        (list, ns) => {
          expect(connectedNamespacesAfter(list, ns, true).filter((n) => n === ns)).toEqual([ns])
          expect(connectedNamespacesAfter(list, ns, false)).not.toContain(ns)
        },
      ),
    )
  })
})

describe('connectErrorOf (SPEC §8)', () => {
  it('a rejection (4001, 5000, wrapped) is "Connection rejected"', () => {
    for (const error of [toRpcError(4001), { code: 5000 }, new Error('x', { cause: { code: 4001 } })])
      expect(connectErrorOf(error)).toEqual({ kind: 'rejected', message: 'Connection rejected' })
  })
  it('a Foyer error keeps its short message; anything else is "Failed to connect"', () => {
    expect(connectErrorOf(new BaseError('X', 'Chain is not supported'))).toEqual({
      kind: 'failed',
      message: 'Chain is not supported',
    })
    expect(connectErrorOf(new Error('boom'))).toEqual({ kind: 'failed', message: 'Failed to connect' })
    expect(connectErrorOf(undefined)).toEqual({ kind: 'failed', message: 'Failed to connect' })
  })
})

describe('connectionWithAccounts', () => {
  it('makes the first reported account the active one, and none means disconnected', () => {
    const connection = mockConnection()
    expect(connectionWithAccounts(connection, [])).toBeUndefined()
    expect(connectionWithAccounts(connection, [{ address: '0xab', type: 'eoa' }])?.accounts).toEqual([
      { address: '0xab', type: 'eoa' },
    ])
  })
})

// Alice and Bob (`//Alice`, `//Bob`) as extensions write them (generic Substrate, prefix 42).
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
const KUSAMA = 'polkadot:b0a8d493285c2df73290dfb7e61f870f'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
/** An account as the Polkadot adapter reports it: written for Polkadot, with its address on each network. */
function dotAccount(generic: string, name: string): Account {
  const [onPolkadot, onKusama] = [addressForNetwork(generic, 0), addressForNetwork(generic, 2)]
  if (!onPolkadot || !onKusama) throw new Error(`${generic} is no Polkadot address`)
  return {
    address: onPolkadot,
    type: 'eoa',
    name,
    networkAddresses: { [POLKADOT]: onPolkadot, [KUSAMA]: onKusama },
  }
}
const dotConnection = (accounts: Account[], caipNetworkId = POLKADOT): Connection => ({
  namespace: 'polkadot',
  connectorId: 'polkadot-js',
  accounts: accounts as [Account, ...Account[]],
  caipNetworkId: caipNetworkId as Connection['caipNetworkId'],
  wallet: { name: 'Polkadot{.js}' },
})

describe('connectionWithAccounts where the visitor picks the active account (Polkadot)', () => {
  const alice = dotAccount(ALICE, 'Alice')
  const bob = dotAccount(BOB, 'Bob')
  // The Polkadot adapter's pick (`accountPick`).
  const pick = visitorPick('polkadot', polkadotAccountKey)

  it("keeps the visitor's account first while the wallet still shares it, and the wallet's first once it does not", () => {
    const chosenBob = dotConnection([bob, alice])
    const renamed = { ...alice, name: 'Main' }
    expect(connectionWithAccounts(chosenBob, [renamed, bob], pick)?.accounts).toEqual([bob, renamed])
    expect(connectionWithAccounts(chosenBob, [renamed], pick)?.accounts).toEqual([renamed])
    expect(connectionWithAccounts(chosenBob, [], pick)).toBeUndefined()
    // Where the wallet picks (no pick: EVM's), its first account is the active one.
    expect(connectionWithAccounts(chosenBob, [renamed, bob])?.accounts[0]).toEqual(renamed)
  })

  it('keeps the chosen account of any list, and every reported account once', () => {
    const pool = [alice, bob, dotAccount('5FLSigC9HGRKVhB9FiEo4Y3koPsNmBmLJbpXg2mp1hXcS59Y', 'Charlie')]
    const list = fc.uniqueArray(fc.constantFrom(...pool), { minLength: 1, selector: (a) => a.address })
    fc.assert(
      fc.property(list, list, (before, reported) => {
        const connection = dotConnection(before)
        const after = connectionWithAccounts(connection, reported, pick)?.accounts ?? []
        expect([...after].sort((a, b) => a.address.localeCompare(b.address))).toEqual(
          [...reported].sort((a, b) => a.address.localeCompare(b.address)),
        )
        const chosen = before[0] as Account
        expect(after[0]).toEqual(reported.includes(chosen) ? chosen : reported[0])
      }),
    )
  })

  it("writes reported accounts for the connection's network where they name their address there", () => {
    const onKusama = dotConnection([bob, alice], KUSAMA)
    const [first, second] = connectionWithAccounts(onKusama, [alice, bob], pick)?.accounts ?? []
    expect([first?.address, second?.address]).toEqual([
      addressForNetwork(BOB, 2),
      addressForNetwork(ALICE, 2),
    ])
    expect(first?.networkAddresses).toEqual(bob.networkAddresses)
  })
})

describe('connectionWithActiveAccount', () => {
  it("finds the chosen account as the namespace's accountKey does: any SS58 prefix, any EVM letter case", () => {
    const connection = dotConnection([dotAccount(ALICE, 'Alice'), dotAccount(BOB, 'Bob')])
    expect(connectionWithActiveAccount(connection, BOB, polkadotKit).accounts[0]?.name).toBe('Bob')
    expect(connectionWithActiveAccount(connection, BOB).accounts[0]?.name, 'compared as written').toBe(
      'Alice',
    )
    const evm = {
      ...mockConnection(),
      accounts: [
        { address: '0xaa', type: 'eoa' as const },
        { address: '0xBb', type: 'eoa' as const },
      ],
    } as Connection
    expect(connectionWithActiveAccount(evm, '0xbB', eip155Kit).accounts[0]?.address).toBe('0xBb')
  })
})
