import type { ActorRefFrom } from 'xstate'
import type { SentTransaction } from '../../chains/kit.types.js'
import type { transactionApprovalMachine } from './transaction-approval.machine.js'

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
  /** The amount with its unit, formatted for people. */
  amount: string
  /** What sets the line apart: 'Signed by this wallet', 'Change'. */
  note?: string | undefined
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
  /** The network's name. */
  network: string
  sections: readonly { heading: string; rows: readonly TransactionPreviewRow[] }[]
  totals: readonly { label: string; value: string }[]
  /**
   * What the visitor must weigh before approving, one sentence each, shown above Approve: an
   * unlimited allowance, a transaction that never expires, a fee far above the payment.
   */
  warnings?: readonly string[] | undefined
  /**
   * Why Foyer cannot tell what approving would sign ('This transaction calls a program Foyer cannot
   * read'). A preview that has one can only be declined: showing Approve beside a review that may
   * not match what gets signed would let a site make the review lie.
   */
  refusal?: string | undefined
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

/**
 * The approval actor's context: the requests in order, the one on screen first; the last failure's
 * message while the view shows it.
 */
export type TransactionApprovalContext = {
  queue: readonly ApprovalRequest[]
  error: string | undefined
  /**
   * What the modal does once no request is left: close (it was closed when the first request came:
   * the site asked) or go back to the view it showed (the visitor was in the modal, e.g. choosing a
   * name, and stays there).
   */
  returnTo: 'closedModal' | 'previousView'
  /** How many sent transactions were waited for: the next wait's actor is `landing.<landings + 1>`. */
  landings: number
}

/**
 * Events the approval actor (systemId `transactionApproval`) accepts.
 *
 * @example
 * approval.send({ type: 'APPROVAL.APPROVE' })
 */
export type TransactionApprovalEvent =
  /** A transaction to review; it waits behind the ones before it. */
  | { type: 'APPROVAL.REQUEST'; request: ApprovalRequest }
  /** The visitor approves the transaction on screen: the wallet is asked. */
  | { type: 'APPROVAL.APPROVE' }
  /** The visitor declines (in the review), cancels (while the wallet is asked) or closes the failure. */
  | { type: 'APPROVAL.REJECT' }
  /** The modal closed while the ApproveTransaction view was on top: the same as rejecting. */
  | { type: 'APPROVAL.VIEW_CLOSED' }
  /** From xstate: the wait for a sent transaction ended, as it landed or when it gave up. */
  | { type: `xstate.done.actor.landing.${number}` }
  /** From xstate: the wait for a sent transaction failed (balances are read again all the same). */
  | { type: `xstate.error.actor.landing.${number}`; error: unknown }

/** What the approval actor emits: each request's end, once. */
export type TransactionApprovalEmitted = {
  type: 'approval.settled'
  requestId: string
  outcome: ApprovalOutcome
}

/** A running approval actor (systemId `transactionApproval`). */
export type TransactionApprovalActor = ActorRefFrom<typeof transactionApprovalMachine>
