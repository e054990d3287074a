import type { Network } from '../../../networks/network.types.js'
import { type AmountFigure, amountFigure } from '../../../utils/amount-figure.js'
import { formatBalance } from '../../../utils/format-balance.js'
import type { TransactionPreview } from '../../transaction-preview.types.js'
import type { PsbtSummary } from './psbt.types.js'

const WILL_NOT_SIGN = 'Foyer will not ask your wallet to sign this.'

/** An output script without an address, in words: `OP_RETURN` notes show their data. */
function scriptDetail(script: string): string {
  if (!script.startsWith('6a')) return `Script ${script}`
  // The data follows its push: a length byte, or OP_PUSHDATA1 (4c) and a length byte.
  return `OP_RETURN ${script.slice(script.startsWith('6a4c') ? 6 : 4)}`
}

/** What the wallet's balance does: what leaves it, what comes into it (others pay it more), or unknown. */
function walletTotal(
  spends: bigint | undefined,
  amount: (value: bigint) => string,
  figure: (value: bigint) => AmountFigure,
) {
  if (spends === undefined)
    return {
      label: 'Leaves this wallet',
      value: "Unknown: the PSBT does not say what each of this wallet's inputs spends",
    }
  return spends < 0n
    ? { label: 'Comes into this wallet', value: amount(-spends), figure: figure(-spends) }
    : { label: 'Leaves this wallet', value: amount(spends), figure: figure(spends) }
}

/**
 * A PSBT's summary as the ApproveTransaction view shows it: each input and output with its address and
 * exact amount (all 8 decimals: a person checking a payment must see every sat), which inputs this
 * wallet signs and which outputs come back to it, the fee with its rate, what leaves the wallet (or
 * that it is unknown), the summary's warnings, and its refusals as the reason the view offers only
 * Decline.
 *
 * @example
 * psbtPreview(summary, networks.bitcoin, true).totals[0] // { label: 'Fee', value: '500 sats · 3.5 sat/vB' }
 */
export function psbtPreview(
  summary: PsbtSummary,
  network: Network<'bip122'>,
  broadcast: boolean,
): TransactionPreview {
  const { symbol, decimals } = network.nativeCurrency
  // Every decimal written (all 8 of a bitcoin), the figure as the words.
  const figure = (value: bigint) => amountFigure(formatBalance(value, decimals, decimals), symbol)
  const amount = (value: bigint) => `${figure(value).amount} ${symbol}`
  const fee =
    summary.fee === undefined
      ? "Unknown: the PSBT does not carry every input's amount"
      : `${summary.fee} sats${summary.feeRate === undefined ? '' : ` · ${summary.feeRate} sat/vB`}`
  return {
    title: broadcast ? 'Send a Bitcoin transaction' : 'Sign a Bitcoin transaction',
    network: network.name,
    sections: [
      {
        heading: 'Inputs',
        rows: summary.inputs.map((input) => ({
          address: input.address,
          detail: input.address ? undefined : input.outpoint,
          // An input the PSBT does not say the amount of: words a UI translates.
          ...(input.value === undefined
            ? { amount: 'Amount unknown', amountText: { text: 'Amount unknown' } }
            : { amount: amount(input.value), figure: figure(input.value) }),
          note: input.signedByWallet ? 'Signed by this wallet' : undefined,
        })),
      },
      {
        heading: 'Outputs',
        rows: summary.outputs.map((output) => ({
          address: output.address,
          detail: output.address ? undefined : scriptDetail(output.script),
          amount: amount(output.value),
          figure: figure(output.value),
          note: output.toWallet ? 'Back to this wallet' : undefined,
        })),
      },
    ],
    totals: [
      { label: 'Fee', value: fee, valueText: summary.feeText },
      walletTotal(summary.walletSpends, amount, figure),
    ],
    // The warnings and refusals as data where the summary has them (a summary a test writes may not).
    ...(summary.warnings.length > 0
      ? { warnings: summary.warnings, warningTexts: summary.warningTexts }
      : {}),
    // What the wallet would not be asked to sign cannot be approved either: the view says why.
    ...(summary.refusals.length > 0
      ? {
          refusal: `${WILL_NOT_SIGN} ${summary.refusals.join(' ')}`,
          refusalTexts: summary.refusalTexts && [{ text: WILL_NOT_SIGN }, ...summary.refusalTexts],
        }
      : {}),
  }
}
