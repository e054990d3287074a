import {
  type ApproveTransactionViewModel,
  selectApproveTransactionView,
  type TransactionApprovalActions,
} from '@foyer/core'
import { sameViewModel } from '../../hooks/same-view-model.js'
import { useActorSelector } from '../../hooks/useActorSelector.js'
import { useIntents } from '../../hooks/useIntents.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'
import type { ViewProps } from '../view.types.js'
import { ApproveTransactionPanel } from './ApproveTransactionPanel.js'

const idle: ApproveTransactionViewModel = { status: 'idle' }

/**
 * The ApproveTransaction view wired to the transaction-approval module: Approve and Decline (Cancel,
 * Done) are its intents.
 *
 * @example
 * <ApproveTransactionView view={{ name: 'ApproveTransaction' }} />
 */
export function ApproveTransactionView(_: ViewProps<'ApproveTransaction'>) {
  const approval = useSystemActor('transactionApproval')
  const foyer = useIntents<TransactionApprovalActions>()
  const view = useActorSelector(
    approval,
    (snapshot) => (snapshot ? selectApproveTransactionView(snapshot) : idle),
    sameViewModel,
  )
  return (
    <ApproveTransactionPanel
      view={view}
      onApprove={() => foyer.approveTransaction?.()}
      onReject={() => foyer.rejectTransaction?.()}
    />
  )
}
