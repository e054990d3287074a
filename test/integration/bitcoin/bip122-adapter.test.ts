import type { Connector } from '@foyer/core'
import { isUserRejection } from '@foyer/core'
import {
  type Bip122Adapter,
  bip122,
  InvalidBitcoinWalletAnswerError,
  watchBitcoinWallets,
} from '@foyer/core/bip122'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BitcoinChain, startBitcoinChain } from '../../devnet/bitcoin-esplora.js'
import { bitcoinLocalNetwork } from '../../devnet/local-networks.js'
import { bitcoinKey } from '../../wallets/bitcoin-keys.js'
import { createScriptedBitcoinWallet, type ScriptedBitcoinWallet } from '../../wallets/bitcoin-wallet.js'

// The Bitcoin adapter against scripted wallets of two families (sats-connect, UniSat) holding real
// keys, with balances from the local chain's Esplora API and signatures checked by bip322-js.

let chain: BitcoinChain
beforeAll(async () => {
  chain = await startBitcoinChain()
})
afterAll(() => chain.stop())

const network = bitcoinLocalNetwork()
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'

/** What `watchAccount` reports. */
type AccountEvent = Parameters<Parameters<Bip122Adapter['watchAccount']>[1]>[0]

function setUp(seed = '44') {
  const wallet = createScriptedBitcoinWallet({ privateKeyHex: seed.repeat(32), esploraUrl: chain.url })
  const page = {
    btc_providers: [wallet.announcement],
    FoyerBtc: { BitcoinProvider: wallet.satsConnect },
    unisat: wallet.unisat,
  }
  const adapter = bip122({ networks: [network], esploraUrls: { [network.caipNetworkId]: chain.url }, page })
  return { wallet, adapter }
}

/** The accounts Foyer makes of the scripted wallet's payment and ordinals addresses. */
const paymentAccount = (wallet: ScriptedBitcoinWallet) => ({
  address: wallet.payment.address,
  type: 'payment',
  purpose: 'payment',
  addressType: 'p2wpkh',
  publicKey: wallet.payment.publicKey,
})
const ordinalsAccount = (wallet: ScriptedBitcoinWallet) => ({
  address: wallet.ordinals.address,
  type: 'ordinal',
  purpose: 'ordinals',
  addressType: 'p2tr',
  publicKey: wallet.ordinals.publicKey,
})

async function connectorsOf(adapter: ReturnType<typeof bip122>): Promise<readonly Connector[]> {
  let found: readonly Connector[] = []
  const stop = adapter.watchConnectors((connectors) => {
    found = connectors
  })
  stop()
  return found
}

async function connector(adapter: ReturnType<typeof bip122>, name: string): Promise<Connector> {
  const found = (await connectorsOf(adapter)).find((c) => c.name === name)
  if (!found) throw new Error(`no ${name} connector`)
  return found
}

describe('the Bitcoin adapter', () => {
  it('finds a sats-connect and a UniSat wallet on the page at once', async () => {
    const { adapter } = setUp()
    const connectors = await connectorsOf(adapter)
    expect(connectors.map((c) => [c.name, c.type, c.chain])).toEqual([
      ['Foyer BTC', 'ANNOUNCED', 'bip122'],
      ['UniSat Wallet', 'INJECTED', 'bip122'],
    ])
  })

  it('connects a sats-connect wallet: the payment account first, then the ordinals one, and the balance from the chain', async () => {
    const { wallet, adapter } = setUp()
    const connection = await adapter.connect({ connector: await connector(adapter, 'Foyer BTC'), network })
    expect(connection.caipNetworkId).toBe(network.caipNetworkId)
    expect(connection.accounts).toEqual([paymentAccount(wallet), ordinalsAccount(wallet)])
    chain.fund(wallet.payment.address, 123_456n)
    const balance = await adapter.getBalance({ address: wallet.payment.address, network })
    expect(balance).toEqual({ value: 123_456n, decimals: 8, symbol: 'BTC' })
  })

  it('signs with ECDSA and with BIP-322: both verify for the address; taproot signs with BIP-322 by default', async () => {
    const { wallet, adapter } = setUp()
    const connection = await adapter.connect({ connector: await connector(adapter, 'Foyer BTC'), network })
    const message = 'Sign in to Foyer'
    for (const protocol of ['ecdsa', 'bip322'] as const) {
      const signature = await adapter.signMessage(connection, { message, protocol })
      expect(Verifier.verifySignature(wallet.payment.address, message, signature)).toBe(true)
    }
    const taproot = await adapter.signMessage(connection, { message, address: wallet.ordinals.address })
    expect(Verifier.verifySignature(wallet.ordinals.address, message, taproot)).toBe(true)
    expect(wallet.calls.filter((call) => call === 'signMessage')).toHaveLength(3)
  })

  it('refuses a signature that does not verify, an unknown protocol and an address the wallet did not share', async () => {
    const { wallet, adapter } = setUp()
    const connection = await adapter.connect({ connector: await connector(adapter, 'Foyer BTC'), network })
    wallet.corruptSignatures()
    const corrupt = adapter.signMessage(connection, { message: 'hello', protocol: 'bip322' })
    await expect(corrupt).rejects.toBeInstanceOf(InvalidBitcoinWalletAnswerError)
    await expect(corrupt).rejects.toMatchObject({ details: expect.stringContaining('does not verify') })
    await expect(adapter.signMessage(connection, { message: 'hello', protocol: 'schnorr' })).rejects.toThrow(
      /unknown protocol/,
    )
    const stranger = bitcoinKey('55'.repeat(32)).of('p2wpkh').address
    await expect(adapter.signMessage(connection, { message: 'hello', address: stranger })).rejects.toThrow()
    expect(wallet.calls.filter((call) => call === 'signMessage')).toHaveLength(1)
  })

  it("a refusal is the visitor's rejection, for connect and for signing", async () => {
    const { wallet, adapter } = setUp()
    const foyerBtc = await connector(adapter, 'Foyer BTC')
    wallet.rejectNext()
    const refused = await adapter.connect({ connector: foyerBtc, network }).catch((error: unknown) => error)
    expect(isUserRejection(refused)).toBe(true)
    const connection = await adapter.connect({ connector: foyerBtc, network })
    wallet.rejectNext()
    const declined = await adapter.signMessage(connection, { message: 'x' }).catch((error: unknown) => error)
    expect(isUserRejection(declined)).toBe(true)
  })

  it('reconnects without a prompt while the wallet shares its addresses, and not after it revoked them', async () => {
    const { wallet, adapter } = setUp()
    const foyerBtc = await connector(adapter, 'Foyer BTC')
    expect(await adapter.reconnect({ connectorId: foyerBtc.id, network })).toBeNull()
    await adapter.connect({ connector: foyerBtc, network })
    const calls = wallet.calls.length
    const restored = await adapter.reconnect({ connectorId: foyerBtc.id, network })
    expect(restored?.accounts[0].address).toBe(wallet.payment.address)
    expect(wallet.calls.slice(calls)).not.toContain('wallet_connect')
    wallet.revoke()
    expect(await adapter.reconnect({ connectorId: foyerBtc.id, network })).toBeNull()
  })

  it('connects a UniSat wallet: one payment account with its public key; a revoke disconnects', async () => {
    const { wallet, adapter } = setUp()
    const connection = await adapter.connect({
      connector: await connector(adapter, 'UniSat Wallet'),
      network,
    })
    expect(connection.accounts).toEqual([paymentAccount(wallet)])
    const signature = await adapter.signMessage(connection, { message: 'hi', protocol: 'bip322' })
    expect(Verifier.verifySignature(wallet.payment.address, 'hi', signature)).toBe(true)
    const events: AccountEvent[] = []
    adapter.watchAccount(connection, (event) => events.push(event))
    wallet.revoke()
    expect(events).toEqual([{ type: 'disconnect' }])
  })

  it('a wallet that moves to another network says so (the site shows it as unsupported); the site can move it back', async () => {
    const { wallet, adapter } = setUp()
    const connection = await adapter.connect({ connector: await connector(adapter, 'Foyer BTC'), network })
    const events: AccountEvent[] = []
    adapter.watchAccount(connection, (event) => events.push(event))
    wallet.moveTo('Testnet')
    expect(events).toEqual([{ type: 'chainChanged', caipNetworkId: TESTNET }])
    await adapter.switchNetwork?.(connection, network)
    expect(events.at(-1)).toEqual({ type: 'chainChanged', caipNetworkId: network.caipNetworkId })
  })

  it('a wallet on a network the site does not offer connects there, for the site to ask for a switch', async () => {
    const { wallet, adapter } = setUp()
    wallet.moveTo('Testnet')
    const connection = await adapter.connect({ connector: await connector(adapter, 'Foyer BTC'), network })
    expect(connection.caipNetworkId).toBe(TESTNET)
    expect(connection.accounts[0].address).toMatch(/^tb1q/)
  })
})

describe('Bitcoin wallet detection', () => {
  it('finds wallets injected at 0, 50, 500 and 1,500 ms, each once, without waiting for the last', async () => {
    const page: Record<string, unknown> = {}
    const inject = (name: string) => {
      const wallet = createScriptedBitcoinWallet({ privateKeyHex: '66'.repeat(32), esploraUrl: chain.url })
      const providers = Array.isArray(page.btc_providers) ? page.btc_providers : []
      page.btc_providers = [...providers, { ...wallet.announcement, id: `${name}.BitcoinProvider`, name }]
      page[name] = { BitcoinProvider: wallet.satsConnect }
    }
    const seen: string[][] = []
    inject('At0')
    const stop = watchBitcoinWallets(page, (connectors) => seen.push(connectors.map((c) => c.name)))
    // Listed at once: no fixed wait before the first answer.
    expect(seen.at(-1)).toEqual(['At0'])
    const timers = [50, 500, 1_500].map((ms) => setTimeout(() => inject(`At${ms}`), ms))
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    stop()
    for (const timer of timers) clearTimeout(timer)
    // Each late wallet was listed on its own, as it came, and none twice.
    expect(seen).toEqual([
      [],
      ['At0'],
      ['At0', 'At50'],
      ['At0', 'At50', 'At500'],
      ['At0', 'At50', 'At500', 'At1500'],
    ])
  })
})
