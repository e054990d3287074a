import { type ApprovalAsk, askApproval } from '../../../machines/transaction-approval/ask-approval.js'
import type { FoyerCore } from '../../../system/module.types.js'

/**
 * Shows a transaction in the modal's ApproveTransaction view and, once the visitor approves, runs
 * `run` (which asks the wallet); resolves with what it gives. Rejects with the standard rejection
 * (code 4001) when the visitor declines or closes the modal, 'Request was aborted' when they cancel
 * while the wallet is asked, and with `run`'s error when it fails (the view shows why).
 *
 * @example
 * const signed = await requestApproval(foyer, { preview, run: (signal) => adapter.signPsbt(connection, { psbt, signal }) })
 */
export function requestApproval<output>(foyer: FoyerCore, request: ApprovalAsk<output>): Promise<output> {
  return askApproval(foyer.actor, request)
}
