import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import type { Connector } from '../../connectors/connector.types.js'
import { memoryStorage } from '../../storage/memory.js'
import { selectConnectView } from './foyer.connect-view.selectors.js'
import { foyerMachine } from './foyer.machine.js'

const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}
const legacy: Connector = { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }
const phantom: Connector = { id: 'Phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}
const auth: Connector = { id: 'auth', name: 'Email and social', type: 'AUTH', chain: 'eip155' }
const metamaskInDirectory = { id: 'mm', name: 'MetaMask', rdns: 'io.metamask' } as DirectoryWallet
const directory = { groups: { featured: [], recommended: [metamaskInDirectory] }, hasWalletList: false }

function foyerWith(byNamespace: { eip155: readonly Connector[]; solana?: readonly Connector[] }) {
  // The visitor connected MetaMask last time: a recent wallet, installed in this browser.
  const storage = memoryStorage({ 'foyer:recent-wallets': JSON.stringify([{ id: 'io.metamask' }]) })
  const actor = createActor(foyerMachine, { input: { projectId: 'p', storage }, systemId: 'foyer' }).start()
  actor.send({ type: 'FOYER.CONNECTORS_CHANGED', namespace: 'eip155', connectors: byNamespace.eip155 })
  if (byNamespace.solana)
    actor.send({ type: 'FOYER.CONNECTORS_CHANGED', namespace: 'solana', connectors: byNamespace.solana })
  return actor
}

describe('selectConnectView seen from a server (and by the browser while it hydrates that markup)', () => {
  it('lists no wallet installed in the browser, in any namespace, and puts the methods in their default order', () => {
    const actor = foyerWith({ eip155: [walletConnect, metamask, legacy, auth], solana: [phantom] })
    const browser = selectConnectView(actor.getSnapshot(), directory)
    const server = selectConnectView(actor.getSnapshot(), directory, true)
    expect(browser.methods).toEqual(['wallet', 'email', 'social'])
    expect(browser.installedConnectorIds).toEqual(['io.metamask', 'injected', 'Phantom'])
    expect(server.methods).toEqual(['email', 'social', 'wallet'])
    expect(server.installedConnectorIds).toEqual([])
    // Neither a recent nor an installed group; the directory's MetaMask is a recommended wallet again.
    expect(server.groups).toEqual([
      { group: 'walletConnect', connectors: [walletConnect] },
      { group: 'recommended', wallets: [metamaskInDirectory] },
    ])
    expect(browser.groups.map((entry) => entry.group)).toEqual(['walletConnect', 'recent', 'injected'])
    actor.stop()
  })

  it('is the browser’s view when the browser has no installed wallet', () => {
    const actor = foyerWith({ eip155: [walletConnect, auth] })
    expect(selectConnectView(actor.getSnapshot(), directory, true)).toEqual(
      selectConnectView(actor.getSnapshot(), directory),
    )
    actor.stop()
  })

  it('says no wallet was found when the installed ones were all there is', () => {
    const actor = foyerWith({ eip155: [metamask] })
    expect(selectConnectView(actor.getSnapshot(), directory).isEmpty).toBe(false)
    const server = selectConnectView(
      actor.getSnapshot(),
      { ...directory, groups: { featured: [], recommended: [] } },
      true,
    )
    expect(server.isEmpty).toBe(true)
    actor.stop()
  })
})
