import type { Connection } from '@foyer/core'
import { createFoyer, getSystemActor, memoryStorage } from '@foyer/core'
import { type BitcoinSignProtocol, bip122 } from '@foyer/core/bip122'
import { walletConnect } from '@foyer/core/walletconnect'
import { Verifier } from 'bip322-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { type BitcoinChain, startBitcoinChain } from '../../devnet/bitcoin-esplora.js'
import { ANVIL_PRIVATE_KEY_0, bitcoinLocalNetwork } from '../../devnet/local-networks.js'
import { type Relay, startRelay } from '../../devnet/wc-relay.js'
import { bitcoinKey, buildPsbt } from '../../wallets/bitcoin-keys.js'
import { createWcWallet, withTimeout } from '../../wallets/wc-wallet.js'

// Bitcoin over WalletConnect: Foyer (the Bitcoin adapter and the WalletConnect module, dapp side on
// @walletconnect/universal-provider) pairs with the scripted wallet (sign-client, a real key on
// regtest) through the local relay; signatures are verified, PSBTs are broadcast to the local
// Bitcoin chain, and the wallet's events reach the connection.

const STEP_MS = 8_000
const network = bitcoinLocalNetwork()
const stranger = bitcoinKey('77'.repeat(32))

let relay: Relay
let chain: BitcoinChain
let instances = 0
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  relay = await startRelay()
  chain = await startBitcoinChain()
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {})
})
afterAll(async () => {
  await relay.stop()
  await chain.stop()
})

/** Foyer with the Bitcoin adapter and WalletConnect, paired with a wallet holding the key `seed`×32, connected. */
async function connectedThroughWalletConnect(seed: string) {
  const key = bitcoinKey(seed.repeat(32))
  const wallet = await createWcWallet({
    relayUrl: relay.url,
    privateKey: ANVIL_PRIVATE_KEY_0,
    chains: [],
    bitcoin: {
      privateKeyHex: seed.repeat(32),
      chains: [{ caipNetworkId: network.caipNetworkId, esploraUrl: chain.url }],
    },
  })
  cleanups.push(() => wallet.close())
  const client = walletConnect({
    projectId: 'foyer-test',
    networks: [network],
    relayUrl: relay.url,
    storagePrefix: `foyer-btc-${++instances}`,
    storageOptions: { database: ':memory:' },
    logLevel: 'silent',
    metadata: { name: 'Foyer test', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  cleanups.push(() => client.close())
  const adapter = bip122({
    networks: [network],
    esploraUrls: { [network.caipNetworkId]: chain.url },
    page: {},
  })
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
  const actor = foyer.connection('bip122')
  if (!actor) throw new Error('no bip122 connection actor')
  const snapshot = await withTimeout(
    waitFor(actor, (s) => s.hasTag('connected')),
    STEP_MS,
    'the bip122 connection',
  )
  const connection = snapshot.context.connection
  if (!isBitcoinConnection(connection)) throw new Error('no bip122 connection')
  return { key, wallet, adapter, foyer, actor, connection }
}

const isBitcoinConnection = (connection: Connection | undefined): connection is Connection<'bip122'> =>
  connection?.namespace === 'bip122'

/** The connection's accounts as `[address, type]` pairs. */
const accountsOf = (connection: Connection | undefined) =>
  connection?.accounts.map((account) => [account.address, account.type])

describe('Bitcoin through WalletConnect', () => {
  it('pairs: the proposal asks for the Bitcoin methods and event, and the connection shows the payment account', async () => {
    const { key, wallet, foyer, connection } = await connectedThroughWalletConnect('61')
    const proposed = wallet.proposals[0]?.optionalNamespaces.bip122
    expect(proposed?.methods).toEqual(['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'])
    expect(proposed?.events).toEqual(['accountsChanged', 'chainChanged', 'bip122_addressesChanged'])
    const payment = key.of('p2wpkh')
    expect(wallet.session?.namespaces.bip122?.accounts).toEqual([
      `${network.caipNetworkId}:${payment.address}`,
    ])
    expect(connection).toMatchObject({ connectorId: 'walletConnect', caipNetworkId: network.caipNetworkId })
    // The phone wallet names itself (its session metadata), not the connector.
    expect(connection.wallet.name).toBe('Foyer WC Wallet')
    expect(accountsOf(connection)).toEqual([
      [payment.address, 'payment'],
      [key.of('p2tr').address, 'ordinal'],
    ])
    expect(connection.accounts[0].publicKey).toBe(payment.publicKey)
    expect(foyer.getState().account.address).toBe(payment.address)
    expect(wallet.requests.map((request) => [request.method, request.chainId])).toEqual([
      ['getAccountAddresses', network.caipNetworkId],
    ])
  })

  it('signs messages with ECDSA and BIP-322, in hex on the wire; the adapter verifies them, and so does bip322-js', async () => {
    const { key, wallet, adapter, connection } = await connectedThroughWalletConnect('62')
    const payment = key.of('p2wpkh').address
    const ordinals = key.of('p2tr').address
    const cases: [string, BitcoinSignProtocol][] = [
      [payment, 'ecdsa'],
      [payment, 'bip322'],
      [ordinals, 'bip322'],
    ]
    for (const [address, protocol] of cases) {
      const message = `Hello Foyer (${protocol})`
      const signature = await withTimeout(
        adapter.signMessage(connection, { address, message, protocol }),
        STEP_MS,
        `sign ${protocol}`,
      )
      expect(Verifier.verifySignature(address, message, signature)).toBe(true)
      expect(wallet.requests.at(-1)).toMatchObject({
        method: 'signMessage',
        params: { account: payment, message, address, protocol },
      })
    }
  })

  it('signs a PSBT the adapter broadcasts to the local chain, which mines it; a transfer falls back to a PSBT', async () => {
    const { key, wallet, adapter, connection } = await connectedThroughWalletConnect('63')
    const payment = key.of('p2wpkh')
    const funded = chain.fund(payment.address, 100_000n)
    const psbt = buildPsbt(
      payment,
      [{ txid: funded, vout: 0, value: 100_000n, previousHex: chain.ledger.transaction(funded)?.hex }],
      [
        { address: stranger.of('p2wpkh').address, value: 30_000n },
        { address: payment.address, value: 69_500n },
      ],
      key.network,
    )
    const sent = await withTimeout(
      adapter.signPsbt(connection, { psbt: psbt.toBase64(), broadcast: true }),
      STEP_MS,
      'signPsbt',
    )
    expect(sent.txid).toMatch(/^[0-9a-f]{64}$/)
    expect(chain.ledger.transaction(sent.txid ?? '')).toBeDefined()
    // The wallet signed without broadcasting: Foyer checked the signatures, then broadcast.
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'signPsbt',
      params: {
        account: payment.address,
        signInputs: [{ address: payment.address, index: 0 }],
        broadcast: false,
      },
    })
    const balance = await adapter.getBalance({ address: stranger.of('p2wpkh').address, network })
    expect(balance.value).toBe(30_000n)

    // The wallet answers sendTransfer "method not supported": Foyer builds the PSBT and the wallet signs it.
    const txid = await withTimeout(
      adapter.sendTransfer(connection, { recipient: stranger.of('p2tr').address, amount: 12_000n }),
      STEP_MS,
      'sendTransfer',
    )
    expect(chain.ledger.transaction(txid)).toBeDefined()
    expect(wallet.requests.slice(-2).map((request) => request.method)).toEqual(['sendTransfer', 'signPsbt'])
    expect(wallet.requests.at(-2)?.params).toEqual({
      account: payment.address,
      recipientAddress: stranger.of('p2tr').address,
      amount: '12000',
    })
  })

  it('bip122_addressesChanged from the wallet updates the accounts; requests then name the new account', async () => {
    const { wallet, adapter, actor } = await connectedThroughWalletConnect('64')
    const moved = bitcoinKey('65'.repeat(32))
    await wallet.emitBitcoinAddressesChanged('65'.repeat(32))
    const snapshot = await withTimeout(
      waitFor(actor, (s) => s.context.connection?.accounts[0].address === moved.of('p2wpkh').address),
      STEP_MS,
      'accounts changed',
    )
    expect(accountsOf(snapshot.context.connection)).toEqual([
      [moved.of('p2wpkh').address, 'payment'],
      [moved.of('p2tr').address, 'ordinal'],
    ])
    const connection = snapshot.context.connection
    if (!isBitcoinConnection(connection)) throw new Error('no bip122 connection')
    const signature = await adapter.signMessage(connection, { message: 'moved', protocol: 'bip322' })
    expect(Verifier.verifySignature(moved.of('p2wpkh').address, 'moved', signature)).toBe(true)
    expect(wallet.requests.at(-1)?.params).toMatchObject({ account: moved.of('p2wpkh').address })
  })

  it('a session the wallet deletes disconnects the Bitcoin connection', async () => {
    const { wallet, actor } = await connectedThroughWalletConnect('66')
    await wallet.disconnect()
    const snapshot = await withTimeout(
      waitFor(actor, (s) => s.hasTag('disconnected')),
      STEP_MS,
      'disconnected',
    )
    expect(snapshot.context.connection).toBeUndefined()
  })
})
