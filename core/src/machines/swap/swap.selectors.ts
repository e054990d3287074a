import { type AmountFigure, amountFigure } from '../../utils/amount-figure.js'
import { formatAmount } from '../../utils/format-balance.js'
import { amountProblemText, parseAmount } from '../send/send.rules.js'
import type { TransactionOutcome } from '../transaction-approval/transaction-approval.types.js'
import { coversAmount } from './swap.form.js'
import { isHighPriceImpact, priceImpactBasisPoints, priceImpactText } from './swap.impact.js'
import { minimumOut, shortfallText, swapResultText, walletStepText } from './swap.rules.js'
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
 * What the Swap view shows: the tokens, the amount typed, the quote in words, what the balance lacks
 * (`problem`, with the numbers), why the last step failed (`error`, naming the step), and which of
 * the wallet's prompts is shown (`walletStep`).
 *
 * @example
 * const view = selectSwapView(swap.getSnapshot())
 * view.walletStep // 'Approve FUSD in your wallet (1 of 2)'
 */
export type SwapViewModel = {
  status: SwapStatus
  /** Why swapping is not possible here, while `unavailable`. */
  unavailable: string | undefined
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
   * How much worse the quote's rate is than the pool's own price, in words ("0.12 %"),
   * with a warning above 5 % (`priceImpactHigh`); unsaid where the service gave no reference quote.
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
  problem: string | undefined
  error: string | undefined
  canMax: boolean
  canSubmit: boolean
  /** Which prompt the wallet shows, in words, while it does. */
  walletStep: string | undefined
  /**
   * The swap's transaction, once sent: how it ended (`undefined` while the chain is waited for) and
   * that in words ("Swapped 10 FUSD for at least 39.6 FOY.", or that it reverted). For an approval
   * and swap sent as one batch: the transaction the chain shows carried it, or the batch's id when it
   * was not confirmed in time.
   */
  result: { hash: string; outcome: TransactionOutcome | undefined; text: string | undefined } | undefined
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
  problem: undefined,
  error: undefined,
  canMax: false,
  canSubmit: false,
  walletStep: undefined,
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

const withSymbol = (units: bigint, token: SwapToken) => textOf(figureOf(units, token))

/** Basis points as a decimal fraction, exactly: 12n is '0.0012'. */
const shareOf = (basisPoints: bigint) => formatAmount(basisPoints, 4) as `${number}`

/**
 * The swap's transaction, how it ended and that in words; for a batch not confirmed in time, the
 * batch's id (the wallet's: what the visitor looks for there), never a success.
 */
function resultOf(context: SwapSnapshot['context']): SwapViewModel['result'] {
  const hash = context.swapHash ?? (context.outcome === 'unconfirmed' ? context.batchId : undefined)
  if (!hash) return undefined
  const { from, to, quote, outcome } = context
  const text =
    outcome &&
    swapResultText(outcome, {
      pays: quote && from ? withSymbol(quote.quote.fromAmount, from) : '',
      receivesAtLeast: quote && to ? withSymbol(minimumOut(quote.quote.toAmount), to) : '',
      approved: context.needsApproval,
      batched: context.batched,
    })
  return { hash, outcome, text }
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
  const typed = from ? parseAmount(context.amount, from.decimals) : undefined
  const amountProblem =
    from && typed && !typed.ok && context.amount.trim() !== ''
      ? amountProblemText(typed.problem, from)
      : undefined
  const lacking =
    shown && from
      ? shortfallText({
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
  // Max filled 0: the coin's balance does not cover the swap's fee (rather than "enter an amount").
  const feeShort =
    context.maxShortOfFee && from ? `Your ${from.symbol} balance does not cover the network fee` : undefined
  return {
    status,
    unavailable: status === 'unavailable' ? (context.error ?? SWAP_NEEDS_EVM_ACCOUNT) : undefined,
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
    problem: feeShort ?? amountProblem ?? lacking,
    error: status === 'unavailable' ? undefined : context.error,
    canMax: snapshot.matches('editing') && from !== undefined,
    canSubmit: snapshot.matches({ editing: 'quoted' }) && coversAmount(context),
    walletStep:
      step && from && to
        ? walletStepText(step, {
            needsApproval: context.needsApproval,
            batched: context.batched,
            fromSymbol: from.symbol,
            toSymbol: to.symbol,
          })
        : undefined,
    result: resultOf(context),
  }
}
