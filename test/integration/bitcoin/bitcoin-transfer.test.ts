import type { Connector } from '@foyer/core'
import { type Bip122Adapter, bip122 } from '@foyer/core/bip122'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isFoyerError } from '../../../core/src/errors/base.js'
import { maxSendable, shortfallOf } from '../../../core/src/machines/send/send.rules.js'
import { type BitcoinChain, startBitcoinChain } from '../../devnet/bitcoin-esplora.js'
import { bitcoinLocalNetwork } from '../../devnet/local-networks.js'
import { bitcoinKey } from '../../wallets/bitcoin-keys.js'
import { createScriptedBitcoinWallet } from '../../wallets/bitcoin-wallet.js'

// The Bitcoin adapter's transfers (the Send form's) on the local chain (an Esplora API over a ledger
// that checks every signature), through a scripted wallet with a real key: the receiver gets exactly
// the amount, the fee paid is exactly the fee quoted, Max sweeps the address, dust and another
// network's address are refused before the wallet is asked.

let chain: BitcoinChain
beforeAll(async () => {
  chain = await startBitcoinChain()
})
afterAll(() => chain.stop())

const network = bitcoinLocalNetwork()
let seeds = 0x40

async function connected(fundings: readonly bigint[]) {
  const wallet = createScriptedBitcoinWallet({
    privateKeyHex: (seeds++).toString(16).padStart(2, '0').repeat(32),
    esploraUrl: chain.url,
  })
  for (const sats of fundings) chain.fund(wallet.payment.address, sats)
  const page = { btc_providers: [wallet.announcement], FoyerBtc: { BitcoinProvider: wallet.satsConnect } }
  const adapter = bip122({ networks: [network], esploraUrls: { [network.caipNetworkId]: chain.url }, page })
  let found: readonly Connector[] = []
  adapter.watchConnectors((connectors) => {
    found = connectors
  })()
  const connector = found[0]
  if (!connector) throw new Error('the wallet was not found')
  const connection = await adapter.connect({ connector, network })
  return { wallet, adapter, connection, transfers: await adapter.loadTransfers() }
}

const balanceOf = async (adapter: Bip122Adapter, address: string) =>
  (await adapter.getBalance({ address, network })).value

describe('bitcoin transfers on the local chain', () => {
  it('pays exactly the amount, and exactly the fee quoted', async () => {
    const { adapter, connection, transfers, wallet } = await connected([100_000n, 50_000n])
    const receiver = bitcoinKey('71'.repeat(32)).of('p2wpkh').address
    const prepared = await transfers.prepareTransfer(connection, { to: receiver, amount: 30_000n })
    expect(prepared).toMatchObject({ balance: 150_000n, from: wallet.payment.address, symbol: 'BTC' })
    expect(prepared.fee).toBeGreaterThan(0n)
    await transfers.sendTransfer(connection, prepared)
    expect(await balanceOf(adapter, receiver)).toBe(30_000n)
    expect(await balanceOf(adapter, wallet.payment.address)).toBe(150_000n - 30_000n - prepared.fee)
  })

  it('Max sweeps every output to the receiver, less the fee quoted for that', async () => {
    const { adapter, connection, transfers, wallet } = await connected([40_000n, 25_000n, 10_000n])
    const receiver = bitcoinKey('72'.repeat(32)).of('p2tr').address
    const probe = await transfers.prepareTransfer(connection, { to: receiver, amount: 0n })
    const max = maxSendable({ balance: probe.balance, fee: probe.fee, native: true })
    const prepared = await transfers.prepareTransfer(connection, { to: receiver, amount: max })
    expect(prepared.fee).toBe(probe.fee)
    expect(shortfallOf({ ...prepared, native: true })).toBeUndefined()
    await transfers.sendTransfer(connection, prepared)
    expect(await balanceOf(adapter, receiver)).toBe(max)
    expect(await balanceOf(adapter, wallet.payment.address)).toBe(0n)
  })

  it('quotes an amount over the balance, so the form says what is lacking', async () => {
    const { connection, transfers } = await connected([20_000n])
    const receiver = bitcoinKey('73'.repeat(32)).of('p2wpkh').address
    const prepared = await transfers.prepareTransfer(connection, { to: receiver, amount: 50_000n })
    expect(shortfallOf({ ...prepared, native: true })).toEqual({
      lacking: 'amount',
      needed: 50_000n + prepared.fee,
      available: 20_000n,
    })
  })

  it('refuses dust and an address of another network before the wallet is asked', async () => {
    const { connection, transfers, wallet } = await connected([20_000n])
    const receiver = bitcoinKey('74'.repeat(32)).of('p2wpkh').address
    const dust = await transfers
      .prepareTransfer(connection, { to: receiver, amount: 100n })
      .catch((e: unknown) => e)
    expect(isFoyerError(dust, 'BITCOIN_DUST')).toBe(true)
    expect((dust as { shortMessage: string }).shortMessage).toBe(
      'Bitcoin does not relay payments this small: send at least 0.00000294 BTC',
    )
    const mainnet = '175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W'
    const other = await transfers
      .prepareTransfer(connection, { to: mainnet, amount: 10_000n })
      .catch((e: unknown) => e)
    expect(isFoyerError(other, 'RECEIVER_NETWORK_MISMATCH')).toBe(true)
    expect(JSON.stringify(wallet.calls)).not.toContain('signPsbt')
  })

  it('refuses to send when the balance changed since the fee was shown', async () => {
    // Two outputs pay for it; once a larger one arrives, the plan spends that one alone: another fee.
    const { connection, transfers, wallet } = await connected([20_000n, 15_000n])
    const receiver = bitcoinKey('75'.repeat(32)).of('p2wpkh').address
    const prepared = await transfers.prepareTransfer(connection, { to: receiver, amount: 30_000n })
    chain.fund(wallet.payment.address, 1_000_000n)
    const error = await transfers.sendTransfer(connection, prepared).catch((e: unknown) => e)
    expect(isFoyerError(error, 'TRANSFER_QUOTE_CHANGED')).toBe(true)
  })
})
