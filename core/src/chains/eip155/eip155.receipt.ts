// How an EVM transaction ended, read from its receipt. Imports nothing: both the wait for a sent
// transaction (eip155.landed.ts, downloaded with the first transaction) and a wallet's report of a
// batch of calls (EIP-5792's `wallet_getCallsStatus`, whose receipts carry the same `status`) read it.

/**
 * A receipt's outcome: `succeeded` where its `status` is 1 (`0x1`, or `success` as viem writes it),
 * `failed` otherwise (0: the transaction reverted; it paid its fee and moved nothing else), or
 * `undefined` while there is no receipt (`null`: no block holds the transaction yet). A receipt with no
 * readable status (before the Byzantium fork receipts had a state root instead) reads as failed: the
 * modal never says a swap succeeded that it cannot tell did.
 *
 * @example
 * receiptOutcome({ status: '0x1' }) // 'succeeded'
 * receiptOutcome({ status: '0x0' }) // 'failed'
 * receiptOutcome(null) // undefined
 */
export function receiptOutcome(receipt: unknown): 'succeeded' | 'failed' | undefined {
  if (typeof receipt !== 'object' || receipt === null) return undefined
  const status: unknown = Reflect.get(receipt, 'status')
  return status === '0x1' || status === 'success' || status === 1 ? 'succeeded' : 'failed'
}
