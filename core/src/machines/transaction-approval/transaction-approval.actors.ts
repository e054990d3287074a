import { fromCallback, fromPromise } from 'xstate'
import { watchSystemActor } from '../../system/system.js'
import { selectOpenView } from '../modal/modal.selectors.js'
import type { ApprovalRequest, TransactionApprovalEvent } from './transaction-approval.types.js'

/**
 * Tells the machine when the ApproveTransaction view leaves the screen, the modal closing or the
 * visitor going back (`APPROVAL.VIEW_CLOSED`). Without a modal it does nothing.
 *
 * @example
 * setup({ actors: { watchApproveView: watchApproveViewActor } })
 */
export const watchApproveViewActor = fromCallback<TransactionApprovalEvent>(({ system, sendBack }) => {
  let onApproveView = false
  return watchSystemActor(system, 'modal', (snapshot) => {
    const view = selectOpenView(snapshot)
    if (onApproveView && view !== 'ApproveTransaction') sendBack({ type: 'APPROVAL.VIEW_CLOSED' })
    onApproveView = view === 'ApproveTransaction'
  })
})

/**
 * Runs an approved request's work (asking the wallet); stopping the actor (the visitor cancelled)
 * aborts its signal, so the work does nothing more once the wallet answers.
 *
 * @example
 * setup({ actors: { runRequest: runRequestActor } })
 */
export const runRequestActor = fromPromise<unknown, ApprovalRequest | undefined>(({ input, signal }) =>
  input ? input.run(signal) : Promise.reject(new Error('No transaction waits for approval')),
)
