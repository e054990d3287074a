import { type AmountFigure, amountFigure } from '../../utils/amount-figure.js'
import { visibleText } from '../../utils/visible-text.js'
import { formatAmount, formatFee } from '../send/send.rules.js'
import type { PayQuote, PaySettlement, PayShortfall, PaySnapshot } from './pay.types.js'

/**
 * Where a payment is: `loading` while its code downloads, `idle` with none asked for, `preparing`
 * while the chain is read, `review` while it waits for Approve, `sending` while the wallet is asked,
 * `confirming` until its transaction landed, then `paid` or `failed`.
 */
export type PayStatus =
  | 'loading'
  | 'idle'
  | 'preparing'
  | 'review'
  | 'sending'
  | 'confirming'
  | 'paid'
  | 'failed'

/**
 * One account the visitor may pay from, as the Pay view's picker lists it: its address in full as
 * the namespace shows it to check (also what `choosePayer` takes), its balance of the asset paid,
 * whether it is the one that pays, and what it lacks to cover the amount and the fee, with the
 * numbers (such an account cannot be picked).
 *
 * @example
 * const row: PayerRow = { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', balance: '0.001 ETH', balanceAmount: { amount: '0.001', symbol: 'ETH' }, chosen: false, shortfall: { lacking: 'amountAndFee', needed: '0.010042', available: '0.001', symbol: 'ETH' } }
 */
export type PayerRow = {
  address: string
  /** The account's balance of the asset paid, with its symbol. */
  balance: string
  /** The same balance as a decimal string and the symbol, for a UI to write in its visitor's locale. */
  balanceAmount: AmountFigure
  chosen: boolean
  /**
   * What it lacks, when its balances do not cover the payment: `amountAndFee` (the coin pays both),
   * `amount` (a token's balance) or `fee` (the coin, for a token payment), in whole units of `symbol`.
   */
  shortfall: PayShortfall | undefined
}

/**
 * What the Pay view shows: exactly what will be signed, in words — the amount with the asset's
 * symbol as the chain gives it, the network, the recipient's address in full (checksummed where the
 * namespace has a checksum), the paying account and the most the network fee can be — and why it
 * stopped, if it did.
 *
 * @example
 * const view: PayViewModel = { status: 'review', amount: '0.01 ETH', network: 'Foyer Local', recipient: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', from: '0xf39F…2266', fee: '0.000042 ETH', figures: { amount: { amount: '0.01', symbol: 'ETH' }, fee: { amount: '0.000042', symbol: 'ETH' } }, error: undefined, errorCode: undefined, transactionId: undefined, canApprove: true }
 */
export type PayViewModel = {
  status: PayStatus
  /** The amount and the asset's symbol, once the chain said the asset's decimals. */
  amount: string | undefined
  /** The network's name (its CAIP-2 id until the chain was read). */
  network: string | undefined
  /** The address paid, in full, as its namespace shows it. */
  recipient: string | undefined
  /** The account that pays. */
  from: string | undefined
  /**
   * The accounts the visitor may pick from, the chosen one marked, once the chain was read: only
   * where more than one may pay (empty otherwise: no picker).
   */
  payers: readonly PayerRow[]
  /** The network fee at most, with the coin's symbol; unknown while the chain is read. */
  fee: string | undefined
  /**
   * The amount and the fee as decimal strings with their symbols, for a UI to write in its visitor's
   * locale; once the chain was read (with `amount` and `fee`).
   */
  figures: { amount: AmountFigure; fee: AmountFigure } | undefined
  /** Why the payment stopped, in words (the payment error's message). */
  error: string | undefined
  /** That error's stable code (`PAY_REJECTED`, `PAY_INSUFFICIENT_FUNDS`, …). */
  errorCode: string | undefined
  /** The transaction's id, once the wallet sent it. */
  transactionId: string | undefined
  /** Approve may be pressed: the fee is known and the balances cover the payment. */
  canApprove: boolean
}

const loading: PayViewModel = {
  status: 'loading',
  amount: undefined,
  network: undefined,
  recipient: undefined,
  from: undefined,
  payers: [],
  fee: undefined,
  figures: undefined,
  error: undefined,
  errorCode: undefined,
  transactionId: undefined,
  canApprove: false,
}

/** The picker's row of one quote. */
function payerRow(quote: PayQuote, chosen: PayQuote | undefined): PayerRow {
  const { shortfall } = quote
  const balance = amountFigure(
    formatAmount(quote.prepared.balance, quote.decimals),
    visibleText(quote.symbol),
  )
  return {
    address: quote.from,
    balance: `${balance.amount} ${balance.symbol}`,
    balanceAmount: balance,
    chosen: quote === chosen,
    shortfall: shortfall && { ...shortfall, symbol: visibleText(shortfall.symbol) },
  }
}

/** The machine's state as the view's status. */
function statusOf(snapshot: PaySnapshot): PayStatus {
  if (snapshot.matches('ended')) return snapshot.context.error ? 'failed' : 'paid'
  const value = snapshot.value
  return value === 'idle' ||
    value === 'preparing' ||
    value === 'review' ||
    value === 'sending' ||
    value === 'confirming'
    ? value
    : 'idle'
}

/**
 * The Pay view's model from the pay actor's snapshot (none while it downloads).
 *
 * @example
 * const view = selectPayView(foyer.getActor('pay')?.getSnapshot())
 */
export function selectPayView(snapshot: PaySnapshot | undefined): PayViewModel {
  if (!snapshot) return loading
  const { order, quotes, quote, error, transactionId } = snapshot.context
  const status = statusOf(snapshot)
  if (status === 'idle') return { ...loading, status }
  const figures = quote && {
    amount: amountFigure(formatAmount(quote.prepared.amount, quote.decimals), visibleText(quote.symbol)),
    fee: amountFigure(formatFee(quote.prepared.fee, quote.nativeDecimals), quote.nativeSymbol),
  }
  return {
    status,
    amount: figures && `${figures.amount.amount} ${figures.amount.symbol}`,
    network: quote?.networkName ?? order?.caipNetworkId,
    // Until the chain was read, as the site wrote it; then as the namespace shows addresses to check.
    recipient: quote?.recipient ?? order?.recipient,
    from: quote?.from,
    // The picker while the visitor may still pick: reviewing, with more than one account to pay from.
    payers: status === 'review' && quotes.length > 1 ? quotes.map((each) => payerRow(each, quote)) : [],
    fee: figures && `${figures.fee.amount} ${figures.fee.symbol}`,
    figures,
    error: error?.shortMessage,
    errorCode: error?.code,
    transactionId,
    canApprove: snapshot.can({ type: 'PAY.APPROVE' }),
  }
}

/**
 * The outcome of request `requestId`, once it ended; `undefined` while it runs.
 *
 * @example
 * const settled = selectPaySettlement(pay.getSnapshot(), 'pay-1')
 */
export function selectPaySettlement(snapshot: PaySnapshot, requestId: string): PaySettlement | undefined {
  return snapshot.context.settled.find((each) => each.requestId === requestId)
}
