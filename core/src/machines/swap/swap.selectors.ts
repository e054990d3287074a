import { type AmountFigure, amountFigure } from '../../utils/amount-figure.js'
import { formatAmount } from '../../utils/format-balance.js'
import { parseAmount } from '../send/send.rules.js'
import type { TransactionOutcome } from '../transaction-approval/transaction-approval.types.js'
import type { SwapFailure } from './swap.failures.js'
import { coversAmount } from './swap.form.js'
import { isHighPriceImpact, priceImpactBasisPoints, priceImpactText } from './swap.impact.js'
import {
  type SwapProblemMessage,
  type SwapResultMessage,
  type SwapWalletPrompt,
  shortfallMessage,
  swapResultMessage,
  walletPrompt,
} from './swap.messages.js'
import { minimumOut } from './swap.rules.js'
import type { ShownFee, SwapSnapshot, SwapToken, WalletStep } from './swap.types.js'

/** Where the swap is, as the view tells its states apart. */
export type SwapStatus =
  | 'loading'
  | 'unavailable'
  | 'editing'
  | 'quoting'
  | 'quoted'
  | 'checking'
  | 'approving'
  | 'swapping'
  | 'landing'
  | 'done'

/**
 * What the Swap view shows: the tokens, the amount typed, the quote in words, what Swap lacks
 * (`problemMessage`, with the numbers), why the last step failed (`error`, naming the step), and which
 * of the wallet's prompts is shown (`walletPrompt`). The sentences with figures are data, for a UI to
 * say in its visitor's language; `problemText`, `walletPromptText`, `swapResultText` and
 * `swapFailureText` from `@foyer/core/advanced` say them in English.
 *
 * @example
 * const view = selectSwapView(swap.getSnapshot())
 * view.walletPrompt && walletPromptText(view.walletPrompt) // 'Approve FUSD in your wallet (1 of 2)'
 */
export type SwapViewModel = {
  status: SwapStatus
  /**
   * Why swapping is not possible here, while `unavailable`, as data (`swapFailureText` says it in
   * English: "Connect an EVM account to swap").
   */
  unavailable: SwapFailure | undefined
  tokens: readonly SwapToken[]
  from: SwapToken | undefined
  to: SwapToken | undefined
  amount: string
  /** "10 FUSD", once quoted. */
  pays: string | undefined
  /** What the quote expects: "40 FOY". */
  receives: string | undefined
  /** The least the swap may give (the quote less the 1 % slippage): "39.6 FOY". */
  receivesAtLeast: string | undefined
  /**
   * The same amounts (and `balance`'s) as decimal strings with their symbols, for a UI to write in
   * its visitor's locale: `{ amount: '39.6', symbol: 'FOY' }`.
   */
  figures:
    | { pays: AmountFigure; receives: AmountFigure; receivesAtLeast: AmountFigure; balance: AmountFigure }
    | undefined
  /**
   * How much worse the quote's rate is than the pool's own price, in English words ("0.12 %"), with a
   * warning above 5 % (`priceImpactHigh`); unsaid where the service gave no reference quote. A UI in
   * another language writes `priceImpactShare` and says the warning itself when `priceImpactHigh`.
   */
  priceImpact: string | undefined
  /** The same impact as a decimal fraction (`'0.0012'` is 0.12 %), for a UI to write as a percent. */
  priceImpactShare: `${number}` | undefined
  priceImpactHigh: boolean
  /** The balance of the token paid, as the chain gave it with the quote: "25 FUSD". */
  balance: string | undefined
  /**
   * The swap's network fee with the quote: "0.00042 ETH" and its dollar value where the coin's price
   * is known, whether it counts the approval; its `text` is unset where it could not be estimated.
   */
  networkFee: ShownFee | undefined
  /** Max found the coin's balance too small for the swap's network fee (and filled 0). */
  maxShortOfFee: boolean
  /** Why Swap cannot be pressed: which problem, its amounts as decimal strings (`problemText` says it in English). */
  problemMessage: SwapProblemMessage | undefined
  /**
   * Why the last step failed, as data: which step, its symbols and amounts, and the underlying error's
   * own words (`swapFailureText` says it in English: "Could not get a quote for FUSD → FOY: …").
   */
  error: SwapFailure | undefined
  canMax: boolean
  canSubmit: boolean
  /**
   * Which prompt the wallet shows while it does: the step, which of how many, the symbols
   * (`walletPromptText` says it in English).
   */
  walletPrompt: SwapWalletPrompt | undefined
  /**
   * The swap's transaction, once sent: how it ended (`undefined` while the chain is waited for) and
   * that as a message (swapped, with the amounts, or that it reverted; `swapResultText` says it in
   * English: "Swapped 10 FUSD for at least 39.6 FOY."). For an approval and swap sent as one batch:
   * the transaction the chain shows carried it, or the batch's id when it was not confirmed in time.
   */
  result:
    | {
        hash: string
        outcome: TransactionOutcome | undefined
        message: SwapResultMessage | undefined
      }
    | undefined
}

const empty: SwapViewModel = {
  status: 'loading',
  unavailable: undefined,
  tokens: [],
  from: undefined,
  to: undefined,
  amount: '',
  pays: undefined,
  receives: undefined,
  receivesAtLeast: undefined,
  figures: undefined,
  priceImpact: undefined,
  priceImpactShare: undefined,
  priceImpactHigh: false,
  balance: undefined,
  networkFee: undefined,
  maxShortOfFee: false,
  problemMessage: undefined,
  error: undefined,
  canMax: false,
  canSubmit: false,
  walletPrompt: undefined,
  result: undefined,
}

/** SPEC §8 aside, a swap needs an EVM account. */
export const SWAP_NEEDS_EVM_ACCOUNT = 'Connect an EVM account to swap'

function statusOf(snapshot: SwapSnapshot): SwapStatus {
  if (snapshot.matches('unavailable')) return 'unavailable'
  if (snapshot.matches('loading') || snapshot.matches('restarting')) return 'loading'
  if (snapshot.matches({ editing: 'quoted' }) || snapshot.matches({ editing: 'refreshing' })) return 'quoted'
  if (snapshot.matches({ editing: 'pausing' }) || snapshot.matches({ editing: 'quoting' })) return 'quoting'
  if (snapshot.matches('editing')) return 'editing'
  if (snapshot.matches('approving')) return 'approving'
  // The batch's one prompt is the swap's (it names the approval too), and it lands as a swap does.
  if (snapshot.matches('swapping') || snapshot.matches('batching')) return 'swapping'
  if (snapshot.matches('landing') || snapshot.matches('batchLanding')) return 'landing'
  if (snapshot.matches('done')) return 'done'
  return 'checking'
}

const figureOf = (units: bigint, token: SwapToken) =>
  amountFigure(formatAmount(units, token.decimals), token.symbol)

/** A figure as core's en-US words write it: "39.6 FOY". */
const textOf = (figure: AmountFigure) => `${figure.amount} ${figure.symbol}`

/** Basis points as a decimal fraction, exactly: 12n is '0.0012'. */
const shareOf = (basisPoints: bigint) => formatAmount(basisPoints, 4) as `${number}`

/**
 * The swap's transaction, how it ended and that as a message; for a batch not confirmed in time, the
 * batch's id (the wallet's: what the visitor looks for there), never a success.
 */
function resultOf(context: SwapSnapshot['context']): SwapViewModel['result'] {
  const hash = context.swapHash ?? (context.outcome === 'unconfirmed' ? context.batchId : undefined)
  if (!hash) return undefined
  const { from, to, quote, outcome } = context
  const pays = quote && from ? figureOf(quote.quote.fromAmount, from) : undefined
  const receivesAtLeast = quote && to ? figureOf(minimumOut(quote.quote.toAmount), to) : undefined
  // No message without the quote's amounts (never a made-up figure).
  const message =
    outcome && pays && receivesAtLeast
      ? swapResultMessage(outcome, {
          pays,
          receivesAtLeast,
          approved: context.needsApproval,
          batched: context.batched,
        })
      : undefined
  return { hash, outcome, message }
}

/**
 * The Swap view's model, from the swap actor's snapshot (or none while its code downloads).
 *
 * @example
 * const view = useSelector(swapActor, selectSwapView)
 */
export function selectSwapView(snapshot: SwapSnapshot | undefined): SwapViewModel {
  if (!snapshot) return empty
  const { context } = snapshot
  const status = statusOf(snapshot)
  const { from, to, quote } = context
  const shown = quote && from && to ? quote : undefined
  const step: WalletStep | undefined =
    status === 'approving'
      ? 'approve'
      : snapshot.matches('batching')
        ? 'batch'
        : status === 'swapping'
          ? 'swap'
          : undefined
  const prompt =
    step && from && to
      ? walletPrompt(step, {
          needsApproval: context.needsApproval,
          batched: context.batched,
          fromSymbol: from.symbol,
          toSymbol: to.symbol,
        })
      : undefined
  const typed = from ? parseAmount(context.amount, from.decimals) : undefined
  // What Swap lacks, the first of: Max filled 0 as the coin's balance does not cover the swap's fee
  // (rather than "enter an amount"); an amount typed that cannot be read; the balance's shortfall.
  const problemMessage: SwapProblemMessage | undefined =
    context.maxShortOfFee && from
      ? { kind: 'feeNotCovered', symbol: from.symbol }
      : from && typed && !typed.ok && context.amount.trim() !== ''
        ? { kind: 'amount', problem: typed.problem, symbol: from.symbol, decimals: from.decimals }
        : shown && from
          ? shortfallMessage({
              amount: shown.quote.fromAmount,
              fee: shown.fee.spent,
              balance: shown.balance,
              ...from,
            })
          : undefined
  const impact = shown ? priceImpactBasisPoints(shown.quote, shown.reference) : undefined
  const figures: SwapViewModel['figures'] =
    shown && from && to
      ? {
          pays: figureOf(shown.quote.fromAmount, from),
          receives: figureOf(shown.quote.toAmount, to),
          receivesAtLeast: figureOf(minimumOut(shown.quote.toAmount), to),
          balance: figureOf(shown.balance, from),
        }
      : undefined
  return {
    status,
    unavailable: status === 'unavailable' ? (context.error ?? { kind: 'needsEvmAccount' }) : undefined,
    tokens: context.tokens,
    from,
    to,
    amount: context.amount,
    pays: figures && textOf(figures.pays),
    receives: figures && textOf(figures.receives),
    receivesAtLeast: figures && textOf(figures.receivesAtLeast),
    figures,
    priceImpact: impact === undefined ? undefined : priceImpactText(impact),
    priceImpactShare: impact === undefined ? undefined : shareOf(impact),
    priceImpactHigh: isHighPriceImpact(impact),
    balance: figures && textOf(figures.balance),
    networkFee: shown?.fee,
    maxShortOfFee: context.maxShortOfFee,
    problemMessage,
    error: status === 'unavailable' ? undefined : context.error,
    canMax: snapshot.matches('editing') && from !== undefined,
    canSubmit: snapshot.matches({ editing: 'quoted' }) && coversAmount(context),
    walletPrompt: prompt,
    result: resultOf(context),
  }
}
