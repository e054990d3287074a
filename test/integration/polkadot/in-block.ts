import type { ApiPromise } from '@polkadot/api'
import type { AddressOrPair, SubmittableExtrinsic } from '@polkadot/api/types'
import type { Hash } from '@polkadot/types/interfaces'
import type { ISubmittableResult, Signer } from '@polkadot/types/types'

/**
 * Signs `tx` as `account` (a key pair, or an address with `signer`), sends it and resolves with the
 * result once it is in a block, failed or not (read `dispatchError`); rejects when the chain refuses
 * it.
 *
 * - The nonce is the chain's next one for the account (`nonce: -1`, the AccountNonceApi call): the
 *   default reads a cached account subscription, which can still hold the nonce from before a block
 *   that has just been built, and the chain then refuses the transaction as stale.
 * - InBlock or Finalized, whichever comes first: chopsticks reports Finalized 100 ms after InBlock,
 *   and @polkadot/api drops a status whose block and events it is still fetching when the next one
 *   arrives (`switchMap`), so a client slowed by a busy machine may never report InBlock.
 *
 * @example
 * const result = await inBlock(api.tx.balances.transferKeepAlive(bob.address, 1n), alice)
 */
export function inBlock(
  tx: SubmittableExtrinsic<'promise'>,
  account: AddressOrPair,
  signer?: Signer,
): Promise<ISubmittableResult> {
  return new Promise((resolve, reject) => {
    let unsubscribe: (() => void) | undefined
    let done = false
    const finish = (settle: () => void) => {
      if (done) return
      done = true
      settle()
      unsubscribe?.()
    }
    tx.signAndSend(account, { nonce: -1, ...(signer ? { signer } : {}) }, (result) => {
      if (result.status.isInBlock || result.status.isFinalized) finish(() => resolve(result))
      else if (result.isError) finish(() => reject(new Error(`Not included: ${result.status.type}`)))
    })
      .then((stop) => {
        unsubscribe = stop
        if (done) stop()
      })
      .catch((error: unknown) => finish(() => reject(error)))
  })
}

/**
 * The hash of the block a result of {@link inBlock} was included in (from its InBlock or Finalized status).
 *
 * @example
 * const header = await api.rpc.chain.getHeader(includedIn(await inBlock(tx, alice)))
 */
export function includedIn(result: ISubmittableResult): Hash {
  return result.status.isInBlock ? result.status.asInBlock : result.status.asFinalized
}

/**
 * The fees `who` paid in `result`, one per `balances.Withdraw` event of that account: this runtime
 * (statemine 900) emits no TransactionFeePaid event, and charges the fee as a withdrawal from the
 * signer before the call runs.
 *
 * @example
 * expect(feesWithdrawn(api, result, alice.address)).toEqual([5_570_033n])
 */
export function feesWithdrawn(api: ApiPromise, result: ISubmittableResult, who: string): bigint[] {
  return result.events.flatMap(({ event }) =>
    api.events.balances.Withdraw.is(event) && event.data.who.toString() === who
      ? [event.data.amount.toBigInt()]
      : [],
  )
}
