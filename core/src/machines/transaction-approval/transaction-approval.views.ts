import type { TransactionPreview } from './transaction-approval.types.js'

/**
 * What the ApproveTransaction view shows:
 * - `reviewing`: the transaction in words, with Approve and Decline;
 * - `signing`: the same, while the wallet is asked (Cancel);
 * - `failed`: why the wallet refused or the transaction failed (Done);
 * - `idle`: nothing waits for approval.
 * `queued` counts the requests waiting behind this one.
 *
 * @example
 * const view: ApproveTransactionViewModel = { status: 'reviewing', preview, queued: 0 }
 */
export type ApproveTransactionViewModel =
  | { status: 'idle' }
  | { status: 'reviewing' | 'signing'; preview: TransactionPreview; queued: number }
  | { status: 'failed'; preview: TransactionPreview; queued: number; error: string }
