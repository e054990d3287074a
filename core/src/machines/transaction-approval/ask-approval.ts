import type { SentTransaction } from '../../chains/kit.types.js'
import type { TransactionPreview } from '../../chains/transaction-preview.types.js'
import { RequestAbortedError } from '../../errors/connection.js'
import { defineError } from '../../errors/define.js'
import { toRpcError } from '../../errors/rpc.js'
import { getSystemActor, type HasSystem } from '../../system/system.js'
import './transaction-approval.system.js'

/**
 * A transaction was to be shown for approval, but the site did not plug in the module that shows it.
 *
 * @example
 * createFoyer({ adapters, modules: [transactionApproval()] }) // what the site needs
 */
export class TransactionApprovalMissingError extends defineError(
  'TRANSACTION_APPROVAL_MISSING',
  'Transaction approval is not set up: add transactionApproval() to the modules',
  'TransactionApprovalMissingError',
) {}

let lastApprovalId = 0

/**
 * What a transaction to approve is: its preview, the work that asks the wallet once approved, and,
 * when that work sends a transaction, how to read it from the work's result (the balances the modal
 * shows are read again once it has landed on its chain, rather than as soon as the wallet answers).
 *
 * @example
 * const request: ApprovalAsk<Hex> = { preview, run, sent: (hash) => ({ caipNetworkId: 'eip155:1', id: hash }) }
 */
export type ApprovalAsk<output> = {
  preview: TransactionPreview
  run: (signal: AbortSignal) => Promise<output>
  sent?: ((output: output) => SentTransaction | undefined) | undefined
}

/**
 * Shows a transaction for approval through Foyer's actor system (what `requestApproval` does for code
 * that holds the facade): the ApproveTransaction view shows it and, once the visitor approves, `run`
 * asks the wallet; resolves with what it gives. Rejects with the standard rejection (code 4001) when
 * the visitor declines or closes the modal, 'Request was aborted' when they cancel while the wallet
 * is asked, and with `run`'s error when it fails.
 *
 * @example
 * const signature = await askApproval(context.system, { preview, run })
 */
export function askApproval<output>(holder: HasSystem, request: ApprovalAsk<output>): Promise<output> {
  const approval = getSystemActor(holder, 'transactionApproval')
  if (!approval) return Promise.reject(new TransactionApprovalMissingError())
  const requestId = `approval-${++lastApprovalId}`
  let result: { value: output } | undefined
  return new Promise((resolve, reject) => {
    const subscription = approval.on('approval.settled', ({ requestId: settledId, outcome }) => {
      if (settledId !== requestId) return
      subscription.unsubscribe()
      if (outcome.status === 'done' && result) resolve(result.value)
      else if (outcome.status === 'declined') reject(toRpcError(4001, 'The visitor declined the transaction'))
      else if (outcome.status === 'failed') reject(outcome.error)
      else reject(new RequestAbortedError())
    })
    approval.send({
      type: 'APPROVAL.REQUEST',
      request: {
        requestId,
        preview: request.preview,
        run: async (signal) => {
          result = { value: await request.run(signal) }
          return result.value
        },
        // Read from the caller's own result, which has its type (the machine's is `unknown`).
        sent: () => (result ? request.sent?.(result.value) : undefined),
      },
    })
  })
}
