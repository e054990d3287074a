import type { Connector } from '@foyer/core'
import { isUserRejection } from '@foyer/core'
import {
  type Bip122Adapter,
  type BitcoinWalletPort,
  bip122,
  InvalidBitcoinWalletAnswerError,
} from '@foyer/core/bip122'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { Psbt } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BitcoinChain, startBitcoinChain } from '../../devnet/bitcoin-esplora.js'
import { bitcoinLocalNetwork } from '../../devnet/local-networks.js'
import { bitcoinKey, buildPsbt } from '../../wallets/bitcoin-keys.js'
import {
  createLeatherWallet,
  createPhantomWallet,
  createStandardBitcoinWallet,
} from '../../wallets/bitcoin-wallet-families.js'

// The Bitcoin adapter against scripted wallets of three more families — Leather's JSON-RPC provider,
// Phantom's byte-level provider, a Wallet Standard wallet — holding real keys: every family gives the
// same accounts, signatures verified by the adapter and again here with bip322-js, refusals as the
// standard rejection, junk as InvalidBitcoinWalletAnswerError, PSBTs the local chain accepts.

let chain: BitcoinChain
beforeAll(async () => {
  chain = await startBitcoinChain()
})
afterAll(() => chain.stop())

const network = bitcoinLocalNetwork()
const SECOND_KEY = '77'.repeat(32)

/** What `watchAccount` reports. */
type AccountEvent = Parameters<Parameters<Bip122Adapter['watchAccount']>[1]>[0]

/** The three families on one page (Leather also announced to WBIP004, as it does) and one registry. */
function setUp(seed = '45') {
  const options = { privateKeyHex: seed.repeat(32), esploraUrl: chain.url }
  const leather = createLeatherWallet(options)
  const phantom = createPhantomWallet(options)
  const standard = createStandardBitcoinWallet(options)
  const registered: Wallet[] = [standard.wallet]
  const page = {
    LeatherProvider: leather.provider,
    btc_providers: [leather.announcement],
    phantom: { bitcoin: phantom.provider, solana: {} },
  }
  const registry = {
    get: () => registered,
    on: () => () => {},
  }
  const adapter = bip122({
    networks: [network],
    esploraUrls: { [network.caipNetworkId]: chain.url },
    page,
    registry: () => registry,
  })
  return { leather, phantom, standard, adapter }
}

function connectorsOf(adapter: Bip122Adapter): readonly Connector[] {
  let found: readonly Connector[] = []
  adapter.watchConnectors((connectors) => {
    found = connectors
  })()
  return found
}

function connectorOf(adapter: Bip122Adapter, name: string): Connector {
  const found = connectorsOf(adapter).find((c) => c.name === name)
  if (!found) throw new Error(`no ${name} connector`)
  return found
}

/** The port behind a connector, to call what the adapter does not expose (PSBTs, transfers). */
function portOf(connector: Connector): BitcoinWalletPort {
  const { provider } = connector
  if (!isPort(provider)) throw new Error(`${connector.name} has no Bitcoin port`)
  return provider
}

const isPort = (value: unknown): value is BitcoinWalletPort =>
  typeof value === 'object' &&
  value !== null &&
  ['connect', 'accounts', 'signMessage', 'signPsbt'].every(
    (name) => typeof Reflect.get(value, name) === 'function',
  )

/** The accounts Foyer makes of a key's payment and ordinals addresses (taproot's key x-only). */
const accountsOf = (seed: string) => {
  const key = bitcoinKey(seed.repeat(32))
  const payment = key.of('p2wpkh')
  const ordinals = key.of('p2tr')
  return [
    {
      address: payment.address,
      type: 'payment',
      purpose: 'payment',
      addressType: 'p2wpkh',
      publicKey: payment.publicKey,
    },
    {
      address: ordinals.address,
      type: 'ordinal',
      purpose: 'ordinals',
      addressType: 'p2tr',
      publicKey: ordinals.publicKey,
    },
  ]
}

const families = ['Leather', 'Phantom', 'Foyer Standard BTC'] as const
type Family = (typeof families)[number]

/** The scripted wallet behind each family's connector. */
function walletOf(setup: ReturnType<typeof setUp>, family: Family) {
  if (family === 'Leather') return setup.leather
  if (family === 'Phantom') return setup.phantom
  return setup.standard
}

/** A PSBT spending a fresh coin of `address` (a key's p2wpkh) to a stranger. */
function psbtSpending(seed: string) {
  const key = bitcoinKey(seed.repeat(32))
  const from = key.of('p2wpkh')
  const txid = chain.fund(from.address, 50_000n)
  const to = bitcoinKey('99'.repeat(32)).of('p2wpkh').address
  return {
    from,
    psbt: buildPsbt(
      from,
      [{ txid, vout: 0, value: 50_000n }],
      [{ address: to, value: 40_000n }],
      key.network,
    ),
  }
}

async function broadcast(base64: string): Promise<number> {
  const psbt = Psbt.fromBase64(base64)
  psbt.finalizeAllInputs()
  const response = await fetch(`${chain.url}/tx`, { method: 'POST', body: psbt.extractTransaction().toHex() })
  return response.status
}

describe('Leather, Phantom and Wallet Standard Bitcoin wallets', () => {
  it('are found at once, each once: Leather is not read as a sats-connect wallet although it announces itself there', () => {
    const { adapter } = setUp()
    expect(connectorsOf(adapter).map((c) => [c.id, c.name, c.type, c.chain])).toEqual([
      ['LeatherProvider', 'Leather', 'INJECTED', 'bip122'],
      ['phantom.bitcoin', 'Phantom', 'INJECTED', 'bip122'],
      ['Foyer Standard BTC', 'Foyer Standard BTC', 'ANNOUNCED', 'bip122'],
    ])
    expect(connectorOf(adapter, 'Leather').imageUrl).toBe('data:image/svg+xml;base64,PHN2Zy8+')
  })

  it.each(families)(
    '%s connects: the payment account first, then the ordinals one, with types and keys',
    async (family) => {
      const setup = setUp()
      const connection = await setup.adapter.connect({
        connector: connectorOf(setup.adapter, family),
        network,
      })
      expect(connection.caipNetworkId).toBe(network.caipNetworkId)
      expect(connection.accounts).toEqual(accountsOf('45'))
    },
  )

  it.each(families)('%s signs messages; the signatures verify for both addresses', async (family) => {
    const setup = setUp()
    const connection = await setup.adapter.connect({ connector: connectorOf(setup.adapter, family), network })
    const [payment, ordinals] = accountsOf('45')
    for (const address of [payment?.address ?? '', ordinals?.address ?? '']) {
      const signature = await setup.adapter.signMessage(connection, { message: 'Sign in to Foyer', address })
      expect(Verifier.verifySignature(address, 'Sign in to Foyer', signature)).toBe(true)
    }
  })

  it('Leather and Phantom sign BIP-322 only: an ECDSA request gets a BIP-322 signature, verified all the same', async () => {
    for (const family of ['Leather', 'Phantom'] as const) {
      const setup = setUp()
      const connection = await setup.adapter.connect({
        connector: connectorOf(setup.adapter, family),
        network,
      })
      const signature = await setup.adapter.signMessage(connection, { message: 'hi', protocol: 'ecdsa' })
      // A BIP-322 simple signature is a witness (two items), not BIP-137's 65 bytes.
      expect(Buffer.from(signature, 'base64')).not.toHaveLength(65)
      expect(Verifier.verifySignature(connection.accounts[0].address, 'hi', signature)).toBe(true)
    }
  })

  it.each(families)(
    "%s: a refusal is the visitor's rejection, for connect and for signing",
    async (family) => {
      const setup = setUp()
      const wallet = walletOf(setup, family)
      const connector = connectorOf(setup.adapter, family)
      wallet.rejectNext()
      const refused = await setup.adapter.connect({ connector, network }).catch((error: unknown) => error)
      expect(isUserRejection(refused)).toBe(true)
      expect(refused).toMatchObject({ rpcCode: 4001 })
      const connection = await setup.adapter.connect({ connector, network })
      wallet.rejectNext()
      const declined = await setup.adapter
        .signMessage(connection, { message: 'x' })
        .catch((error: unknown) => error)
      expect(isUserRejection(declined)).toBe(true)
    },
  )

  it.each(families)(
    '%s: junk answers and signatures that do not verify are InvalidBitcoinWalletAnswerError',
    async (family) => {
      const setup = setUp()
      const wallet = walletOf(setup, family)
      const connector = connectorOf(setup.adapter, family)
      wallet.junkNext()
      await expect(setup.adapter.connect({ connector, network })).rejects.toBeInstanceOf(
        InvalidBitcoinWalletAnswerError,
      )
      const connection = await setup.adapter.connect({ connector, network })
      wallet.junkNext()
      const junk = setup.adapter.signMessage(connection, { message: 'x' })
      await expect(junk).rejects.toBeInstanceOf(InvalidBitcoinWalletAnswerError)
      wallet.corruptSignatures()
      const corrupt = setup.adapter.signMessage(connection, { message: 'x' })
      await expect(corrupt).rejects.toMatchObject({ details: expect.stringContaining('does not verify') })
    },
  )

  it.each(families)('%s signs a PSBT the local chain accepts; junk for a PSBT is refused', async (family) => {
    const setup = setUp('46')
    const wallet = walletOf(setup, family)
    const connector = connectorOf(setup.adapter, family)
    await setup.adapter.connect({ connector, network })
    const port = portOf(connector)
    const { from, psbt } = psbtSpending('46')
    const request = {
      psbt: psbt.toBase64(),
      signInputs: { [from.address]: [0] },
      broadcast: false,
      network: 'regtest' as const,
    }
    wallet.junkNext()
    await expect(port.signPsbt(request)).rejects.toBeInstanceOf(InvalidBitcoinWalletAnswerError)
    const signed = await port.signPsbt(request)
    expect(signed.txid).toBeUndefined()
    expect(await broadcast(signed.psbt)).toBe(200)
  })

  it('Leather signs and broadcasts a PSBT, and sends a transfer, on the local chain', async () => {
    const setup = setUp('47')
    const connector = connectorOf(setup.adapter, 'Leather')
    await setup.adapter.connect({ connector, network })
    const port = portOf(connector)
    const { from, psbt } = psbtSpending('47')
    const signInputs = { [from.address]: [0] }
    const sent = await port.signPsbt({
      psbt: psbt.toBase64(),
      signInputs,
      broadcast: true,
      network: 'regtest',
    })
    expect(chain.ledger.transaction(sent.txid ?? '')).toBeDefined()
    const recipient = bitcoinKey('98'.repeat(32)).of('p2wpkh').address
    chain.fund(from.address, 100_000n)
    const txid = await port.sendTransfer?.({ recipient, amount: 12_345n, network: 'regtest' })
    expect(chain.ledger.transaction(txid ?? '')).toBeDefined()
    const balance = await setup.adapter.getBalance({ address: recipient, network })
    expect(balance.value).toBe(12_345n)
    expect(setup.leather.calls).toEqual(['getAddresses', 'signPsbt', 'sendTransfer'])
  })
})

describe('account changes and reloads', () => {
  it('Leather emits no events and opens its popup for every request: a reload restores nothing, silently', async () => {
    const setup = setUp()
    const connector = connectorOf(setup.adapter, 'Leather')
    const connection = await setup.adapter.connect({ connector, network })
    const events: AccountEvent[] = []
    setup.adapter.watchAccount(connection, (event) => events.push(event))
    expect(await setup.adapter.reconnect({ connectorId: connector.id, network })).toBeNull()
    expect(setup.leather.calls).toEqual(['getAddresses'])
    expect(events).toEqual([])
  })

  it('Phantom reports an account switch and a revoke; a reload asks nothing (requestAccounts would prompt)', async () => {
    const setup = setUp()
    const connector = connectorOf(setup.adapter, 'Phantom')
    const connection = await setup.adapter.connect({ connector, network })
    const events: AccountEvent[] = []
    const stop = setup.adapter.watchAccount(connection, (event) => events.push(event))
    setup.phantom.switchAccount(SECOND_KEY)
    setup.phantom.revoke()
    expect(events).toEqual([{ type: 'accountsChanged', accounts: accountsOf('77') }, { type: 'disconnect' }])
    stop()
    setup.phantom.revoke()
    expect(events).toHaveLength(2)
    expect(await setup.adapter.reconnect({ connectorId: connector.id, network })).toBeNull()
    expect(setup.phantom.calls).toEqual(['requestAccounts'])
  })

  it('a Wallet Standard wallet reconnects without a prompt while it shares its accounts, and reports changes', async () => {
    const setup = setUp()
    const connector = connectorOf(setup.adapter, 'Foyer Standard BTC')
    expect(await setup.adapter.reconnect({ connectorId: connector.id, network })).toBeNull()
    const connection = await setup.adapter.connect({ connector, network })
    const restored = await setup.adapter.reconnect({ connectorId: connector.id, network })
    expect(restored?.accounts).toEqual(accountsOf('45'))
    expect(setup.standard.calls).toEqual(['bitcoin:connect'])
    const events: AccountEvent[] = []
    setup.adapter.watchAccount(connection, (event) => events.push(event))
    setup.standard.switchAccount(SECOND_KEY)
    setup.standard.revoke()
    expect(events).toEqual([{ type: 'accountsChanged', accounts: accountsOf('77') }, { type: 'disconnect' }])
    expect(await setup.adapter.reconnect({ connectorId: connector.id, network })).toBeNull()
  })
})

describe('Wallet Standard discovery', () => {
  it('lists a Bitcoin wallet when it registers, late, and drops it when it unregisters; others are not listed', async () => {
    const options = { privateKeyHex: '48'.repeat(32), esploraUrl: chain.url }
    const late = createStandardBitcoinWallet({ ...options, name: 'Late BTC' })
    const solanaOnly: Wallet = {
      ...late.wallet,
      name: 'Solana Only',
      features: {},
      chains: ['solana:mainnet'],
    }
    // The page's own registry, as `getWallets()` gives it by default.
    const adapter = bip122({ networks: [network], page: {} })
    const seen: string[][] = []
    let stop = () => {}
    const listed = new Promise<void>((resolve) => {
      stop = adapter.watchConnectors((connectors) => {
        seen.push(connectors.map((c) => c.name))
        if (connectors.length > 0) resolve()
      })
    })
    const unregister = getWallets().register(solanaOnly, late.wallet)
    await listed
    const connection = await adapter.connect({ connector: connectorOf(adapter, 'Late BTC'), network })
    expect(connection.accounts).toEqual(accountsOf('48'))
    // A reload: a new adapter waits for the registry it loads, then restores the connection silently.
    const reloaded = bip122({ networks: [network], page: {} })
    const restored = await reloaded.reconnect({ connectorId: 'Late BTC', network })
    expect(restored?.accounts).toEqual(accountsOf('48'))
    expect(late.calls).toEqual(['bitcoin:connect'])
    unregister()
    stop()
    expect(seen.at(-1)).toEqual([])
    expect(seen.filter((names) => names.includes('Late BTC'))).toEqual([['Late BTC']])
    expect(seen.flat()).not.toContain('Solana Only')
  })
})
