import type { SnapshotFrom } from 'xstate'
import type { transactionApprovalMachine } from './transaction-approval.machine.js'
import type { ApproveTransactionViewModel } from './transaction-approval.views.js'

/** A snapshot of the approval actor. */
export type TransactionApprovalSnapshot = SnapshotFrom<typeof transactionApprovalMachine>

/**
 * The ApproveTransaction view's model.
 *
 * @example
 * selectApproveTransactionView(approval.getSnapshot()).status // 'reviewing'
 */
export function selectApproveTransactionView(
  snapshot: TransactionApprovalSnapshot,
): ApproveTransactionViewModel {
  const [request, ...waiting] = snapshot.context.queue
  if (!request || snapshot.matches('idle')) return { status: 'idle' }
  const shown = { preview: request.preview, queued: waiting.length }
  if (snapshot.matches('failed')) return { status: 'failed', ...shown, error: snapshot.context.error ?? '' }
  if (snapshot.matches('signing')) return { status: 'signing', ...shown }
  return { status: 'reviewing', ...shown, canApprove: request.preview.refusal === undefined }
}
