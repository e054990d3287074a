import type { TransactionPreview } from './transaction-approval.types.js'

/**
 * What the ApproveTransaction view shows:
 * - `reviewing`: the transaction in words, with Decline, and Approve when `canApprove` (false when
 *   the preview carries a refusal: Foyer cannot read what would be signed);
 * - `signing`: the same, while the wallet is asked (Cancel);
 * - `failed`: why the wallet refused or the transaction failed (Done);
 * - `idle`: nothing waits for approval.
 * `queued` counts the requests waiting behind this one.
 *
 * @example
 * const view: ApproveTransactionViewModel = { status: 'reviewing', preview, queued: 0, canApprove: true }
 */
export type ApproveTransactionViewModel =
  | { status: 'idle' }
  | { status: 'reviewing'; preview: TransactionPreview; queued: number; canApprove: boolean }
  | { status: 'signing'; preview: TransactionPreview; queued: number }
  | { status: 'failed'; preview: TransactionPreview; queued: number; error: string }
