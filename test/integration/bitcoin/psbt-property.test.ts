import type { Connector } from '@foyer/core'
import { type Bip122Adapter, bip122, psbtPreview } from '@foyer/core/bip122'
import { Psbt } from 'bitcoinjs-lib'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BitcoinChain, startBitcoinChain } from '../../devnet/bitcoin-esplora.js'
import { bitcoinLocalNetwork } from '../../devnet/local-networks.js'
import { type BitcoinKeyAddress, bitcoinKey } from '../../wallets/bitcoin-keys.js'
import { createScriptedBitcoinWallet } from '../../wallets/bitcoin-wallet.js'

// The review's numbers against the chain's: PSBTs built from random inputs (the wallet's payment and
// taproot addresses, another signer's) and random outputs (to someone else, back to the wallet, an
// OP_RETURN note), read by the adapter and written as the ApproveTransaction view shows them, signed
// by the wallet (and the other signer), and mined by the local chain, which checks every signature.
// The fee the view shows is the fee the chain took, and what it says leaves the wallet is what the
// wallet's addresses lost.

let chain: BitcoinChain
beforeAll(async () => {
  chain = await startBitcoinChain()
})
afterAll(() => chain.stop())

const network = bitcoinLocalNetwork()
const other = bitcoinKey('e5'.repeat(32))
const OP_RETURN = Uint8Array.from([0x6a, 0x04, 0x66, 0x6f, 0x79, 0x72])

async function connected() {
  const wallet = createScriptedBitcoinWallet({ privateKeyHex: 'e4'.repeat(32), esploraUrl: chain.url })
  const adapter: Bip122Adapter = bip122({
    networks: [network],
    esploraUrls: { [network.caipNetworkId]: chain.url },
    page: { btc_providers: [wallet.announcement], FoyerBtc: { BitcoinProvider: wallet.satsConnect } },
  })
  let found: readonly Connector[] = []
  adapter.watchConnectors((connectors) => {
    found = connectors
  })()
  const connector = found[0]
  if (!connector) throw new Error('the wallet was not found')
  return { wallet, adapter, connection: await adapter.connect({ connector, network }) }
}

type Owner = 'payment' | 'ordinals' | 'other-p2wpkh' | 'other-p2tr'
type Destination = 'someone' | 'payment' | 'ordinals' | 'note'

const inputArb = (owners: readonly Owner[]) =>
  fc.record({ owner: fc.constantFrom(...owners), value: fc.bigInt({ min: 5_000n, max: 2_000_000n }) })
const transactionArb = fc.record({
  mine: fc.array(inputArb(['payment', 'ordinals']), { minLength: 1, maxLength: 3 }),
  theirs: fc.array(inputArb(['other-p2wpkh', 'other-p2tr']), { maxLength: 2 }),
  outputs: fc.array(
    fc.record({
      to: fc.constantFrom<Destination>('someone', 'payment', 'ordinals', 'note'),
      weight: fc.integer({ min: 1, max: 100 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  feeRate: fc.integer({ min: 2, max: 40 }),
})

/** The sats a preview total shows: `123 sats · …` or `0.00012300 BTC`. */
function satsOf(text: string | undefined): bigint {
  const sats = /^(\d+) sats/.exec(text ?? '')
  if (sats) return BigInt(sats[1] ?? '')
  const btc = /^(\d+)\.(\d{8}) BTC$/.exec(text ?? '')
  if (!btc) throw new Error(`not an amount: ${text}`)
  return BigInt(btc[1] ?? '') * 100_000_000n + BigInt(btc[2] ?? '')
}

describe('the review of a PSBT, against the chain that mines it', () => {
  it('shows the fee the chain takes and what leaves the wallet, for 200 random transactions', async () => {
    const { wallet, adapter, connection } = await connected()
    const addressOf: Record<Owner, BitcoinKeyAddress> = {
      payment: wallet.payment,
      ordinals: wallet.ordinals,
      'other-p2wpkh': other.of('p2wpkh'),
      'other-p2tr': other.of('p2tr'),
    }
    const walletAddresses = new Set([wallet.payment.address, wallet.ordinals.address])
    let runs = 0
    let received = 0
    await fc.assert(
      fc.asyncProperty(transactionArb, async ({ mine, theirs, outputs, feeRate }) => {
        const inputs = [...mine, ...theirs]
        const brought = inputs.reduce((sum, { value }) => sum + value, 0n)
        // A generous size (taproot's 58 vB and P2WPKH's 68 vB per input, 43 per output), so the
        // fee is always above the chain's 1 sat/vB minimum.
        const fee = BigInt(feeRate * (11 + 68 * inputs.length + 43 * outputs.length))
        const paying = outputs.filter(({ to }) => to !== 'note')
        // Outputs under the dust limit (546 sats at most) are not relayed: such draws say nothing
        // about the review.
        fc.pre(paying.length > 0 && brought - fee >= 1_000n * BigInt(paying.length))
        const psbt = new Psbt({ network: wallet.key.network })
        for (const { owner, value } of inputs) {
          const from = addressOf[owner]
          const txid = chain.fund(from.address, value)
          psbt.addInput({
            hash: txid,
            index: 0,
            witnessUtxo: { script: from.output, value },
            // What proves a segwit v0 amount; taproot signatures commit to every amount themselves.
            ...(from.type === 'p2tr'
              ? { tapInternalKey: Buffer.from(from.publicKey, 'hex') }
              : { nonWitnessUtxo: Buffer.from(chain.ledger.transaction(txid)?.hex ?? '', 'hex') }),
          })
        }
        const weights = paying.reduce((sum, { weight }) => sum + weight, 0)
        let left = brought - fee
        for (const [index, { to, weight }] of outputs.entries()) {
          if (to === 'note') {
            psbt.addOutput({ script: OP_RETURN, value: 0n })
            continue
          }
          const last = paying.at(-1) === outputs[index]
          const value = last ? left : ((brought - fee) * BigInt(weight)) / BigInt(weights || 1)
          left -= value
          const address = to === 'someone' ? other.of('p2wpkh').address : addressOf[to].address
          psbt.addOutput({ address, value })
        }
        // A small weight's share can still fall under the dust limit.
        fc.pre(
          paying.length > 0 &&
            psbt.txOutputs.every(({ script, value }) => script[0] === 0x6a || value >= 546n),
        )

        const summary = await adapter.describePsbt(connection, { psbt: psbt.toBase64() })
        const preview = psbtPreview(summary, network, true)
        expect(preview.refusal).toBeUndefined()
        const signed = Psbt.fromBase64(
          (await adapter.signPsbt(connection, { psbt: psbt.toBase64() })).base64,
          {
            network: wallet.key.network,
          },
        )
        for (const [index, { owner }] of inputs.entries())
          if (owner.startsWith('other')) signed.signInput(index, addressOf[owner].signer)
        const txid = chain.ledger.broadcast(signed.finalizeAllInputs().extractTransaction().toHex())
        const mined = chain.ledger.transaction(txid)
        if (!mined) throw new Error(`${txid} was not mined`)

        const total = (label: string) => preview.totals.find((line) => line.label === label)?.value
        expect(satsOf(total('Fee'))).toBe(mined.fee)
        const lost =
          mined.inputs
            .filter(({ address }) => walletAddresses.has(address))
            .reduce((sum, { value }) => sum + value, 0n) -
          mined.outputs
            .filter(({ address }) => walletAddresses.has(address))
            .reduce((sum, { value }) => sum + value, 0n)
        const comes = total('Comes into this wallet')
        if (comes !== undefined) received += 1
        expect(comes === undefined ? satsOf(total('Leaves this wallet')) : -satsOf(comes)).toBe(lost)
        // The fee above the payment is said when, and only when, it is so on the chain.
        const payment = mined.outputs
          .filter(({ address }) => address !== '' && !walletAddresses.has(address))
          .reduce((sum, { value }) => sum + value, 0n)
        runs += 1
        expect((preview.warnings ?? []).some((text) => text.startsWith('The fee ('))).toBe(
          payment > 0n && mined.fee > payment,
        )
      }),
      { numRuns: 200 },
    )
    expect(runs).toBeGreaterThanOrEqual(200)
    // Other signers paying the wallet more than it spends happens in many draws; the view says so.
    expect(received).toBeGreaterThan(0)
    // ~17 s on a quiet machine: a deadline five times that, not a speed assertion.
  }, 120_000)
})
