import type { Psbt } from 'bitcoinjs-lib'
import { type ReviewText, reviewText } from '../../review-text.js'
import { sighashRefusal } from './psbt-sighash.js'
import { isTaprootScript, type SpentOutput } from './psbt-spent.js'

/** Which inputs are the wallet's: those it signs now, and those spending its addresses (signed now or later). */
export type WalletInputs = { signing: ReadonlySet<number>; owned: ReadonlySet<number> }

/**
 * Whether a taproot signature of this wallet commits to every input's amount and script (BIP-341):
 * then a lie about any input's output makes that signature, and the transaction, invalid.
 */
const commitsToEveryAmount = (spent: readonly SpentOutput[], { signing }: WalletInputs) =>
  [...signing].some((index) => isTaprootScript(spent[index]?.output?.script))

/** Whether the PSBT proves what input `index` spends, or this wallet's signature commits to it. */
function isProven(spent: readonly SpentOutput[], index: number, committed: boolean): boolean {
  const { source, output } = spent[index] ?? { source: 'none' }
  if (source === 'previous-transaction') return true
  return source === 'output-record' && committed && isTaprootScript(output?.script)
}

/**
 * Why the wallet must not sign this PSBT, one sentence each; empty when it may: no outputs, records
 * that contradict each other, an input it signs asking for a sighash type other than ALL/DEFAULT, and
 * an input of the wallet whose amount nothing proves. The last covers its inputs it does not sign in
 * this PSBT too: a site can ask for one signature per PSBT, each proving the input signed and lying
 * about the wallet's other one, and combine them (the segwit fee attack in two rounds).
 *
 * @example
 * psbtRefusals(psbt, spent, { signing: new Set([0]), owned: new Set([0]) }) // []
 */
export function psbtRefusals(psbt: Psbt, spent: readonly SpentOutput[], wallet: WalletInputs): ReviewText[] {
  const refusals: ReviewText[] = []
  // Without outputs everything the inputs bring would go to the fee; no payment looks like that.
  if (psbt.txOutputs.length === 0)
    refusals.push(reviewText('The transaction has no outputs: everything it spends would go to the fee.'))
  const committed = commitsToEveryAmount(spent, wallet)
  for (const [index, input] of psbt.data.inputs.entries()) {
    const conflict = spent[index]?.conflict
    if (conflict) refusals.push(conflict)
    const signs = wallet.signing.has(index)
    const taproot = isTaprootScript(spent[index]?.output?.script)
    const sighash = signs ? sighashRefusal(index, input.sighashType, taproot) : undefined
    if (sighash) refusals.push(sighash)
    if (!signs && !wallet.owned.has(index)) continue
    const values = { index: `${index}` }
    if (spent[index]?.source === 'none')
      refusals.push(
        reviewText(
          'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.',
          values,
        ),
      )
    else if (!isProven(spent, index, committed))
      refusals.push(
        reviewText(
          "Input {index} spends this wallet's coins without its previous transaction, so its amount cannot be checked: the fee shown could be far from the fee paid.",
          values,
        ),
      )
  }
  return refusals
}

/**
 * The inputs other signers sign whose amounts nothing proves (the output record alone, the site's
 * word): the fee counts them as stated. None when a taproot signature of this wallet commits to every
 * amount.
 *
 * @example
 * unprovenInputsOfOthers(spent, wallet) // [1]
 */
export function unprovenInputsOfOthers(spent: readonly SpentOutput[], wallet: WalletInputs): number[] {
  const committed = commitsToEveryAmount(spent, wallet)
  return spent.flatMap((_, index) =>
    wallet.signing.has(index) || wallet.owned.has(index) || isProven(spent, index, committed) ? [] : [index],
  )
}
