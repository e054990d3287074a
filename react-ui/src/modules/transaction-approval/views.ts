import { lazyView } from '../../views/lazy-view.js'
import type { ViewComponents, ViewTitles } from '../../views/registry.types.js'

/**
 * The transaction-approval module's view: only sites that ask for transactions to be approved show
 * it, so it downloads when first shown.
 *
 * @example
 * const Component = transactionApprovalViewComponents.ApproveTransaction
 */
export const transactionApprovalViewComponents: ViewComponents<'ApproveTransaction'> = {
  ApproveTransaction: lazyView(() =>
    import('../../views/ApproveTransaction/ApproveTransactionView.js').then((m) => m.ApproveTransactionView),
  ),
}

/**
 * The transaction-approval module's view title.
 *
 * @example
 * transactionApprovalViewTitles.ApproveTransaction // 'Approve transaction'
 */
export const transactionApprovalViewTitles: ViewTitles<'ApproveTransaction'> = {
  ApproveTransaction: 'Approve transaction',
}
