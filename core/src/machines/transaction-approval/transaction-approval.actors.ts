import { fromCallback, fromPromise } from 'xstate'
import type { SentTransaction } from '../../chains/kit.types.js'
import { TRANSACTION_LANDED_TIMEOUT_MS } from '../../config/constants.js'
import { safeParseCaipNetworkId } from '../../networks/caip.js'
import { findNetwork } from '../../networks/registry.js'
import { getSystemActor, type HasSystem, watchSystemActor } from '../../system/system.js'
import { widenAdapter } from '../connection/connection.rules.js'
import { selectAdapter } from '../connection/connection.selectors.js'
import { selectOpenView } from '../modal/modal.selectors.js'
import type {
  ApprovalRequest,
  TransactionApprovalEvent,
  TransactionOutcome,
} from './transaction-approval.types.js'

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

/**
 * Waits until `sent` has landed, through its namespace's kit (whose waiting code downloads with the
 * first transaction sent), and answers how it ended. Never rejects: the time limit passing, a chain
 * that fails to answer until then, or nothing to wait on answer `unconfirmed`; `signal` aborting stops
 * the wait (answering `unconfirmed` too). For the swap's landing, and for any path that sends a
 * transaction and must say whether it succeeded (an EIP-5792 batch's receipts read the same status).
 *
 * @example
 * const outcome = await transactionOutcome(system, { caipNetworkId: 'eip155:1', id: hash }, signal)
 */
export async function transactionOutcome(
  system: HasSystem,
  sent: SentTransaction,
  signal: AbortSignal,
): Promise<TransactionOutcome> {
  const namespace = safeParseCaipNetworkId(sent.caipNetworkId)?.namespace
  if (!namespace) return 'unconfirmed'
  // The namespace's adapter: its kit's wait, and the network as the site configured it (its RPC URLs).
  const connection = getSystemActor(system, `connection.${namespace}`)
  const adapter = connection && widenAdapter(selectAdapter(connection.getSnapshot()))
  const network = adapter && findNetwork(adapter.networks, sent.caipNetworkId)
  const load = adapter?.kit.loadWaitUntilLanded
  if (!network || !load) return 'unconfirmed'
  // The kit's wait stops asking the chain when `signal` aborts, and when this wait gives up.
  const stop = new AbortController()
  const stopWait = () => stop.abort(signal.reason)
  signal.addEventListener('abort', stopWait, { once: true })
  const transaction = {
    id: sent.id,
    rpcUrls: network.rpcUrls.default.http,
    timeoutMs: TRANSACTION_LANDED_TIMEOUT_MS,
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeUp = new Promise<TransactionOutcome>((resolve) => {
    timer = setTimeout(() => resolve('unconfirmed'), TRANSACTION_LANDED_TIMEOUT_MS)
  })
  const waited = load()
    .then((wait) => wait(transaction, stop.signal))
    .catch((): TransactionOutcome => 'unconfirmed')
  const outcome = await Promise.race([waited, timeUp])
  clearTimeout(timer)
  signal.removeEventListener('abort', stopWait)
  stop.abort()
  return outcome
}

/**
 * Waits until a transaction the visitor approved has landed on its chain (see
 * {@link transactionOutcome}), so the balances read again after it include what it moved. It always
 * ends, and never fails: the transaction landing ends it, and so does `TRANSACTION_LANDED_TIMEOUT_MS`
 * passing without (a chain that fails to answer is asked again until then), or having nothing to wait
 * on (a namespace whose wallets' answers already mean landed, a network the site did not configure);
 * balances are read again then in every case, once. Stopping it stops the wait.
 *
 * @example
 * setup({ actors: { waitUntilLanded: waitUntilLandedActor } })
 */
export const waitUntilLandedActor = fromPromise<void, SentTransaction>(async ({ input, system, signal }) => {
  await transactionOutcome(system, input, signal)
})

/**
 * Waits until a sent transaction has landed and answers how it ended ({@link TransactionOutcome}):
 * never fails, never answers `succeeded` without the chain's word. Stopping it stops the wait.
 *
 * @example
 * setup({ actors: { waitForOutcome: waitForOutcomeActor } })
 */
export const waitForOutcomeActor = fromPromise<TransactionOutcome, SentTransaction>(
  ({ input, system, signal }) => transactionOutcome(system, input, signal),
)
