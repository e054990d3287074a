import type { Connection } from '@foyer/core'
import { createFoyer, getSystemActor, memoryStorage, polkadot as polkadotNetwork } from '@foyer/core'
import { type PolkadotChainApi, polkadot } from '@foyer/core/polkadot'
import { walletConnect } from '@foyer/core/walletconnect'
import { stringToU8a } from '@polkadot/util'
import { encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { POLKADOT_DEV_ACCOUNTS } from '../../devnet/polkadot/polkadot-dev-accounts.js'
import { polkadotDevPair } from '../../devnet/polkadot/polkadot-dev-pair.js'
import { type Relay, startRelay } from '../../devnet/wc-relay.js'
import { createWcWallet, withTimeout } from '../../wallets/wc-wallet.js'

// Polkadot over WalletConnect without a browser: Foyer (the Polkadot adapter and the WalletConnect
// module, dapp side on @walletconnect/universal-provider) pairs with the scripted wallet (sign-client,
// Alice's sr25519 key from @polkadot/keyring) through the local relay. What crosses the relay is real:
// the proposal, the session's accounts, polkadot_signMessage, the wallet's events and the session's end.
// Balances come from a small stand-in for the network (no chain runs here; the browser test has one).

const STEP_MS = 8_000
const MESSAGE = 'Hello from Foyer over WalletConnect'
const network = polkadotNetwork
// The network's balances: every account holds 12.5 DOT.
const api: PolkadotChainApi = {
  registry: { chainDecimals: [10], chainTokens: ['DOT'] },
  query: { system: { account: async () => ({ data: { free: 125_000_000_000n } }) } },
}

let relay: Relay
let instances = 0
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  relay = await startRelay()
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {})
})
afterAll(async () => {
  await relay.stop()
})

/** Foyer with the Polkadot adapter and WalletConnect, paired with a wallet holding Alice, connected. */
async function connectedThroughWalletConnect() {
  const [alice, bob] = await Promise.all([
    polkadotDevPair(POLKADOT_DEV_ACCOUNTS.alice),
    polkadotDevPair(POLKADOT_DEV_ACCOUNTS.bob),
  ])
  const wallet = await createWcWallet({
    relayUrl: relay.url,
    privateKey: `0x${'11'.repeat(32)}`,
    chains: [],
    polkadot: { pair: alice, chains: [network.caipNetworkId] },
  })
  cleanups.push(() => wallet.close())
  const client = walletConnect({
    projectId: 'foyer-test',
    networks: [network],
    relayUrl: relay.url,
    storagePrefix: `foyer-dot-${++instances}`,
    storageOptions: { database: ':memory:' },
    logLevel: 'silent',
    metadata: { name: 'Foyer test', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  cleanups.push(() => client.close())
  const adapter = polkadot({ networks: [network], apis: { [network.caipNetworkId]: api }, page: {} })
  const foyer = createFoyer({
    adapters: [adapter],
    modules: [client],
    storage: memoryStorage(),
    isMobile: false,
  })
  cleanups.push(async () => foyer.stop())

  // The visitor scans the QR code Foyer shows: the wallet pairs with its URI.
  const scanned = new Set<string>()
  getSystemActor(foyer.actor, 'pairing')?.subscribe((snapshot) => {
    const { uri } = snapshot.context
    if (uri && !scanned.has(uri)) {
      scanned.add(uri)
      wallet.pair(uri).catch(() => {})
    }
  })
  foyer.connectWalletConnect()
  const actor = foyer.connection('polkadot')
  if (!actor) throw new Error('no polkadot connection actor')
  const snapshot = await withTimeout(
    waitFor(actor, (s) => s.hasTag('connected')),
    STEP_MS,
    'the polkadot connection',
  )
  const connection = snapshot.context.connection
  if (!isPolkadotConnection(connection)) throw new Error('no polkadot connection')
  return { alice, bob, wallet, adapter, foyer, actor, connection }
}

const isPolkadotConnection = (connection: Connection | undefined): connection is Connection<'polkadot'> =>
  connection?.namespace === 'polkadot'

describe('Polkadot through WalletConnect', () => {
  it("pairs: the proposal asks for Polkadot's methods and the two events; the session's account connects with the network's prefix", async () => {
    const { alice, wallet, adapter, connection } = await connectedThroughWalletConnect()
    expect(wallet.proposals[0]?.optionalNamespaces.polkadot).toEqual({
      chains: [network.caipNetworkId],
      methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
      events: ['accountsChanged', 'chainChanged'],
    })
    // The wallet writes Alice with the generic prefix 42; the site shows her with Polkadot's.
    expect(wallet.session?.namespaces.polkadot?.accounts).toEqual([
      `${network.caipNetworkId}:${alice.address}`,
    ])
    expect(connection).toMatchObject({ connectorId: 'walletConnect', caipNetworkId: network.caipNetworkId })
    expect(connection.accounts.map((account) => account.address)).toEqual([encodeAddress(alice.publicKey, 0)])
    expect(connection.wallet.name).toBe('Foyer WC Wallet')
    expect((await adapter.getBalance({ address: connection.accounts[0].address, network })).value).toBe(
      125_000_000_000n,
    )

    const signature = await withTimeout(
      adapter.signMessage(connection, { message: MESSAGE }),
      STEP_MS,
      'sign',
    )
    expect(signatureVerify(stringToU8a(`<Bytes>${MESSAGE}</Bytes>`), signature, alice.address).isValid).toBe(
      true,
    )
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'polkadot_signMessage',
      chainId: network.caipNetworkId,
      params: { address: alice.address },
    })
  })

  it("the wallet's accountsChanged moves the connection to the account it names; its session's end disconnects", async () => {
    const { bob, wallet, actor } = await connectedThroughWalletConnect()
    const topic = wallet.session?.topic ?? ''
    await withTimeout(
      wallet.client.emit({
        topic,
        chainId: network.caipNetworkId,
        event: { name: 'accountsChanged', data: [`${network.caipNetworkId}:${bob.address}`] },
      }),
      STEP_MS,
      'emit accountsChanged',
    )
    const bobShown = encodeAddress(bob.publicKey, 0)
    await withTimeout(
      waitFor(actor, (s) => s.context.connection?.accounts[0]?.address === bobShown),
      STEP_MS,
      'accounts changed',
    )
    await wallet.disconnect()
    const snapshot = await withTimeout(
      waitFor(actor, (s) => s.hasTag('disconnected')),
      STEP_MS,
      'disconnected',
    )
    expect(snapshot.context.connection).toBeUndefined()
  })

  it('disconnecting from the site ends the session on the wallet too', async () => {
    const { wallet, foyer, actor } = await connectedThroughWalletConnect()
    const deleted = new Promise<void>((resolve) => wallet.client.on('session_delete', () => resolve()))
    await foyer.disconnect({ namespace: 'polkadot' })
    await withTimeout(
      waitFor(actor, (s) => s.hasTag('disconnected')),
      STEP_MS,
      'disconnected',
    )
    await withTimeout(deleted, STEP_MS, 'wallet session_delete')
    expect(wallet.session).toBeUndefined()
  })
})
