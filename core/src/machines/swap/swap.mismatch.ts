import { reviewEnglish } from '../../chains/review-text.js'
import { defineError } from '../../errors/define.js'
import type { AmountFigure } from '../../utils/amount-figure.js'

// What a call the swap service built differs in from the swap shown, as data: which check failed and
// the values it names, for a UI to say in its visitor's language. The English wordings below are the
// dictionary's keys and, filled (`reviewEnglish`: a mismatch is a review sentence's shape), the
// refusal's English details, word for word. Only the swap's checks (in the swap machine's chunk)
// make the error, so neither its words nor their filling weigh on the page's @foyer/core, which tells
// it by its code.

/**
 * Each check a built call can fail, with its English wording (`{placeholders}` for its values). The
 * wording names the very values the check compared: a translation says the same, never less.
 */
const mismatchTexts = {
  approvalToken: 'the approval goes to {to}, not to the {symbol} contract {token}',
  approvalValue: "the approval sends {wei} wei of the network's coin",
  approvalAmount: 'the approval is not an approval of exactly {amount}',
  approvalSpender: "the approval lets {spender} spend, not the network's swap router {router}",
  sender: 'the swap is sent from {from}, not from {account}',
  value: "the swap sends {wei} wei of the network's coin, not {expected}",
  spender: 'the swap goes to {to}, not to {spender}, which the approval lets spend',
  router: "the swap goes to {to}, not to the network's swap router {router}",
  exactIn: 'the swap is not one of the router’s swaps of an exact amount',
  tokens: 'the swap ({function}) does not pay {from} for {to}',
  amountIn: 'the swap pays {amount}, not the amount shown',
  pathStart: "the swap's path starts at {address}, not at {symbol}",
  pathEnd: "the swap's path ends at {address}, not at {symbol}",
  recipient: 'the swap pays what it gives to {to}, not to {account}',
  deadline: 'the swap’s deadline has passed',
} as const

/**
 * Which check a call the swap service built failed.
 *
 * @example
 * const check: SwapCheck = 'recipient'
 */
export type SwapCheck = keyof typeof mismatchTexts

/**
 * What a built call differs in, as data: the check that failed, its English wording (`text`, with
 * `{placeholders}`: the key a dictionary translates) and the values it names (`values`): addresses,
 * symbols and the router's function as they are, wei as exact decimal strings, a token amount as its
 * exact decimal string and symbol (for a UI to write in its locale).
 *
 * @example
 * const mismatch: SwapMismatch = { check: 'recipient', text: 'the swap pays what it gives to {to}, not to {account}', values: { to: '0xbad…', account: '0xf39F…' } }
 */
export type SwapMismatch = {
  [check in SwapCheck]: {
    check: check
    text: (typeof mismatchTexts)[check]
    values: Readonly<Record<string, string | AmountFigure>>
  }
}[SwapCheck]

/**
 * A {@link SwapMismatch} from its check and values.
 *
 * @example
 * swapMismatch('deadline') // { check: 'deadline', text: 'the swap’s deadline has passed', values: {} }
 */
export const swapMismatch = (
  check: SwapCheck,
  values: Readonly<Record<string, string | AmountFigure>> = {},
): SwapMismatch => ({ check, text: mismatchTexts[check], values }) as SwapMismatch

/**
 * A call the swap service built is not the swap the visitor was shown (another token, contract,
 * amount, recipient or minimum): it is refused before the wallet is asked. `mismatch` says which
 * check failed and its values, as data; `details` says it in English (the message's tail).
 *
 * @example
 * throw new SwapCallMismatchError(swapMismatch('recipient', { to: '0xbad…', account: '0xf39F…' }))
 */
export class SwapCallMismatchError extends defineError(
  'SWAP_CALL_MISMATCH',
  'The swap service built a transaction that is not the swap shown, so it was not sent',
  'SwapCallMismatchError',
) {
  /** Which check failed, with the values it names. */
  readonly mismatch: SwapMismatch

  constructor(mismatch: SwapMismatch) {
    super({ details: reviewEnglish(mismatch) })
    this.mismatch = mismatch
  }
}
