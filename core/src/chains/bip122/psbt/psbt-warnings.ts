import { amountFigure } from '../../../utils/amount-figure.js'
import { type ReviewText, reviewText } from '../../review-text.js'
import type { PsbtSummary } from './psbt.types.js'

/**
 * How far above the network's fee rate for the next block a PSBT may pay before the review warns:
 * ten times. The next-block estimate already buys the fastest confirmation there is, so paying ten
 * times it buys nothing more; wallets' fee pickers rarely go past two or three times it.
 */
export const FEE_RATE_WARNING_FACTOR = 10

/** What the warnings are read against: the network's fee rate for the next block, when known. */
export type FeeContext = {
  /** sat/vB; `undefined` when the network was not asked. */
  networkFeeRate?: number | undefined
}

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n)

/**
 * What the visitor should weigh before approving a PSBT, one sentence each: a fee above what the
 * transaction pays to others, a fee rate far above the network's, and a fee that counts amounts
 * nothing proves. A PSBT that moves coins between the wallet's own addresses pays no one, so only
 * its fee rate is compared.
 *
 * @example
 * psbtWarnings(summary, { networkFeeRate: 3 }).map(reviewEnglish) // ['The fee (99500 sats) is more than the payment (500 sats).']
 */
export function psbtWarnings(
  summary: Omit<PsbtSummary, 'warnings' | 'warningTexts' | 'refusals' | 'refusalTexts' | 'feeText'>,
  { networkFeeRate }: FeeContext,
): ReviewText[] {
  const warnings: ReviewText[] = []
  const { fee, feeRate } = summary
  const sats = (value: bigint) => amountFigure(`${value}`, 'sats')
  const payment = sum(summary.outputs.filter(({ toWallet }) => !toWallet).map(({ value }) => value))
  if (fee !== undefined && payment > 0n && fee > payment)
    warnings.push(
      reviewText('The fee ({fee}) is more than the payment ({payment}).', {
        fee: sats(fee),
        payment: sats(payment),
      }),
    )
  if (
    feeRate !== undefined &&
    networkFeeRate !== undefined &&
    feeRate > networkFeeRate * FEE_RATE_WARNING_FACTOR
  )
    warnings.push(
      reviewText(
        "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.",
        {
          rate: amountFigure(`${feeRate}`, 'sat/vB'),
          factor: `${FEE_RATE_WARNING_FACTOR}`,
          networkRate: amountFigure(`${networkFeeRate}`, 'sat/vB'),
        },
      ),
    )
  if (fee !== undefined && summary.unprovenInputs.length > 0) {
    const { length } = summary.unprovenInputs
    warnings.push(
      reviewText(
        // One input or several: two sentences, as a language may word the plural differently.
        length > 1
          ? 'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.'
          : 'The fee counts the amounts the site states for input {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.',
        { inputs: summary.unprovenInputs.join(', ') },
      ),
    )
  }
  return warnings
}
