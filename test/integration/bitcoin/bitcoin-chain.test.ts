import { Transaction } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BitcoinChain, startBitcoinChain } from '../../devnet/bitcoin-esplora.js'
import { type BitcoinAddressType, bitcoinKey, buildPsbt } from '../../wallets/bitcoin-keys.js'

// The local Bitcoin chain refuses what a node refuses, over Esplora's HTTP API.

let chain: BitcoinChain
beforeAll(async () => {
  chain = await startBitcoinChain()
})
afterAll(() => chain.stop())

const alice = bitcoinKey('11'.repeat(32))
const bob = bitcoinKey('22'.repeat(32))

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${chain.url}${path}`)
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

async function post(hex: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${chain.url}/tx`, { method: 'POST', body: hex })
  return { status: response.status, body: await response.text() }
}

type Stats = { chain_stats: { funded_txo_sum: number; spent_txo_sum: number; tx_count: number } }
const balanceOf = async (address: string) => {
  const { chain_stats } = await get<Stats>(`/address/${address}`)
  return chain_stats.funded_txo_sum - chain_stats.spent_txo_sum
}

/** A signed transaction from `type`'s address of alice paying `value` to bob, `fee` left over. */
function spend(type: BitcoinAddressType, funded: bigint, value: bigint) {
  const from = alice.of(type)
  const txid = chain.fund(from.address, funded)
  const previousHex = chain.ledger.transaction(txid)?.hex
  const psbt = buildPsbt(
    from,
    [{ txid, vout: 0, value: funded, previousHex }],
    [{ address: bob.of('p2wpkh').address, value }],
    alice.network,
  )
  psbt.signAllInputs(from.signer)
  psbt.finalizeAllInputs()
  return { txid, hex: psbt.extractTransaction(true).toHex() }
}

describe('the local Bitcoin chain (Esplora API)', () => {
  it.each(['p2wpkh', 'p2tr', 'p2pkh', 'p2sh'] as const)(
    'accepts a %s spend signed by its key, mines it, and moves the balances',
    async (type) => {
      const to = bob.of('p2wpkh').address
      const before = await balanceOf(to)
      const { hex } = spend(type, 100_000n, 60_000n)
      const { status, body } = await post(hex)
      expect(status).toBe(200)
      expect(body).toBe(Transaction.fromHex(hex).getId())
      expect(await balanceOf(to)).toBe(before + 60_000)
      expect(await balanceOf(alice.of(type).address)).toBe(0)
      expect(await get(`/tx/${body}/status`)).toMatchObject({ confirmed: true })
      const utxos = await get<{ txid: string; value: number }[]>(`/address/${to}/utxo`)
      expect(utxos).toContainEqual(expect.objectContaining({ txid: body, value: 60_000 }))
    },
  )

  it.each(['p2wpkh', 'p2tr', 'p2pkh', 'p2sh'] as const)(
    'refuses a %s spend whose signature does not verify, and keeps the output',
    async (type) => {
      const { hex } = spend(type, 50_000n, 40_000n)
      const tx = Transaction.fromHex(hex)
      const input = tx.ins[0]
      if (!input) throw new Error('no input')
      if (input.witness.length > 0) input.witness[0] = flipBitOfR(input.witness[0], type === 'p2tr' ? 10 : 8)
      else input.script = flipBitOfR(input.script, 10)
      const { status, body } = await post(tx.toHex())
      expect(status).toBe(400)
      expect(body).toMatch(
        /^sendrawtransaction RPC error: \{"code":-26,"message":"mandatory-script-verify-flag-failed/,
      )
      expect(await balanceOf(alice.of(type).address)).toBe(50_000)
      // The untouched transaction still spends it.
      expect((await post(hex)).status).toBe(200)
    },
  )

  it('refuses spending an output twice, and one that does not exist', async () => {
    const { hex } = spend('p2wpkh', 30_000n, 20_000n)
    expect((await post(hex)).status).toBe(200)
    const again = await post(hex)
    expect(again).toEqual({
      status: 400,
      body: expect.stringContaining('Transaction already in block chain'),
    })
    // Another transaction spending the same output: the output is gone.
    const tx = Transaction.fromHex(hex)
    tx.outs[0] = { script: tx.outs[0]?.script ?? new Uint8Array(), value: 19_000n }
    expect(await post(tx.toHex())).toEqual({
      status: 400,
      body: 'sendrawtransaction RPC error: {"code":-25,"message":"bad-txns-inputs-missingorspent"}',
    })
  })

  it('refuses outputs worth more than the inputs, a fee under 1 sat/vB, dust, and junk', async () => {
    const reason = async (hex: string) => JSON.parse((await post(hex)).body.replace(/^[^{]*/, '')).message
    // Spending more than the input is checked before the signature (which that change broke).
    const overspent = Transaction.fromHex(spend('p2wpkh', 10_000n, 9_000n).hex)
    overspent.outs[0] = { script: overspent.outs[0]?.script ?? new Uint8Array(), value: 12_000n }
    expect(await reason(overspent.toHex())).toBe('bad-txns-in-belowout')
    expect(await reason(spend('p2wpkh', 10_000n, 9_990n).hex)).toBe('min relay fee not met')
    expect(await reason(spend('p2wpkh', 10_000n, 200n).hex)).toBe('dust')
    expect(await post('zz')).toEqual({ status: 400, body: expect.stringContaining('TX decode failed') })
  })

  it('answers address stats, fee estimates and the tip; refuses an address of another network', async () => {
    const address = bitcoinKey('33'.repeat(32)).of('p2tr').address
    chain.fund(address, 1_234n)
    chain.fund(address, 1_000n)
    expect(await balanceOf(address)).toBe(2_234)
    expect((await get<Stats>(`/address/${address}`)).chain_stats.tx_count).toBe(2)
    expect(await get('/fee-estimates')).toMatchObject({ '1': expect.any(Number), '6': expect.any(Number) })
    expect(Number(await (await fetch(`${chain.url}/blocks/tip/height`)).text())).toBeGreaterThan(1)
    const mainnet = await fetch(`${chain.url}/address/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4/utxo`)
    expect(mainnet.status).toBe(400)
  })
})

/**
 * `bytes` with one bit flipped at `at`: inside `r` of a DER signature (after its 4-byte header, or
 * 5 with a push opcode before it) or of a 64-byte Schnorr signature. Still well-formed, no longer valid.
 */
function flipBitOfR(bytes: Uint8Array | undefined, at: number): Uint8Array {
  const copy = Uint8Array.from(bytes ?? [])
  copy[at] = (copy[at] ?? 0) ^ 1
  return copy
}
