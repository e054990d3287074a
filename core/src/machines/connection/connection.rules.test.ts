import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
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
