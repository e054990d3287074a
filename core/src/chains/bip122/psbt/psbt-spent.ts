import { hex } from '@scure/base'
import type { Psbt } from 'bitcoinjs-lib'
import { amountFigure } from '../../../utils/amount-figure.js'
import { type ReviewText, reviewText } from '../../review-text.js'
import type { BitcoinLibrary } from './bitcoinjs.load.js'
import { InvalidPsbtError } from './psbt-errors.js'

// What an input spends, and how far the PSBT proves it. A PSBT may carry two records of the output
// an input spends: the whole previous transaction (PSBT_IN_NON_WITNESS_UTXO), proven by its hash,
// which must be the txid the input names; and the output alone (PSBT_IN_WITNESS_UTXO), which is only
// the site's word. What a signature commits to decides which one a wallet may rely on:
// - A legacy signature commits to no amount: only the previous transaction tells what is spent.
// - A segwit v0 signature (BIP-143) commits to the amount of its own input only. A site can ask for
//   two signatures of one transaction, each PSBT lying about the amount of the other input: each
//   review shows a small fee, each signature is valid, and the two together mine a transaction that
//   pays the difference as fee (the segwit fee attack). So v0 inputs need the previous transaction.
// - A taproot signature (BIP-341) commits to the amounts and scripts of every input of the
//   transaction: a lie in any record makes the signature invalid and the transaction unmineable. The
//   output alone is enough there.

/** An output being spent: its script and amount. */
export type SpentTxOutput = { script: Uint8Array; value: bigint }

/**
 * What the PSBT says input `index` spends. `source` tells how it knows: from the previous transaction
 * (proven), from the output record alone (the site's word), or not at all. `conflict` says why the
 * two records disagree, when they do.
 */
export type SpentOutput = {
  output: SpentTxOutput | undefined
  source: 'previous-transaction' | 'output-record' | 'none'
  conflict?: ReviewText | undefined
}

/** Whether `script` pays a taproot output (segwit v1 with a 32-byte program). */
export const isTaprootScript = (script: Uint8Array | undefined): boolean =>
  script !== undefined && script.length === 34 && script[0] === 0x51 && script[1] === 0x20

const sameBytes = (a: Uint8Array, b: Uint8Array) => hex.encode(a) === hex.encode(b)

/**
 * The output input `index` spends, as far as the PSBT proves it. Throws `InvalidPsbtError` when the
 * previous transaction is not the one the input names, or has no output at that index.
 *
 * @example
 * spentOutputOf(library, psbt, 0) // { output: { script, value: 50000n }, source: 'previous-transaction' }
 */
export function spentOutputOf({ lib }: BitcoinLibrary, psbt: Psbt, index: number): SpentOutput {
  const input = psbt.data.inputs[index]
  const outpoint = psbt.txInputs[index]
  if (!input || !outpoint) return { output: undefined, source: 'none' }
  const record = input.witnessUtxo
  if (!input.nonWitnessUtxo)
    return record ? { output: record, source: 'output-record' } : { output: undefined, source: 'none' }
  const previous = lib.Transaction.fromBuffer(input.nonWitnessUtxo)
  // A wrong previous transaction would make the wallet sign for an amount that is not the real one.
  if (!sameBytes(previous.getHash(), outpoint.hash))
    throw new InvalidPsbtError({
      details: `input ${index}: its previous transaction is not the one it spends`,
    })
  const output = previous.outs[outpoint.index]
  if (!output)
    throw new InvalidPsbtError({
      details: `input ${index}: its previous transaction has no output ${outpoint.index}`,
    })
  const spent = { script: output.script, value: output.value }
  if (record && (record.value !== spent.value || !sameBytes(record.script, spent.script)))
    return {
      output: spent,
      source: 'previous-transaction',
      conflict: reviewText(
        sameBytes(record.script, spent.script)
          ? 'Input {index} is said to spend {stated}, but its previous transaction pays {paid}: the PSBT contradicts itself.'
          : 'Input {index} is said to spend {stated}, but its previous transaction pays {paid} to another script: the PSBT contradicts itself.',
        // The amount paid is written as the previous transaction has it, a number of sats without its unit.
        { index: `${index}`, stated: amountFigure(`${record.value}`, 'sats'), paid: `${spent.value}` },
      ),
    }
  return { output: spent, source: 'previous-transaction' }
}
