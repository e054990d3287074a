import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import type { Connector } from '../../connectors/connector.types.js'
import { memoryStorage } from '../../storage/memory.js'
import { evmMock, solanaMock } from '../connection/connection.fixtures.js'
import { selectConnectView } from './foyer.connect-view.selectors.js'
import { foyerMachine } from './foyer.machine.js'
import type { FoyerOptions } from './foyer.types.js'

const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }

const noDirectoryWallets = { featured: [], recommended: [] }

function connectView(options: FoyerOptions, connectors: readonly Connector[] = [], hasWalletList = false) {
  const actor = createActor(foyerMachine, { input: options, systemId: 'foyer' }).start()
  actor.send({ type: 'FOYER.CONNECTORS_CHANGED', connectors })
  const view = selectConnectView(actor.getSnapshot(), { groups: noDirectoryWallets, hasWalletList })
  actor.stop()
  return view
}

// What signs visitors in with email and social accounts (an embedded wallet's connector).
const auth: Connector = { id: 'auth', name: 'Email and social', type: 'AUTH', chain: 'eip155' }

describe('selectConnectView', () => {
  it('offers email and social only while their features are on', () => {
    expect(connectView({ projectId: 'p' }, [auth]).methods).toEqual(['email', 'social', 'wallet'])
    expect(connectView({ projectId: 'p', features: { email: false } }, [auth]).methods).toEqual([
      'social',
      'wallet',
    ])
    expect(connectView({ projectId: 'p', features: { socials: [] } }, [auth]).methods).toEqual([
      'email',
      'wallet',
    ])
    // Basic mode turns remote features (email and social among them) off.
    expect(connectView({ basic: true }, [auth]).methods).toEqual(['wallet'])
    // An embedded wallet that signs in with email only: no social method to offer.
    const emailOnly: Connector = { ...auth, signInMethods: ['email'] }
    expect(connectView({ projectId: 'p' }, [emailOnly]).methods).toEqual(['email', 'wallet'])
  })

  it('lists the social providers in display order, only with the social method', () => {
    expect(connectView({ projectId: 'p' }, [auth]).socials).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
    expect(
      connectView({ projectId: 'p', features: { socials: ['github', 'farcaster', 'google'] } }, [auth])
        .socials,
    ).toEqual(['google', 'farcaster', 'github'])
    expect(connectView({ projectId: 'p' }, [{ ...auth, signInMethods: ['email'] }]).socials).toEqual([])
    expect(connectView({ projectId: 'p' }, [metamask]).socials).toEqual([])
  })

  it('offers email and social only with a connector that signs visitors in with them', () => {
    expect(connectView({ projectId: 'p' }).methods).toEqual(['wallet'])
    expect(connectView({ projectId: 'p' }, [metamask]).methods).toEqual(['wallet'])
  })

  it('puts wallet first with a browser wallet, and is empty without any wallet', () => {
    const view = connectView({ projectId: 'p' }, [metamask, auth])
    expect(view.methods).toEqual(['wallet', 'email', 'social'])
    expect(view.isEmpty).toBe(false)
    expect(view.groups.map((g) => g.group)).toEqual(['injected'])
    expect(connectView({ projectId: 'p' }).isEmpty).toBe(true)
  })

  it("says what a visitor with no wallet can do: an extension on a computer, a wallet app's browser on a phone", () => {
    expect(connectView({ basic: true, isMobile: false }).emptyState).toEqual({
      title: 'No wallets found',
      hint: 'Install a wallet browser extension, then reload this page.',
    })
    expect(connectView({ basic: true, isMobile: true }).emptyState).toEqual({
      title: 'No wallets found',
      hint: "Open this page in your wallet app's browser, or install a wallet app first.",
    })
  })

  it('offers AllWallets only with a wallet directory and the allWallets feature on (on by default)', () => {
    expect(connectView({ projectId: 'p' }, [], true).showAllWallets).toBe(true)
    expect(connectView({ projectId: 'p', features: { allWallets: false } }, [], true).showAllWallets).toBe(
      false,
    )
    expect(connectView({ projectId: 'p' }, [], false).showAllWallets).toBe(false)
    expect(
      selectConnectView(createActor(foyerMachine, { input: { basic: true } }).getSnapshot()).showAllWallets,
    ).toBe(false)
  })
  it('offers "Get one" only when the directory says where to get one of its wallets', () => {
    const snapshot = createActor(foyerMachine, { input: { projectId: 'p' } }).getSnapshot()
    const offers = (recommended: DirectoryWallet[]) =>
      selectConnectView(snapshot, { groups: { featured: [], recommended }, hasWalletList: true })
        .offersWalletToGet
    expect(offers([])).toBe(false)
    expect(offers([{ id: 'w', name: 'W', mobile_link: 'w://' }])).toBe(false)
    expect(
      offers([{ id: 'w', name: 'W', play_store: 'https://play.google.com/store/apps/details?id=w' }]),
    ).toBe(true)
  })
})

describe('selectConnectView with several adapters', () => {
  const phantom: Connector = { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
  const rabby: Connector = { id: 'io.rabby', name: 'Rabby', type: 'INJECTED', chain: 'eip155' }
  const safe: Connector = { id: 'safe', name: 'Safe', type: 'EXTERNAL', chain: 'eip155' }

  it('merges the namespaces connectors, each namespace replacing only its own', () => {
    const actor = createActor(foyerMachine, { input: { basic: true }, systemId: 'foyer' }).start()
    actor.send({ type: 'FOYER.CONNECTORS_CHANGED', namespace: 'eip155', connectors: [metamask, safe] })
    actor.send({ type: 'FOYER.CONNECTORS_CHANGED', namespace: 'solana', connectors: [phantom] })
    actor.send({ type: 'FOYER.CONNECTORS_CHANGED', namespace: 'eip155', connectors: [metamask] })
    expect(actor.getSnapshot().context.connectors.map((c) => c.id)).toEqual(['io.metamask', 'app.phantom'])
    // Without a namespace the whole list is replaced (connectors sorted by their chain).
    actor.send({ type: 'FOYER.CONNECTORS_CHANGED', connectors: [phantom, rabby] })
    expect(actor.getSnapshot().context.connectors.map((c) => c.id)).toEqual(['io.rabby', 'app.phantom'])
    actor.stop()
  })

  it('names each connector namespace when the site has several adapters, WalletConnect aside', () => {
    const walletConnect: Connector = {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    }
    const input = { basic: true, adapters: [evmMock(), solanaMock()] }
    const actor = createActor(foyerMachine, { input, systemId: 'foyer' }).start()
    actor.send({ type: 'FOYER.CONNECTORS_CHANGED', connectors: [walletConnect, metamask, phantom] })
    expect(selectConnectView(actor.getSnapshot()).namespaceLabels).toEqual({
      'io.metamask': 'EVM',
      'app.phantom': 'Solana',
    })
    actor.stop()
    expect(connectView({ basic: true, adapters: [evmMock()] }, [metamask]).namespaceLabels).toEqual({})
  })

  it('lists recent wallets first, newest first, and marks installed ones', () => {
    const storage = memoryStorage({
      'foyer:recent-wallets': JSON.stringify([{ id: 'io.rabby' }, { id: 'io.metamask' }]),
    })
    const actor = createActor(foyerMachine, { input: { basic: true, storage }, systemId: 'foyer' }).start()
    actor.send({ type: 'FOYER.CONNECTORS_CHANGED', connectors: [metamask, safe, rabby, phantom] })
    const view = selectConnectView(actor.getSnapshot())
    expect(view.groups.map((g) => [g.group, 'connectors' in g ? g.connectors.map((c) => c.id) : []])).toEqual(
      [
        ['recent', ['io.rabby', 'io.metamask']],
        ['injected', ['app.phantom']],
        ['external', ['safe']],
      ],
    )
    expect(view.installedConnectorIds).toEqual(['io.metamask', 'io.rabby', 'app.phantom'])
    actor.send({ type: 'FOYER.RECENT_WALLETS_CHANGED', recentWallets: [{ id: 'safe' }] })
    expect(selectConnectView(actor.getSnapshot()).groups[0]).toEqual({ group: 'recent', connectors: [safe] })
    actor.stop()
  })
})

describe('selectConnectView: featured and recommended wallets from the directory (SPEC §2 groups)', () => {
  const directoryWallet = (name: string, rdns?: string): DirectoryWallet => ({
    id: `id-${name}`,
    name,
    ...(rdns ? { rdns } : {}),
  })
  const rainbow = directoryWallet('Rainbow', 'me.rainbow')
  const trust = directoryWallet('Trust', 'com.trustwallet.app')
  const metamaskListing = directoryWallet('MetaMask', 'IO.MetaMask')
  const ledger = directoryWallet('Ledger')
  const walletConnect: Connector = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
  }
  const announcedMetamask: Connector = { ...metamask, info: { rdns: 'io.metamask', icon: '' } }

  function viewWith(options: FoyerOptions, connectors: readonly Connector[]) {
    const actor = createActor(foyerMachine, { input: options, systemId: 'foyer' }).start()
    actor.send({ type: 'FOYER.CONNECTORS_CHANGED', connectors })
    const view = selectConnectView(actor.getSnapshot(), {
      groups: { featured: [rainbow], recommended: [metamaskListing, trust, ledger] },
      hasWalletList: true,
    })
    actor.stop()
    return view
  }
  const shape = (view: ReturnType<typeof selectConnectView>) =>
    view.groups.map((g) => [
      g.group,
      'wallets' in g ? g.wallets.map((w) => w.name) : g.connectors.map((c) => c.name),
    ])

  it('puts them at their place in the default order, without wallets installed in this browser', () => {
    expect(shape(viewWith({ basic: true }, [walletConnect, announcedMetamask]))).toEqual([
      ['walletConnect', ['WalletConnect']],
      ['injected', ['MetaMask']],
      ['featured', ['Rainbow']],
      // The directory's MetaMask (rdns compared case-insensitively) is the announced one: listed once.
      ['recommended', ['Trust', 'Ledger']],
    ])
  })

  it("follows the site's group order and leaves out the groups it omits", () => {
    const view = viewWith({ basic: true, connectorGroupOrder: ['recommended', 'injected'] }, [walletConnect])
    expect(shape(view)).toEqual([['recommended', ['MetaMask', 'Trust', 'Ledger']]])
    expect(view.isEmpty).toBe(false)
    expect(viewWith({ basic: true, connectorGroupOrder: ['injected'] }, [walletConnect]).isEmpty).toBe(true)
  })

  it('puts AllWallets first on a phone only', () => {
    expect(connectView({ basic: true, isMobile: true }).allWalletsFirst).toBe(true)
    expect(connectView({ basic: true, isMobile: false }).allWalletsFirst).toBe(false)
  })
})
