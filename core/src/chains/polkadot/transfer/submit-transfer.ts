import type { ApiPromise } from '@polkadot/api'
import { isRecord } from '../../../utils/is-record.js'
import { poolRefusalOf } from './pool-refusal.js'
import type { TransferExtrinsic } from './transfer-chain.js'
import {
  PolkadotTransactionFailedError,
  PolkadotTransactionRefusedError,
  PolkadotTransferNotLandedError,
} from './transfer-errors.js'

// Submitting a signed transfer and waiting until a block holds it, with `author_submitAndWatchExtrinsic`
// read directly rather than through `signAndSend`: @polkadot/api drops a status whose block and events
// it is still fetching when the next one arrives, so a busy client may never see InBlock, only
// Finalized (chopsticks reports both 100 ms apart). The first of InBlock and Finalized is the block;
// its events say whether the transfer succeeded (the fee is paid either way).

/**
 * How long a submitted transfer is waited for until a block holds it: the project's
 * `TRANSACTION_LANDED_TIMEOUT_MS` (config/constants.ts, 60 s), which a test keeps equal. Written here
 * rather than imported: that module is the page's, and this lazy file importing it would cut it out of
 * the page's chunk into a file of its own.
 */
export const POLKADOT_IN_BLOCK_TIMEOUT_MS = 60_000

/** Pool statuses after which the transaction will not be in a block from this submission. */
const lostStatuses = new Set(['Dropped', 'Invalid', 'Usurped', 'FinalityTimeout'])

/**
 * Submits the signed transfer `tx` and resolves with the hash of the block that holds it (InBlock or
 * Finalized, whichever comes first). The pool's refusal is a `PolkadotTransactionRefusedError` (nothing
 * moved, no fee); a transaction the pool took but lost, or that no block held within `timeoutMs`, a
 * `PolkadotTransferNotLandedError` (it may still land).
 *
 * @example
 * const blockHash = await submitUntilInBlock(api, signed, POLKADOT_IN_BLOCK_TIMEOUT_MS)
 */
export function submitUntilInBlock(
  api: ApiPromise,
  tx: TransferExtrinsic,
  timeoutMs: number,
): Promise<string> {
  const hash = tx.hash.toHex()
  return new Promise((resolve, reject) => {
    let unsubscribe: (() => void) | undefined
    let settled = false
    const settle = (finish: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      finish()
      unsubscribe?.()
    }
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(new PolkadotTransferNotLandedError({ details: `${hash}: no block within ${timeoutMs} ms` })),
        ),
      timeoutMs,
    )
    api.rpc.author
      .submitAndWatchExtrinsic(tx, (status) => {
        if (status.isInBlock) settle(() => resolve(status.asInBlock.toHex()))
        else if (status.isFinalized) settle(() => resolve(status.asFinalized.toHex()))
        else if (lostStatuses.has(status.type))
          settle(() =>
            reject(
              new PolkadotTransferNotLandedError({ details: `${hash}: the pool reported ${status.type}` }),
            ),
          )
      })
      .then(
        (stop) => {
          unsubscribe = stop
          if (settled) stop()
        },
        (error: unknown) => settle(() => reject(submitErrorOf(error, hash))),
      )
  })
}

/** What a failed submission means: the pool's refusal in words, or a transaction that may have gone. */
function submitErrorOf(error: unknown, hash: string): Error {
  const message = error instanceof Error ? error.message : String(error)
  const reason = poolRefusalOf(message)
  return reason
    ? new PolkadotTransactionRefusedError(reason, { details: message, cause: error })
    : new PolkadotTransferNotLandedError({ details: `${hash}: ${message}`, cause: error })
}

/**
 * Checks how the transfer `hash` went in the block `blockHash`: resolves when its events say
 * `ExtrinsicSuccess`, rejects with a `PolkadotTransactionFailedError` naming the runtime's error
 * (`balances.InsufficientBalance: Balance too low to send value`) when they say `ExtrinsicFailed`.
 *
 * @example
 * await confirmDispatched(api, blockHash, signed.hash.toHex())
 */
export async function confirmDispatched(api: ApiPromise, blockHash: string, hash: string): Promise<void> {
  const events = api.query.system?.events
  if (!events) throw new Error('the runtime has no System.Events')
  const [signedBlock, records] = await Promise.all([api.rpc.chain.getBlock(blockHash), events.at(blockHash)])
  const index = signedBlock.block.extrinsics.findIndex((each) => each.hash.toHex() === hash)
  if (index < 0) throw new PolkadotTransferNotLandedError({ details: `${hash} is not in block ${blockHash}` })
  for (const record of Array.isArray(records) ? records : []) {
    const { phase, event } = record as {
      phase: { isApplyExtrinsic: boolean; asApplyExtrinsic: { toNumber(): number } }
      event: { section: string; method: string; data: readonly unknown[] }
    }
    if (!phase.isApplyExtrinsic || phase.asApplyExtrinsic.toNumber() !== index) continue
    if (event.section !== 'system' || event.method !== 'ExtrinsicFailed') continue
    throw new PolkadotTransactionFailedError(dispatchErrorOf(api, event.data[0]))
  }
}

/** A `DispatchError` in words: a pallet's error with its documentation, else its kind. */
function dispatchErrorOf(api: ApiPromise, error: unknown): { error: string; words?: string | undefined } {
  if (!isRecord(error)) return { error: 'an unknown error' }
  if (error.isModule === true) {
    try {
      const module = Reflect.get(error, 'asModule') as Parameters<ApiPromise['registry']['findMetaError']>[0]
      const { section, name, docs } = api.registry.findMetaError(module)
      return { error: `${section}.${name}`, words: docs.join(' ').trim() || undefined }
    } catch {
      return { error: 'a pallet error this runtime does not describe' }
    }
  }
  // Others are an enum whose kind may hold one more (`Token.FundsUnavailable`, `Arithmetic.Underflow`).
  const kind = typeof error.type === 'string' ? error.type : 'an unknown error'
  const inner: unknown = Reflect.get(error, `as${kind}`)
  const detail = isRecord(inner) && typeof inner.type === 'string' ? `.${inner.type}` : ''
  return { error: `${kind}${detail}` }
}
