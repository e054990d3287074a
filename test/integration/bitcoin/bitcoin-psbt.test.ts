import type { Connector } from '@foyer/core'
import {
  type Bip122Adapter,
  BitcoinBroadcastError,
  bip122,
  InsufficientBitcoinError,
  InvalidBitcoinTransferError,
  InvalidBitcoinWalletAnswerError,
  InvalidPsbtError,
} from '@foyer/core/bip122'
import { Psbt, Transaction } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BitcoinChain, LOCAL_FEE_ESTIMATES, startBitcoinChain } from '../../devnet/bitcoin-esplora.js'
import { bitcoinLocalNetwork } from '../../devnet/local-networks.js'
import { bitcoinKey, buildPsbt } from '../../wallets/bitcoin-keys.js'
import { createScriptedBitcoinWallet } from '../../wallets/bitcoin-wallet.js'

// PSBTs through the Bitcoin adapter: read for people before the wallet is asked, signed by a
// scripted wallet with a real key, checked, and broadcast to the local chain, which mines a
// transaction only when every signature verifies.

let chain: BitcoinChain
beforeAll(async () => {
  chain = await startBitcoinChain()
})
afterAll(() => chain.stop())

const network = bitcoinLocalNetwork()
const stranger = bitcoinKey('77'.repeat(32))

/** The first wallet the adapter finds on its page. */
async function firstConnector(adapter: Bip122Adapter) {
  let found: readonly Connector[] = []
  adapter.watchConnectors((connectors) => {
    found = connectors
  })()
  return found[0]
}

type Request = (method: string, params: Record<string, unknown> | null) => Promise<unknown>

/**
 * A connected adapter and wallet. `tamper` rewrites the wallet's answers before the adapter reads
 * them (a wallet that answers junk).
 */
async function setUp(
  seed: string,
  tamper?: (method: string, answer: unknown) => unknown,
  esploraUrl = chain.url,
) {
  const wallet = createScriptedBitcoinWallet({ privateKeyHex: seed.repeat(32), esploraUrl: chain.url })
  const request: Request = async (method, params) => {
    const answer = await wallet.satsConnect.request(method, params)
    return tamper ? tamper(method, answer) : answer
  }
  const page = {
    btc_providers: [wallet.announcement],
    FoyerBtc: { BitcoinProvider: { ...wallet.satsConnect, request } },
  }
  const adapter = bip122({ networks: [network], esploraUrls: { [network.caipNetworkId]: esploraUrl }, page })
  const connector = await firstConnector(adapter)
  if (!connector) throw new Error('the wallet was not found')
  const connection = await adapter.connect({ connector, network })
  return { wallet, adapter, connection }
}

/** A PSBT paying `amount` from the wallet's payment address to the stranger, with change back. */
function paymentPsbt(wallet: ReturnType<typeof createScriptedBitcoinWallet>, funded: bigint, amount: bigint) {
  const txid = chain.fund(wallet.payment.address, funded)
  const utxo = { txid, vout: 0, value: funded, previousHex: chain.ledger.transaction(txid)?.hex }
  const change = funded - amount - 500n
  return buildPsbt(
    wallet.payment,
    [utxo],
    [
      { address: stranger.of('p2wpkh').address, value: amount },
      { address: wallet.payment.address, value: change },
    ],
    wallet.key.network,
  )
}

const balanceOf = async (address: string) =>
  (
    await bip122({
      networks: [network],
      esploraUrls: { [network.caipNetworkId]: chain.url },
      page: {},
    }).getBalance({
      address,
      network,
    })
  ).value

/** Re-encodes the PSBT in a wallet's `signPsbt` answer after `change` rewrote it. */
function rewriteSigned(answer: unknown, change: (psbt: Psbt) => Psbt | string): unknown {
  if (typeof answer !== 'object' || answer === null) return answer
  const result: unknown = Reflect.get(answer, 'result')
  const psbt: unknown =
    typeof result === 'object' && result !== null ? Reflect.get(result, 'psbt') : undefined
  if (typeof psbt !== 'string') return answer
  const rewritten = change(Psbt.fromBase64(psbt))
  return { ...answer, result: { psbt: typeof rewritten === 'string' ? rewritten : rewritten.toBase64() } }
}

describe('a PSBT read before the wallet is asked', () => {
  it('lists what it spends and pays, which inputs the wallet signs, the fee and the fee rate', async () => {
    const { wallet, adapter, connection } = await setUp('51')
    const psbt = paymentPsbt(wallet, 100_000n, 30_000n)
    const summary = await adapter.describePsbt(connection, { psbt: psbt.toBase64() })
    expect(summary.inputs).toEqual([
      {
        index: 0,
        outpoint: `${psbt.txInputs[0] && Buffer.from(psbt.txInputs[0].hash).reverse().toString('hex')}:0`,
        address: wallet.payment.address,
        value: 100_000n,
        signedByWallet: true,
      },
    ])
    expect(summary.outputs.map(({ address, value, toWallet }) => [address, value, toWallet])).toEqual([
      [stranger.of('p2wpkh').address, 30_000n, false],
      [wallet.payment.address, 69_500n, true],
    ])
    expect(summary.fee).toBe(500n)
    expect(summary.walletSpends).toBe(30_500n)
    expect(wallet.calls).not.toContain('signPsbt')
    // The estimate is never under the signed transaction's real size, and over it by at most a byte per input.
    const signed = await adapter.signPsbt(connection, { psbt: psbt.toBase64() })
    const final = Psbt.fromBase64(signed.base64).finalizeAllInputs().extractTransaction()
    expect(summary.vsize).toBeGreaterThanOrEqual(final.virtualSize())
    expect(summary.vsize).toBeLessThanOrEqual(final.virtualSize() + 1)
    expect(summary.feeRate).toBe(Math.round((500 / (summary.vsize ?? 1)) * 10) / 10)
    expect(summary.txid).toBe(final.getId())
  })

  it('says so when the network’s fee rate cannot be read, rather than leave the fee uncompared', async () => {
    const { wallet } = await setUp('5d')
    const psbt = paymentPsbt(wallet, 50_000n, 10_000n).toBase64()
    // The same wallet, with an Esplora API that refuses connections (port 9, discard, is closed here).
    const offline = await setUp('5d', undefined, 'http://127.0.0.1:9')
    const summary = await offline.adapter.describePsbt(offline.connection, { psbt })
    expect(summary.warnings).toEqual([
      "The network's fee rate could not be read: compare the fee with your wallet's.",
    ])
    // The same warning as data, and the fee with its rate as figures, for a UI in another language.
    expect(summary.warningTexts).toEqual([
      { text: "The network's fee rate could not be read: compare the fee with your wallet's." },
    ])
    expect(summary.feeText).toEqual({
      text: '{fee} · {rate}',
      values: {
        fee: { amount: '500', symbol: 'sats' },
        rate: { amount: `${summary.feeRate}`, symbol: 'sat/vB' },
      },
    })
    expect(summary.fee).toBe(500n)
  })

  it('reads hex as well as base64, and the same transaction either way', async () => {
    const { wallet, adapter, connection } = await setUp('52')
    const psbt = paymentPsbt(wallet, 50_000n, 10_000n)
    const fromHex = await adapter.describePsbt(connection, { psbt: psbt.toHex() })
    const fromBase64 = await adapter.describePsbt(connection, { psbt: psbt.toBase64() })
    expect(fromHex).toEqual(fromBase64)
  })

  it('refuses, before the wallet is asked, inputs that are not the wallet’s, inputs that do not exist, and outputs paying more than the inputs', async () => {
    const { wallet, adapter, connection } = await setUp('53')
    const psbt = paymentPsbt(wallet, 40_000n, 10_000n).toBase64()
    const refusals = [
      { psbt, signInputs: { [stranger.of('p2wpkh').address]: [0] } },
      { psbt, signInputs: { [wallet.payment.address]: [3] } },
      // The ordinals address is the wallet's, but input 0 spends the payment address.
      { psbt, signInputs: { [wallet.ordinals.address]: [0] } },
      { psbt: 'cHNidP8BAAAAAAA=' },
      { psbt: 'not a psbt' },
    ]
    for (const request of refusals)
      await expect(adapter.signPsbt(connection, request)).rejects.toBeInstanceOf(InvalidPsbtError)
    const txid = chain.fund(wallet.payment.address, 1_000n)
    const overspend = buildPsbt(
      wallet.payment,
      [{ txid, vout: 0, value: 1_000n }],
      [{ address: stranger.of('p2wpkh').address, value: 2_000n }],
      wallet.key.network,
    )
    await expect(adapter.describePsbt(connection, { psbt: overspend.toBase64() })).rejects.toThrow(
      /pay 1000 sats more than the inputs bring/,
    )
    // A legacy input whose previous transaction is another one than the outpoint names.
    const legacy = bitcoinKey('53'.repeat(32)).of('p2pkh')
    const paid = chain.fund(legacy.address, 5_000n)
    const other = chain.fund(legacy.address, 6_000n)
    const lying = buildPsbt(
      legacy,
      [{ txid: paid, vout: 0, value: 5_000n, previousHex: chain.ledger.transaction(other)?.hex }],
      [{ address: stranger.of('p2wpkh').address, value: 4_000n }],
      wallet.key.network,
    )
    await expect(adapter.describePsbt(connection, { psbt: lying.toBase64() })).rejects.toThrow(
      /input 0: its previous transaction is not the one it spends/,
    )
    expect(wallet.calls).not.toContain('signPsbt')
  })
})

describe('a PSBT signed by the wallet', () => {
  it('comes back in base64 and hex, signed; broadcast, the chain mines it and the balances move', async () => {
    const { wallet, adapter, connection } = await setUp('54')
    const psbt = paymentPsbt(wallet, 80_000n, 25_000n)
    const signed = await adapter.signPsbt(connection, { psbt: psbt.toBase64() })
    expect(Buffer.from(signed.base64, 'base64').toString('hex')).toBe(signed.hex)
    expect(signed.txid).toBeUndefined()
    expect(Psbt.fromHex(signed.hex).data.inputs[0]?.partialSig).toHaveLength(1)
    const before = await balanceOf(stranger.of('p2wpkh').address)
    const sent = await adapter.signPsbt(connection, { psbt: psbt.toHex(), broadcast: true })
    expect(sent.txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await balanceOf(stranger.of('p2wpkh').address)).toBe(before + 25_000n)
    expect(await balanceOf(wallet.payment.address)).toBe(80_000n - 25_500n)
    // The same transaction again: the node refuses, in its words.
    const again = adapter.signPsbt(connection, { psbt: psbt.toBase64(), broadcast: true })
    await expect(again).rejects.toBeInstanceOf(BitcoinBroadcastError)
    await expect(again).rejects.toThrow(/missingorspent|already/)
  })

  it('signs a taproot input of the ordinals address with a Schnorr signature the chain accepts', async () => {
    const { wallet, adapter, connection } = await setUp('55')
    const txid = chain.fund(wallet.ordinals.address, 20_000n)
    const psbt = buildPsbt(
      wallet.ordinals,
      [{ txid, vout: 0, value: 20_000n }],
      [{ address: stranger.of('p2tr').address, value: 19_000n }],
      wallet.key.network,
    )
    const { txid: sent } = await adapter.signPsbt(connection, {
      psbt: psbt.toBase64(),
      signInputs: { [wallet.ordinals.address]: [0] },
      broadcast: true,
    })
    expect(sent).toBe(Transaction.fromBuffer(psbt.data.globalMap.unsignedTx.toBuffer()).getId())
    expect(await balanceOf(stranger.of('p2tr').address)).toBe(19_000n)
  })

  it('signs only its own input of a PSBT with another signer, and will not broadcast it unsigned', async () => {
    const { wallet, adapter, connection } = await setUp('56')
    const mine = chain.fund(wallet.payment.address, 10_000n)
    const theirs = chain.fund(stranger.of('p2wpkh').address, 10_000n)
    const psbt = buildPsbt(
      wallet.payment,
      [{ txid: mine, vout: 0, value: 10_000n, previousHex: chain.ledger.transaction(mine)?.hex }],
      [{ address: stranger.of('p2wpkh').address, value: 19_000n }],
      wallet.key.network,
    )
    psbt.addInput({
      hash: theirs,
      index: 0,
      witnessUtxo: { script: stranger.of('p2wpkh').output, value: 10_000n },
    })
    const summary = await adapter.describePsbt(connection, { psbt: psbt.toBase64() })
    expect(summary.inputs.map((input) => input.signedByWallet)).toEqual([true, false])
    const signed = await adapter.signPsbt(connection, { psbt: psbt.toBase64() })
    expect(Psbt.fromBase64(signed.base64).data.inputs.map((input) => input.partialSig?.length ?? 0)).toEqual([
      1, 0,
    ])
    await expect(adapter.signPsbt(connection, { psbt: psbt.toBase64(), broadcast: true })).rejects.toThrow(
      /input 1 is not signed/,
    )
  })

  it('refuses a wallet that signs another transaction, leaves an input unsigned, forges a signature or answers junk', async () => {
    const answers: ((psbt: Psbt) => Psbt | string)[] = [
      (psbt) => {
        // Signatures would forbid the change; a wallet returning another transaction signs that one instead.
        for (const input of psbt.data.inputs) Reflect.deleteProperty(input, 'partialSig')
        return psbt.setLocktime(1)
      },
      (psbt) => {
        const input = psbt.data.inputs[0]
        if (input) input.partialSig = []
        return psbt
      },
      (psbt) => {
        const signature = psbt.data.inputs[0]?.partialSig?.[0]?.signature
        if (signature) signature[10] = (signature[10] ?? 0) ^ 0x01
        return psbt
      },
      () => 'bm90IGEgUFNCVA==',
    ]
    const problems = [
      /another transaction/,
      /input 0 is not signed/,
      /input 0 does not verify/,
      /cannot be read/,
    ]
    for (const [index, answer] of answers.entries()) {
      const { wallet, adapter, connection } = await setUp('57', (method, reply) =>
        method === 'signPsbt' ? rewriteSigned(reply, answer) : reply,
      )
      const attempt = adapter.signPsbt(connection, {
        psbt: paymentPsbt(wallet, 9_000n, 3_000n).toBase64(),
        broadcast: true,
      })
      await expect(attempt).rejects.toBeInstanceOf(InvalidBitcoinWalletAnswerError)
      await expect(attempt).rejects.toThrow(problems[index])
    }
  })

  it('signs through a UniSat-style wallet, which takes and gives hex', async () => {
    const wallet = createScriptedBitcoinWallet({ privateKeyHex: '58'.repeat(32), esploraUrl: chain.url })
    const adapter = bip122({
      networks: [network],
      esploraUrls: { [network.caipNetworkId]: chain.url },
      page: { unisat: wallet.unisat },
    })
    const connector = await firstConnector(adapter)
    if (!connector) throw new Error('UniSat was not found')
    const connection = await adapter.connect({ connector, network })
    const { txid } = await adapter.signPsbt(connection, {
      psbt: paymentPsbt(wallet, 30_000n, 12_000n).toBase64(),
      broadcast: true,
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await balanceOf(wallet.payment.address)).toBe(30_000n - 12_500n)
  })
})

describe('a transfer', () => {
  it('is built as a PSBT when the wallet has no transfer method: largest outputs first, change back, the chain’s fee rate', async () => {
    const { wallet, adapter, connection } = await setUp('59')
    chain.fund(wallet.payment.address, 10_000n)
    chain.fund(wallet.payment.address, 60_000n)
    chain.fund(wallet.payment.address, 5_000n)
    const recipient = bitcoinKey('5a'.repeat(32)).of('p2tr').address
    const txid = await adapter.sendTransfer(connection, { recipient, amount: 40_000n })
    expect(wallet.calls).toEqual(expect.arrayContaining(['sendTransfer', 'signPsbt']))
    expect(await balanceOf(recipient)).toBe(40_000n)
    const mined = chain.ledger.transaction(txid)
    if (!mined) throw new Error(`${txid} was not mined`)
    expect(mined.inputs).toEqual([{ address: wallet.payment.address, value: 60_000n }])
    const { fee } = mined
    const rate = Number(fee) / Transaction.fromHex(mined.hex).virtualSize()
    expect(rate).toBeGreaterThanOrEqual(LOCAL_FEE_ESTIMATES['3'] ?? 0)
    expect(rate).toBeLessThan((LOCAL_FEE_ESTIMATES['3'] ?? 0) + 0.1)
    expect(await balanceOf(wallet.payment.address)).toBe(75_000n - 40_000n - fee)
  })

  it('is built for a payment address of each kind with what its signer needs, and the chain mines it once signed', async () => {
    const adapter = bip122({
      networks: [network],
      esploraUrls: { [network.caipNetworkId]: chain.url },
      page: {},
    })
    const key = bitcoinKey('5c'.repeat(32))
    for (const type of ['p2wpkh', 'p2tr', 'p2sh', 'p2pkh'] as const) {
      const from = key.of(type)
      chain.fund(from.address, 30_000n)
      const connection = {
        namespace: 'bip122' as const,
        connectorId: 'none',
        caipNetworkId: network.caipNetworkId,
        wallet: { name: 'none' },
        accounts: [
          {
            address: from.address,
            type: 'payment' as const,
            purpose: 'payment' as const,
            addressType: type,
            publicKey: from.publicKey,
          },
        ] as const,
      }
      const recipient = stranger.of('p2wpkh').address
      const base64 = await adapter.createTransferPsbt(connection, { recipient, amount: 12_000n })
      const psbt = Psbt.fromBase64(base64, { network: key.network })
      expect(psbt.txOutputs.map((output) => output.value)[0], type).toBe(12_000n)
      psbt.signAllInputs(from.signer).finalizeAllInputs()
      const txid = chain.ledger.broadcast(psbt.extractTransaction().toHex())
      expect(chain.ledger.transaction(txid)?.outputs[0], type).toEqual({ address: recipient, value: 12_000n })
    }
  })

  it('refuses more than the address holds, a recipient of another network and dust, before the wallet is asked', async () => {
    const { wallet, adapter, connection } = await setUp('5b')
    chain.fund(wallet.payment.address, 2_000n)
    await expect(
      adapter.sendTransfer(connection, { recipient: stranger.of('p2wpkh').address, amount: 1_900n }),
    ).rejects.toBeInstanceOf(InsufficientBitcoinError)
    await expect(
      adapter.sendTransfer(connection, {
        recipient: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        amount: 1_000n,
      }),
    ).rejects.toBeInstanceOf(InvalidBitcoinTransferError)
    await expect(
      adapter.sendTransfer(connection, { recipient: stranger.of('p2wpkh').address, amount: 293n }),
    ).rejects.toThrow(/under the 294 sats/)
    expect(wallet.calls).not.toContain('signPsbt')
  })
})
