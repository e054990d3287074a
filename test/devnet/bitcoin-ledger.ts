import { address as addresses, type Network, Transaction } from 'bitcoinjs-lib'
import { inputFailure, type Prevout } from './bitcoin-scripts.js'

// The state of the local Bitcoin chain: a real UTXO set. A transaction is accepted only when no output
// is dust, every input spends an unspent output, the outputs are worth no more than the inputs and
// leave at least the minimum relay fee, and every input's signature verifies (bitcoind's order); an accepted transaction is
// mined at once into the next block. Refusals use bitcoind's reject reasons and RPC codes, as Esplora
// passes them on.

/** An unspent output, as Esplora lists it. */
export type Utxo = { txid: string; vout: number; value: bigint; height: number; address: string }

/** A value moved from or to an address. */
export type Movement = { address: string; value: bigint }

/** A transaction the chain knows: its hex, the block it is in, what it spent and paid, its fee. */
export type MinedTransaction = {
  txid: string
  hex: string
  height: number
  fee: bigint
  inputs: readonly Movement[]
  outputs: readonly Movement[]
}

/** Why a transaction was refused: bitcoind's RPC code (-25 missing inputs, -26 rejected) and reason. */
export class TransactionRefusedError extends Error {
  readonly code: number
  constructor(code: number, reason: string) {
    super(reason)
    this.code = code
    this.name = 'TransactionRefusedError'
  }
}

/** The fee rate every transaction must pay at least: bitcoind's default minimum relay fee, 1 sat/vB. */
export const MIN_RELAY_FEE_SAT_PER_VB = 1n

// bitcoind's dust limits at the default dust relay fee (3 sat/vB), per output kind.
function dustLimit(outputScript: Uint8Array): bigint {
  if (outputScript[0] === 0x6a) return 0n // OP_RETURN carries data, not value
  if (outputScript.length === 22 && outputScript[0] === 0x00) return 294n
  if (outputScript.length === 34 && outputScript[0] === 0x51) return 330n
  if (outputScript.length === 23 && outputScript[0] === 0xa9) return 540n
  return 546n
}

const key = (txid: string, vout: number) => `${txid}:${vout}`

/**
 * A UTXO set on `network` (regtest by default), empty until `fund` pays into it.
 *
 * @example
 * const ledger = createBitcoinLedger(networks.regtest)
 * ledger.fund('bcrt1q…', 100_000n)
 * ledger.broadcast(signedHex) // the txid, or a TransactionRefusedError
 */
export function createBitcoinLedger(network: Network) {
  const unspent = new Map<string, Utxo>()
  const transactions = new Map<string, MinedTransaction>()
  let height = 0
  let funding = 0

  const addressOf = (outputScript: Uint8Array) => {
    try {
      return addresses.fromOutputScript(outputScript, network)
    } catch {
      return ''
    }
  }

  function mine(tx: Transaction, spent: readonly Utxo[]): string {
    height += 1
    const txid = tx.getId()
    for (const utxo of spent) unspent.delete(key(utxo.txid, utxo.vout))
    const outputs = tx.outs.map((output) => ({ address: addressOf(output.script), value: output.value }))
    outputs.forEach(({ address, value }, vout) => {
      if (address) unspent.set(key(txid, vout), { txid, vout, value, height, address })
    })
    const inputs = spent.map(({ address, value }) => ({ address, value }))
    // A coinbase (a funding) pays no fee: it spends nothing.
    const fee = spent.length === 0 ? 0n : feeOf(tx, spent)
    transactions.set(txid, { txid, hex: tx.toHex(), height, fee, inputs, outputs })
    return txid
  }

  const spentBy = (tx: Transaction) =>
    tx.ins.map((input) => key(Buffer.from(input.hash).reverse().toString('hex'), input.index))

  function refusal(tx: Transaction): TransactionRefusedError | undefined {
    if (tx.ins.length === 0 || tx.outs.length === 0)
      return new TransactionRefusedError(-26, 'bad-txns-vin-empty')
    if (tx.isCoinbase()) return new TransactionRefusedError(-26, 'coinbase')
    const spent = spentBy(tx)
    if (new Set(spent).size !== spent.length)
      return new TransactionRefusedError(-26, 'bad-txns-inputs-duplicate')
    if (tx.outs.some((output) => output.value < dustLimit(output.script)))
      return new TransactionRefusedError(-26, 'dust')
    const utxos = spent.map((id) => unspent.get(id))
    if (utxos.some((utxo) => !utxo)) return new TransactionRefusedError(-25, 'bad-txns-inputs-missingorspent')
    const prevouts: Prevout[] = utxos.map((utxo) => ({
      script: addresses.toOutputScript(utxo?.address ?? '', network),
      value: utxo?.value ?? 0n,
    }))
    const fee = feeOf(tx, prevouts)
    if (fee < 0n) return new TransactionRefusedError(-26, 'bad-txns-in-belowout')
    if (fee < BigInt(tx.virtualSize()) * MIN_RELAY_FEE_SAT_PER_VB)
      return new TransactionRefusedError(-26, 'min relay fee not met')
    for (let index = 0; index < tx.ins.length; index++) {
      const failure = inputFailure(tx, index, prevouts)
      if (failure) return new TransactionRefusedError(-26, failure)
    }
    return undefined
  }

  const feeOf = (tx: Transaction, prevouts: readonly { value: bigint }[]) =>
    prevouts.reduce((sum, prevout) => sum + prevout.value, 0n) -
    tx.outs.reduce((sum, output) => sum + output.value, 0n)

  return {
    network,
    /** The height of the last block. */
    height: () => height,
    /** Pays `sats` to `address` in a block of its own (a coinbase, as a regtest miner would); its txid. */
    fund(address: string, sats: bigint): string {
      const tx = new Transaction()
      tx.version = 2
      // Each funding's coinbase says its number, so two fundings never share a txid.
      tx.addInput(new Uint8Array(32), 0xffffffff, 0xffffffff, Uint8Array.of(4, ...numberBytes(++funding)))
      tx.addOutput(addresses.toOutputScript(address, network), sats)
      return mine(tx, [])
    },
    /** Checks and mines a raw transaction (hex); its txid, or a TransactionRefusedError. */
    broadcast(hex: string): string {
      let tx: Transaction
      try {
        tx = Transaction.fromHex(hex)
      } catch {
        throw new TransactionRefusedError(-22, 'TX decode failed')
      }
      if (transactions.has(tx.getId()))
        throw new TransactionRefusedError(-27, 'Transaction already in block chain')
      const refused = refusal(tx)
      if (refused) throw refused
      return mine(
        tx,
        spentBy(tx).flatMap((id) => unspent.get(id) ?? []),
      )
    },
    utxos: (address: string): Utxo[] => [...unspent.values()].filter((utxo) => utxo.address === address),
    transaction: (txid: string): MinedTransaction | undefined => transactions.get(txid),
    /** Every transaction that paid into or spent from `address`, oldest first. */
    history: (address: string): MinedTransaction[] =>
      [...transactions.values()].filter((mined) =>
        [...mined.inputs, ...mined.outputs].some((movement) => movement.address === address),
      ),
  }
}

/** The chain a local Bitcoin service runs. */
export type BitcoinLedger = ReturnType<typeof createBitcoinLedger>

function numberBytes(value: number): number[] {
  return [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >> 24) & 0xff]
}
