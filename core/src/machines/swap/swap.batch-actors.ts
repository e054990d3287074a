import { fromPromise } from 'xstate'
import type { ActiveAccount } from '../../account-data/active-account.js'
import type { BatchProof, BatchStatus } from '../../chains/transfer.types.js'
import type { SwapRequest } from './swap.actors.js'
import type { SwapCall, SwapPorts } from './swap.types.js'
import { type CheckedSwap, verifySwapApproval, verifySwapTransaction } from './swap.verify.js'

// The swap's effects when the approval and the swap go to the wallet as one atomic batch (EIP-5792 on
// EVM, through the ports the Swap module gives).

const userOf = (account: ActiveAccount) => account.address as `0x${string}`

/**
 * Whether the wallet batches atomically on the account's network. Never fails: a wallet that throws
 * or answers junk means no batching (the machine also stops waiting for one that hangs).
 */
export const readBatchingActor = fromPromise<boolean, { ports: SwapPorts; account: ActiveAccount }>(
  async ({ input: { ports, account } }) => {
    if (!ports.batch) return false
    return ports.batch.canBatch(account).then(
      (atomic) => atomic === true,
      () => false,
    )
  },
)

/**
 * The approval and the swap, built together for one batch. The swap is built without the service's
 * simulation (`disableEstimate`): nothing is approved yet, so it would fail; both are checked against
 * the swap shown before the wallet is asked all the same, and the swap must go to the contract the
 * approval lets spend (see `swap.verify.ts`).
 */
export const buildBatchActor = fromPromise<
  { approval: SwapCall; built: CheckedSwap },
  { ports: SwapPorts; swap: SwapRequest }
>(async ({ input: { ports, swap }, signal }) => {
  const request = {
    network: swap.network,
    from: swap.from.address,
    to: swap.to.address,
    userAddress: userOf(swap.account),
    amount: swap.amount,
    signal,
  }
  const [approval, built] = await Promise.all([
    ports.convert.buildApproval(request),
    ports.convert.buildSwap({ ...request, disableEstimate: true }),
  ])
  const spender = verifySwapApproval(approval, swap)
  const acceptsAtLeast = verifySwapTransaction(built, swap, { spender, now: Date.now() / 1000 })
  return {
    approval: { to: approval.to, data: approval.data, value: approval.value },
    built: { ...built, acceptsAtLeast },
  }
})

/** Asks the wallet to send the approval and the swap as one atomic batch; its id. */
export const sendBatchActor = fromPromise<
  string,
  { ports: SwapPorts; account: ActiveAccount; calls: readonly SwapCall[] }
>(({ input: { ports, account, calls } }) => {
  if (!ports.batch) return Promise.reject(new Error('swap: no batching to send with'))
  return ports.batch.send(account, calls)
})

/** Where the batch is, the chain's receipts deciding (see `SwapBatchPorts.status`). */
export const readBatchStatusActor = fromPromise<
  BatchStatus,
  { ports: SwapPorts; account: ActiveAccount; id: string; proof: BatchProof }
>(({ input: { ports, account, id, proof } }) => {
  if (!ports.batch) return Promise.reject(new Error('swap: no batching to ask about'))
  return ports.batch.status(account, id, proof)
})
