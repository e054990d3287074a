import type { ActorRefFrom } from 'xstate'
import type { LandedOutcome } from '../../chains/kit.types.js'
import type { ReviewText, ReviewValue } from '../../chains/review-text.js'
import type {
  ApprovalOutcome,
  ApprovalRequest,
  TransactionPreview,
  TransactionPreviewRow,
} from '../../chains/transaction-preview.types.js'
import type { transactionApprovalMachine } from './transaction-approval.machine.js'

export type {
  ApprovalOutcome,
  ApprovalRequest,
  ReviewText,
  ReviewValue,
  TransactionPreview,
  TransactionPreviewRow,
}

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

/**
 * How a sent transaction ended as far as the modal could tell: `succeeded` or `failed` (EVM: the
 * receipt's status), or `unconfirmed` where it could not tell (no landing within
 * `TRANSACTION_LANDED_TIMEOUT_MS`, a chain that never answered, a namespace or network it has no way
 * to ask). Never `succeeded` without the chain saying so.
 *
 * @example
 * const outcome: TransactionOutcome = 'failed'
 */
export type TransactionOutcome = LandedOutcome | 'unconfirmed'
