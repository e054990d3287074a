import type { AmountFigure } from '../utils/amount-figure.js'
import type { SentTransaction } from './kit.types.js'
import type { ReviewText } from './review-text.js'

/*
 * What an approval shows and answers, for every namespace: the chain adapters and the login frame
 * build these previews, so they live in the chains layer (below the approval machine that queues them).
 */

/**
 * One line of a transaction's preview: who is paid or spent from, and how much.
 *
 * @example
 * const row: TransactionPreviewRow = { address: 'bc1q…', amount: '0.00030000 BTC', note: 'Change' }
 */
export type TransactionPreviewRow = {
  /** The address; `undefined` for a line without one (an `OP_RETURN` note). */
  address: string | undefined
  /** What the line is when it has no address, or more about it (`OP_RETURN 68656c6c6f`). */
  detail?: string | undefined
  /** `detail` as data, where its words carry values ('Burns tokens of mint {mint}'). */
  detailText?: ReviewText | undefined
  /** The amount with its unit, formatted for people. */
  amount: string
  /**
   * The same amount as a decimal string and its unit, where it is one figure (not 'unlimited FUSD'
   * or 'Amount unknown'), for a UI to write in its visitor's locale.
   */
  figure?: AmountFigure | undefined
  /**
   * `amount` as data where it is words, not one figure ('unlimited FUSD', 'Up to 0.002 SOL', 'Amount
   * unknown'), for a UI to say in its visitor's language (its figures as amounts, written in the locale).
   */
  amountText?: ReviewText | undefined
  /** What sets the line apart: 'Signed by this wallet', 'Change'. */
  note?: string | undefined
  /** `note` as data, where its words carry values ('With 4 bytes of data for the receiver'). */
  noteText?: ReviewText | undefined
}

/**
 * One total of a transaction's preview (see {@link TransactionPreview}'s `totals`).
 *
 * @example
 * const total: TransactionPreviewTotal = { label: 'Network fee', value: 'About 0.000021 ETH', figure: { amount: '0.000021', symbol: 'ETH' }, qualifier: 'about' }
 */
export type TransactionPreviewTotal = {
  label: string
  value: string
  figure?: AmountFigure | undefined
  qualifier?: 'about' | 'atMost' | 'plusNetworkFee' | undefined
  /** `label` as data, where its words carry values ('Leaves this wallet (token account …)'). */
  labelText?: ReviewText | undefined
  /** `value` as data, where its words carry values and are not one figure ('500 sats · 3.5 sat/vB'). */
  valueText?: ReviewText | undefined
}

/**
 * A transaction in words, the same for every namespace: sections of lines (a Bitcoin transaction's
 * inputs and outputs) and totals (fee, fee rate, what leaves the wallet). The namespace's kit writes
 * it; the modal shows it before the wallet is asked.
 *
 * @example
 * const preview: TransactionPreview = {
 *   title: 'Bitcoin transaction',
 *   network: 'Bitcoin',
 *   sections: [{ heading: 'Outputs', rows: [{ address: 'bc1q…', amount: '0.0003 BTC' }] }],
 *   totals: [{ label: 'Fee', value: '500 sats (3.6 sat/vB)' }],
 * }
 */
export type TransactionPreview = {
  title: string
  /** `title` as data, where its words carry values ('Send 2 calls'). */
  titleText?: ReviewText | undefined
  /** The network's name. */
  network: string
  /** Each section: its heading, with `headingText` where the heading's words carry values ('Call 2: Sends'). */
  sections: readonly {
    heading: string
    headingText?: ReviewText | undefined
    rows: readonly TransactionPreviewRow[]
  }[]
  /**
   * Each total in words; `figure` where the value is one amount, for a UI to write in its visitor's
   * locale, with `qualifier` where the words say more than the figure: an estimate ('About 0.000021
   * ETH': `about`), a bound the transaction sets ('At most …': `atMost`), or an amount the network fee
   * is still to be added to ('0.01 ETH plus the network fee': `plusNetworkFee`).
   */
  totals: readonly TransactionPreviewTotal[]
  /**
   * What the visitor must weigh before approving, one sentence each, shown above Approve: an
   * unlimited allowance, a transaction that never expires, a fee far above the payment.
   */
  warnings?: readonly string[] | undefined
  /**
   * The same warnings as data ({@link ReviewText}: the English wording and its values), one for each
   * of `warnings` in the same order, for a UI that says them in its visitor's language.
   */
  warningTexts?: readonly ReviewText[] | undefined
  /**
   * Why Foyer cannot tell what approving would sign ('This transaction calls a program Foyer cannot
   * read'). A preview that has one can only be declined: showing Approve beside a review that may
   * not match what gets signed would let a site make the review lie.
   */
  refusal?: string | undefined
  /** `refusal` as data: its sentences in order (`refusal` is their English joined by spaces). */
  refusalTexts?: readonly ReviewText[] | undefined
}

/**
 * A transaction waiting for the visitor's approval, and the work that asks the wallet once approved
 * (it gets a signal that aborts when the visitor cancels while the wallet is asked).
 */
export type ApprovalRequest = {
  requestId: string
  preview: TransactionPreview
  run: (signal: AbortSignal) => Promise<unknown>
  /**
   * The transaction the work sent, read from what `run` gave (an EVM hash, a Solana signature);
   * `undefined`, or no `sent` at all, when it sent none the modal can follow (a message signed, a
   * transaction only signed, a Bitcoin transaction Foyer broadcast itself). Balances are read again
   * once a sent transaction has landed on its chain; otherwise as soon as the work is done.
   */
  sent?: ((output: unknown) => SentTransaction | undefined) | undefined
}

/** How a request ended, as its caller hears it. */
export type ApprovalOutcome =
  | { status: 'done'; output: unknown }
  /** The visitor declined in the review (or closed the modal there). */
  | { status: 'declined' }
  /** The visitor cancelled while the wallet was asked. */
  | { status: 'aborted' }
  | { status: 'failed'; error: unknown }
