import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Connector } from '@foyer/core'
import { createFoyer, isUserRejection, memoryStorage } from '@foyer/core'
import { createStorage, storageKeys } from '@foyer/core/advanced'
import { eip155 } from '@foyer/core/eip155'
import { type WalletConnectClient, walletConnect } from '@foyer/core/walletconnect'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  ANVIL_ADDRESS_0,
  ANVIL_PRIVATE_KEY_0,
  DEVNET_A,
  DEVNET_B,
  devnetNetwork,
} from '../../devnet/local-networks.js'
import { type Relay, startRelay } from '../../devnet/wc-relay.js'
import { createWcWallet, type WcWallet, withTimeout } from '../../wallets/wc-wallet.js'

// Foyer's WalletConnect connector source (dapp side, @walletconnect/universal-provider) and the EVM
// adapter using its connector, against the scripted wallet (sign-client) through the local relay.

const STEP_MS = 8_000
const networks = [
  devnetNetwork(DEVNET_A, 'http://127.0.0.1:9/a'),
  devnetNetwork(DEVNET_B, 'http://127.0.0.1:9/b'),
] as const

let relay: Relay
let instances = 0
const cleanups: (() => Promise<void>)[] = []
// WalletConnect's storage flushes its writes in the background, also just after its client closed: a
// write into a folder already removed rejects unhandled. Database folders go after every test of the
// file, once the writes had time to land.
const folders: string[] = []

beforeAll(async () => {
  relay = await startRelay()
})
afterEach(async () => {
  // Last started, first stopped: Foyer before its client, clients before the wallet.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {})
})
afterAll(async () => {
  await relay.stop()
  await new Promise((resolve) => setTimeout(resolve, 500))
  for (const folder of folders.splice(0))
    await rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(() => {})
})

function startFoyerSide(): WalletConnectClient {
  const client = walletConnect({
    projectId: 'foyer-test',
    networks,
    relayUrl: relay.url,
    storagePrefix: `foyer-${++instances}`,
    storageOptions: { database: ':memory:' },
    logLevel: 'silent',
    metadata: { name: 'Foyer test', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  cleanups.push(() => client.close())
  return client
}

async function startWallet(chains: readonly number[] = [DEVNET_A, DEVNET_B]): Promise<WcWallet> {
  const wallet = await createWcWallet({ relayUrl: relay.url, privateKey: ANVIL_PRIVATE_KEY_0, chains })
  cleanups.push(() => wallet.close())
  return wallet
}

/** Pairs: Foyer shows a URI, the wallet scans it. Resolves with the session summary and the URIs shown. */
async function pair(client: WalletConnectClient, wallet: WcWallet) {
  const uris: string[] = []
  const session = await withTimeout(
    client.pair((uri) => {
      uris.push(uri)
      wallet.pair(uri).catch(() => {})
    }),
    STEP_MS,
    'pair',
  )
  return { session, uris }
}

// The kits of a Foyer with an EVM adapter, which WalletConnect's connector is listed for.
function evmConnector(client: WalletConnectClient): Connector {
  const connector = client.connector('eip155', [eip155({ networks }).kit])
  if (!connector) throw new Error('no eip155 WalletConnect connector')
  return connector
}

describe('WalletConnect connector source ↔ scripted wallet through the local relay', () => {
  it('pairs: a wc: URI, the proposal carries SPEC §7 methods and rpc-ready chains, the session settles', async () => {
    const client = startFoyerSide()
    const wallet = await startWallet()
    const startedAt = performance.now()
    const { session, uris } = await pair(client, wallet)
    console.info(`[wc] Foyer pair() → settled in ${Math.round(performance.now() - startedAt)} ms`)
    expect(uris).toHaveLength(1)
    expect(uris[0]).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(session.namespaces).toEqual(['eip155'])
    expect(session.wallet.name).toBe(wallet.session?.self.metadata.name)
    const proposal = wallet.proposals[0]
    const proposed = { ...proposal?.requiredNamespaces, ...proposal?.optionalNamespaces }.eip155
    expect(proposed?.chains).toEqual([`eip155:${DEVNET_A}`, `eip155:${DEVNET_B}`])
    expect(proposed?.methods).toEqual(expect.arrayContaining(['personal_sign', 'wallet_switchEthereumChain']))
    expect(proposed?.events).toEqual(['accountsChanged', 'chainChanged'])
  })

  it('connects the EVM adapter through the session without a prompt, and signs with the wallet', async () => {
    const client = startFoyerSide()
    const wallet = await startWallet()
    await pair(client, wallet)
    const adapter = eip155({ networks })
    const connection = await adapter.connect({ connector: evmConnector(client), network: networks[0] })
    expect(connection).toMatchObject({
      namespace: 'eip155',
      connectorId: 'walletConnect',
      accounts: [{ address: ANVIL_ADDRESS_0 }],
      caipNetworkId: `eip155:${DEVNET_A}`,
    })
    expect(connection.wallet.name).toBe(wallet.session?.self.metadata.name)
    expect(wallet.requests.map((r) => r.method)).not.toContain('eth_requestAccounts')

    const signature = await withTimeout(
      adapter.signMessage(connection, { message: 'Hello Foyer' }),
      STEP_MS,
      'sign',
    )
    expect(
      await verifyMessage({
        address: ANVIL_ADDRESS_0,
        message: 'Hello Foyer',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(wallet.requests.at(-1)?.method).toBe('personal_sign')
  })

  it('reconnects through the session; without one, reconnect answers null instead of failing', async () => {
    const client = startFoyerSide()
    const adapter = eip155({ networks })
    const connector = evmConnector(client)
    expect(await adapter.reconnect({ connectorId: connector.id, connector, network: networks[0] })).toBeNull()
    const wallet = await startWallet()
    await pair(client, wallet)
    const restored = await adapter.reconnect({ connectorId: connector.id, connector, network: networks[0] })
    expect(restored?.accounts[0].address).toBe(ANVIL_ADDRESS_0)
  })

  it('a refused proposal rejects the pairing; a refused request is a user rejection (4001)', async () => {
    const client = startFoyerSide()
    const wallet = await startWallet()
    wallet.rejectNext()
    await expect(pair(client, wallet)).rejects.toThrow()
    wallet.approveNext()
    await pair(client, wallet)
    const adapter = eip155({ networks })
    const connection = await adapter.connect({ connector: evmConnector(client), network: networks[0] })
    wallet.rejectNextRequest()
    const error = await adapter.signMessage(connection, { message: 'no' }).catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
  })

  it('a wallet-side disconnect reaches the adapter as a disconnect event', async () => {
    const client = startFoyerSide()
    const wallet = await startWallet()
    await pair(client, wallet)
    const adapter = eip155({ networks })
    const connection = await adapter.connect({ connector: evmConnector(client), network: networks[0] })
    const disconnected = new Promise<string>((resolve) =>
      adapter.watchAccount(connection, (e) => resolve(e.type)),
    )
    await wallet.disconnect()
    expect(await withTimeout(disconnected, STEP_MS, 'disconnect event')).toBe('disconnect')
  })

  it('wallet events: accountsChanged and chainChanged reach the adapter', async () => {
    const client = startFoyerSide()
    const wallet = await startWallet()
    await pair(client, wallet)
    const adapter = eip155({ networks })
    const connection = await adapter.connect({ connector: evmConnector(client), network: networks[0] })
    const events: string[] = []
    const chainChanged = new Promise<void>((resolve) =>
      adapter.watchAccount(connection, (event) => {
        events.push(event.type === 'chainChanged' ? `chain ${event.caipNetworkId}` : event.type)
        if (event.type === 'chainChanged') resolve()
      }),
    )
    await wallet.emitChainChanged(DEVNET_B)
    await withTimeout(chainChanged, STEP_MS, 'chainChanged')
    expect(events).toContain(`chain eip155:${DEVNET_B}`)
  })

  it('switches networks inside the session (the chain is approved: no wallet prompt)', async () => {
    const client = startFoyerSide()
    const wallet = await startWallet()
    await pair(client, wallet)
    const adapter = eip155({ networks })
    const connection = await adapter.connect({ connector: evmConnector(client), network: networks[0] })
    await adapter.switchNetwork?.(connection, networks[1])
    const again = await adapter.reconnect({
      connectorId: 'walletConnect',
      connector: evmConnector(client),
      network: networks[1],
    })
    expect(again?.caipNetworkId).toBe(`eip155:${DEVNET_B}`)
  })

  it('disconnecting from the site ends the session on the wallet too', async () => {
    const client = startFoyerSide()
    const wallet = await startWallet()
    await pair(client, wallet)
    const adapter = eip155({ networks })
    const connection = await adapter.connect({ connector: evmConnector(client), network: networks[0] })
    const deleted = new Promise<void>((resolve) => wallet.client.on('session_delete', () => resolve()))
    await adapter.disconnect(connection)
    await withTimeout(deleted, STEP_MS, 'wallet session_delete')
    expect(
      await adapter.reconnect({
        connectorId: 'walletConnect',
        connector: evmConnector(client),
        network: networks[0],
      }),
    ).toBeNull()
  })

  it('an aborted pairing stops reporting URIs; a fresh one pairs', async () => {
    const client = startFoyerSide()
    const wallet = await startWallet()
    const controller = new AbortController()
    const first: string[] = []
    const abandoned = client.pair((uri) => first.push(uri), controller.signal)
    abandoned.catch(() => {})
    await withTimeout(
      new Promise<void>((resolve) => {
        const check = () => (first.length > 0 ? resolve() : setTimeout(check, 10))
        check()
      }),
      STEP_MS,
      'first URI',
    )
    controller.abort()
    const { uris } = await pair(client, wallet)
    expect(first).toHaveLength(1)
    expect(uris[0]).not.toBe(first[0])
  })

  it('a pairing abandoned while the relay was down hands its place to the next one: one URI, and it pairs', async () => {
    const client = startFoyerSide()
    await relay.down()
    const controller = new AbortController()
    const first: string[] = []
    try {
      // The relay does not answer: the pairing waits for it, and the visitor gives up.
      const abandoned = client.pair((uri) => first.push(uri), controller.signal)
      abandoned.catch(() => {})
      await new Promise((resolve) => setTimeout(resolve, 500))
      controller.abort()
    } finally {
      await relay.up()
    }
    const wallet = await startWallet()
    const { uris } = await pair(client, wallet)
    expect(first).toEqual([])
    // WalletConnect's client cannot cancel the abandoned proposal: had both been proposed, the retry
    // would also have seen the abandoned one's URI once the relay came back, and a wallet scanning
    // that one would have paired a session nobody waits for.
    expect(uris).toHaveLength(1)
  })

  it('signs again after the relay dropped every connection and after a full relay restart', async () => {
    const client = startFoyerSide()
    const wallet = await startWallet()
    await pair(client, wallet)
    const adapter = eip155({ networks })
    const connection = await adapter.connect({ connector: evmConnector(client), network: networks[0] })
    for (const hiccup of [() => relay.dropConnections(), () => relay.restart()]) {
      const before = relay.log.length
      await hiccup()
      // Both clients resubscribe on their own; a request written into the dying socket would wait for
      // the client's 15 s publish timeout, so sign once they are back (as a visitor would, seconds later).
      await withTimeout(
        new Promise<void>((resolve) => {
          const check = () =>
            relay.log.slice(before).filter((e) => e.method === 'irn_batchSubscribe' && e.direction === 'in')
              .length >= 2
              ? resolve()
              : setTimeout(check, 20)
          check()
        }),
        STEP_MS,
        'clients resubscribed',
      )
      const signature = await withTimeout(
        adapter.signMessage(connection, { message: 'still here' }),
        STEP_MS,
        'sign after hiccup',
      )
      expect(
        await verifyMessage({
          address: ANVIL_ADDRESS_0,
          message: 'still here',
          signature: signature as `0x${string}`,
        }),
      ).toBe(true)
    }
  })

  it('with reconnect disabled, a session stored by an earlier page load is ended on load (SPEC §4)', async () => {
    // The earlier load: paired and connected, its session kept in a database file, as a browser keeps it.
    const database = join(await mkdtemp(join(tmpdir(), 'foyer-wc-')), 'wc.db')
    folders.push(dirname(database))
    const storagePrefix = `foyer-${++instances}`
    const clientOptions = {
      projectId: 'foyer-test',
      networks,
      relayUrl: relay.url,
      storagePrefix,
      logLevel: 'silent' as const,
    }
    const earlier = walletConnect({ ...clientOptions, storageOptions: { database } })
    const wallet = await startWallet()
    await pair(earlier, wallet)
    await earlier.close()
    const storage = memoryStorage()
    createStorage(storage).set(storageKeys.connectedConnectorId('eip155'), 'walletConnect')
    createStorage(storage).set(storageKeys.connectionStatus('eip155'), 'connected')

    // This load: reconnect is disabled.
    const deleted = new Promise<void>((resolve) => wallet.client.on('session_delete', () => resolve()))
    const client = walletConnect({ ...clientOptions, storageOptions: { database } })
    cleanups.push(() => client.close())
    const foyer = createFoyer({
      adapters: [eip155({ networks })],
      modules: [client],
      enableReconnect: false,
      storage,
    })
    cleanups.push(async () => foyer.stop())
    await withTimeout(deleted, STEP_MS, 'wallet session_delete')
    expect(wallet.session).toBeUndefined()
    expect(createStorage(storage).get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined()
    expect(foyer.connection('eip155')?.getSnapshot().hasTag('disconnected')).toBe(true)
  })
})
