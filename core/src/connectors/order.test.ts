import { describe, expect, it } from 'vitest'
import type { Connector } from './connector.types.js'
import { connectMethodOrder, defaultConnectorGroupOrder, groupConnectors } from './order.js'

const connector = (id: string, type: Connector['type']): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
})
const walletConnect = connector('walletConnect', 'WALLET_CONNECT')
const metamask = connector('io.metamask', 'ANNOUNCED')
const legacy = connector('injected', 'INJECTED')
const safe = connector('safe', 'EXTERNAL')
const auth = connector('auth', 'AUTH')

describe('connect method order (SPEC §2)', () => {
  it('is email, social, wallet when no browser wallet is available', () => {
    expect(connectMethodOrder({ connectors: [walletConnect, safe, auth] })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })
  it('puts wallet first when an injected or announced wallet is available', () => {
    expect(connectMethodOrder({ connectors: [metamask] })).toEqual(['wallet', 'email', 'social'])
    expect(connectMethodOrder({ connectors: [legacy] })).toEqual(['wallet', 'email', 'social'])
  })
  it('follows the configured order when the site sets one', () => {
    expect(connectMethodOrder({ connectors: [metamask], override: ['social', 'wallet'] })).toEqual([
      'social',
      'wallet',
    ])
  })
})

describe('connector groups (SPEC §2)', () => {
  it('default order is walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(defaultConnectorGroupOrder).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })
  it('groups connectors in order, recent ones only under recent, auth in none, duplicates once', () => {
    const groups = groupConnectors({
      connectors: [safe, legacy, metamask, walletConnect, auth, metamask],
      recentIds: ['injected'],
    })
    expect(groups.map((g) => [g.group, g.connectors.map((c) => c.id)])).toEqual([
      ['walletConnect', ['walletConnect']],
      ['recent', ['injected']],
      ['injected', ['io.metamask']],
      ['external', ['safe']],
    ])
  })
  it('follows a configured group order', () => {
    const groups = groupConnectors({ connectors: [safe, metamask], order: ['external', 'injected'] })
    expect(groups.map((g) => g.group)).toEqual(['external', 'injected'])
  })
})

describe('recent group order', () => {
  it('lists recent connectors newest first, as recentIds orders them', () => {
    const groups = groupConnectors({
      connectors: [metamask, legacy, safe],
      recentIds: ['safe', 'io.metamask'],
    })
    expect(groups[0]).toEqual({ group: 'recent', connectors: [safe, metamask] })
  })
  it('never lists an auth connector, even a recent one', () => {
    const groups = groupConnectors({ connectors: [auth], recentIds: ['auth'] })
    expect(groups).toEqual([])
  })
})
