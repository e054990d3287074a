import type { ApprovalAsk } from '../../machines/transaction-approval/ask-approval.js'
import { transactionApprovalMachine } from '../../machines/transaction-approval/transaction-approval.machine.js'
import type { FoyerModule } from '../../system/module.types.js'
import { sendToSystem } from '../../system/system.js'
import { requestApproval } from './actions/request-approval.js'
import { transactionApprovalViews } from './transaction-approval.views.js'
// Also imported on its own: type declarations keep this line (they drop the one above), so the view
// names it merges into the view map reach every site that imports this module.
import './transaction-approval.views.js'
import '../../machines/transaction-approval/transaction-approval.system.js'

/** What the transaction-approval module adds to the facade `createFoyer` returns. */
export type TransactionApprovalActions = {
  /**
   * Shows a transaction for approval, then runs `run`; `sent` names the transaction `run` sent, so
   * balances are read again once it has landed. See {@link requestApproval}.
   */
  requestApproval<output>(request: ApprovalAsk<output>): Promise<output>
  /** The ApproveTransaction view's Approve: the request's `run` goes on (the wallet is asked). */
  approveTransaction(): void
  /** The ApproveTransaction view's Reject: the request fails with a user rejection. */
  rejectTransaction(): void
}

/**
 * Transaction approval: before a wallet is asked to sign a transaction, the modal shows it in words in
 * the ApproveTransaction view (what it spends and pays, the fee) and waits for the visitor's approval.
 * Namespace actions use it (`signPsbt` from `@foyer/core/bip122`); requests wait in order.
 *
 * @example
 * const foyer = createFoyer({ adapters: [bip122({ networks })], modules: [transactionApproval()] })
 * const signed = await signPsbt(foyer, { psbt, broadcast: true })
 */
export function transactionApproval(): FoyerModule<TransactionApprovalActions> {
  return {
    id: 'transactionApproval',
    views: transactionApprovalViews,
    plug: () => ({ actors: [{ systemId: 'transactionApproval', logic: transactionApprovalMachine }] }),
    actions: (foyer) => ({
      requestApproval: (request) => requestApproval(foyer, request),
      approveTransaction: () =>
        sendToSystem(foyer.actor, 'transactionApproval', { type: 'APPROVAL.APPROVE' }),
      rejectTransaction: () => sendToSystem(foyer.actor, 'transactionApproval', { type: 'APPROVAL.REJECT' }),
    }),
  }
}
