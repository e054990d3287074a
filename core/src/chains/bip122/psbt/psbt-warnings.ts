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
 * psbtWarnings(summary, { networkFeeRate: 3 }) // ['The fee (99500 sats) is more than the payment (500 sats).']
 */
export function psbtWarnings(
  summary: Omit<PsbtSummary, 'warnings'>,
  { networkFeeRate }: FeeContext,
): string[] {
  const warnings: string[] = []
  const { fee, feeRate } = summary
  const payment = sum(summary.outputs.filter(({ toWallet }) => !toWallet).map(({ value }) => value))
  if (fee !== undefined && payment > 0n && fee > payment)
    warnings.push(`The fee (${fee} sats) is more than the payment (${payment} sats).`)
  if (
    feeRate !== undefined &&
    networkFeeRate !== undefined &&
    feeRate > networkFeeRate * FEE_RATE_WARNING_FACTOR
  )
    warnings.push(
      `The fee rate, ${feeRate} sat/vB, is more than ${FEE_RATE_WARNING_FACTOR} times the network's ` +
        `${networkFeeRate} sat/vB for the next block.`,
    )
  if (fee !== undefined && summary.unprovenInputs.length > 0) {
    const which = summary.unprovenInputs.join(', ')
    warnings.push(
      `The fee counts the amounts the site states for input${summary.unprovenInputs.length > 1 ? 's' : ''} ` +
        `${which}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.`,
    )
  }
  return warnings
}
