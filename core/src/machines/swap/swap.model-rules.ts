import type { SwapToken } from '../../api/blockchain/convert.types.js'
import { EVM_ADDRESS } from '../connection/connection.fixtures.js'
import {
  type AccountKey,
  actorOf,
  BATCH_ID,
  BATCH_TIMEOUT,
  E18,
  FEE_RESERVE,
  HASH_R,
  HASH_S,
  inWallet,
  keyOf,
  type ModelEvent,
  mismatch,
  NO_CAPABILITIES,
  outputOf,
  PAUSED,
  POLL,
  REFRESH,
  unitsOf,
} from './swap.model-events.js'
import type { MaxAnswer, QuoteAnswer } from './swap.types.js'

// ---- The rules, written out again ---------------------------------------------------------------

export type Reference = {
  status: string
  account: AccountKey | undefined
  pair: [string, string] | undefined
  amount: string
  /**
   * The amount and balance of the quote shown, its network fee (`undefined`: not estimated) and what
   * the fee takes from the balance paid from (the fee where the coin is paid).
   */
  quote:
    | { amount: bigint; toAmount: bigint; balance: bigint; fee: bigint | undefined; spent: bigint }
    | undefined
  /** Max found the coin's balance short of the fee, and filled 0. */
  maxShort: boolean
  needsApproval: boolean
  /** The approval and the swap go as one prompt (the wallet batches atomically). */
  batched: boolean
  errorStart: string | undefined
  asked: string[]
  /** Swap arguments given while the tokens were not known (or the form was busy): applied once they are. */
  preset: boolean
  /** How the swap ended (sent alone or as a batch), once the chain answered or the wait gave up. */
  outcome: string | undefined
  /** The result's transaction: the swap's, the batch's as the chain shows it, or the batch's id unconfirmed. */
  hash: string | undefined
  /** What the machine told its listeners (a swap's success only once its receipt says so). */
  emitted: number
}
/** What a new form or a new account forgets: the quote, its checks, and the last swap's end. */
const cleared = {
  quote: undefined,
  maxShort: false,
  needsApproval: false,
  batched: false,
  errorStart: undefined,
  outcome: undefined,
  hash: undefined,
} as const
const isQuotable = (ref: Reference) => ref.pair !== undefined && unitsOf(ref.amount) !== undefined
const settled = (ref: Reference): Reference => ({
  ...ref,
  status: isQuotable(ref) ? 'editing.pausing' : 'editing.idle',
})
export function referenceStep(ref: Reference, event: ModelEvent): Reference {
  const editing = ref.status.startsWith('editing.')
  const edit = (pair: Reference['pair'], amount = ref.amount) =>
    settled({ ...ref, pair, amount, quote: undefined, errorStart: undefined, maxShort: false })
  switch (event.type) {
    case 'SWAP.ACCOUNT_CHANGED': {
      const to = keyOf(event.account)
      if (to === ref.account) return ref
      if (inWallet(ref.status)) return { ...ref, account: to }
      const status = to === 'mainnet' || to === 'base' ? 'loading' : 'unavailable'
      return {
        ...ref,
        status,
        account: to,
        pair: undefined,
        ...cleared,
      }
    }
    case 'SWAP.SET_FROM':
      if (!editing || !ref.pair) return ref
      return edit(ref.pair[1] === 'ETH' ? ['ETH', ref.pair[0]] : ['ETH', ref.pair[1]])
    case 'SWAP.SET_TO':
      if (!editing || !ref.pair) return ref
      return edit(ref.pair[0] === 'FUSD' ? [ref.pair[1], 'FUSD'] : [ref.pair[0], 'FUSD'])
    case 'SWAP.FLIP':
      return editing && ref.pair ? edit([ref.pair[1], ref.pair[0]]) : ref
    case 'SWAP.SET_AMOUNT':
      return editing ? edit(ref.pair, event.amount) : ref
    case 'SWAP.MAX':
      return editing && ref.pair && ref.account === 'mainnet'
        ? {
            ...ref,
            status: 'editing.measuring',
            quote: undefined,
            errorStart: undefined,
            maxShort: false,
            asked: [...ref.asked, `balance ${ref.pair[0]}`],
          }
        : ref
    case 'SWAP.OPEN': {
      if (!('preset' in event) || event.preset === undefined) return ref
      if (!editing) return { ...ref, preset: true }
      return { ...edit(['FOY', 'ETH'], '10'), preset: false }
    }
    case 'SWAP.SUBMIT':
      // The balance must cover the amount, and the fee where the coin is paid.
      return ref.status === 'editing.quoted' &&
        ref.quote &&
        ref.quote.amount + ref.quote.spent <= ref.quote.balance
        ? { ...ref, status: 'checkingAllowance', errorStart: undefined }
        : ref
    case 'SWAP.RESET':
      // The result, or the wait for it (the visitor may leave it, on either path): an empty form.
      if (ref.status !== 'done' && ref.status !== 'landing' && !ref.status.startsWith('batchLanding.'))
        return ref
      if (ref.account !== 'mainnet')
        return {
          ...ref,
          status: ref.account === 'base' ? 'loading' : 'unavailable',
          pair: undefined,
          ...cleared,
        }
      return {
        ...ref,
        status: 'editing.idle',
        amount: '',
        ...cleared,
      }
    case PAUSED:
      return {
        ...ref,
        status: 'editing.quoting',
        asked: [...ref.asked, `quote ${ref.amount} ${ref.pair?.join('→')}`],
      }
    case REFRESH:
      return {
        ...ref,
        status: 'editing.refreshing',
        asked: [...ref.asked, `quote ${ref.amount} ${ref.pair?.join('→')}`],
      }
    // A wallet that does not say whether it batches: the two prompts, as without batching.
    case NO_CAPABILITIES:
      return { ...ref, status: 'approving', asked: [...ref.asked, 'approve'] }
    case POLL:
      return { ...ref, status: 'batchLanding.asking' }
    // Not shown by the chain in time: unconfirmed, shown with the batch's id (never a success).
    case BATCH_TIMEOUT:
      return { ...ref, status: 'done', outcome: 'unconfirmed', hash: BATCH_ID }
  }
  const actor = actorOf(event.type)
  const ok = event.type.startsWith('xstate.done')
  const output = outputOf(event)
  const back = (errorStart: string): Reference => ({ ...ref, status: 'editing.quoted', errorStart })
  const moved = ref.account !== 'mainnet'
  const restart = (): Reference => ({
    ...ref,
    status: ref.account === 'mainnet' || ref.account === 'base' ? 'loading' : 'unavailable',
    pair: undefined,
    ...cleared,
  })
  switch (actor) {
    case 'loadTokens': {
      if (!ok) return { ...ref, status: 'unavailable', errorStart: 'Could not load the tokens to swap' }
      if ((output as SwapToken[]).length < 2)
        return { ...ref, status: 'unavailable', errorStart: 'Network not supported for Swaps' }
      if (ref.preset) return settled({ ...ref, pair: ['FOY', 'ETH'], amount: '10', preset: false })
      return settled({ ...ref, pair: ['FUSD', 'FOY'] })
    }
    case 'fetchQuote':
    case 'refreshQuote': {
      const pair = ref.pair?.join(' → ')
      if (!ok)
        return {
          ...ref,
          status: 'editing.idle',
          quote: undefined,
          errorStart: `Could not get a quote for ${pair}: HTTP status code: 500`,
        }
      const answer = output as QuoteAnswer
      if (!answer.quote)
        return { ...ref, status: 'editing.idle', quote: undefined, errorStart: `No quote for ${pair}` }
      const fee = answer.fee.units
      return {
        ...ref,
        status: 'editing.quoted',
        quote: {
          amount: answer.quote.fromAmount,
          toAmount: answer.quote.toAmount,
          balance: answer.balance,
          fee,
          // Paid in the coin, the balance pays the fee too (where it is known).
          spent: ref.pair?.[0] === 'ETH' ? (fee ?? 0n) : 0n,
        },
      }
    }
    case 'measureMax': {
      if (!ok) return { ...ref, status: 'editing.idle', errorStart: 'Could not read your' }
      const { balance, fee } = output as MaxAnswer
      // A token: its whole balance.
      if (!fee) return settled({ ...ref, amount: formatWhole(balance) })
      // The coin: the balance less 1.2 times the fee; none known, nothing filled; short, 0 and said.
      if (fee.units === undefined)
        return { ...ref, status: 'editing.idle', errorStart: 'Could not estimate the network fee' }
      if (balance <= FEE_RESERVE) return settled({ ...ref, amount: '0', maxShort: true })
      return settled({ ...ref, amount: formatWhole(balance - FEE_RESERVE) })
    }
    case 'checkAllowance': {
      if (!ok) return back(`Could not read how much ${ref.pair?.[0]} the exchange may spend`)
      const short = (output as bigint) < (ref.quote?.amount ?? 0n)
      // Short: the wallet is asked first whether it takes the approval and the swap as one prompt.
      return {
        ...ref,
        status: short ? 'checkingBatching' : 'building',
        needsApproval: short,
        batched: false,
        asked: [...ref.asked, ...(short ? ['capabilities'] : ['build'])],
      }
    }
    case 'readBatching':
      return ok && output === true
        ? { ...ref, status: 'batchBuilding', batched: true, asked: [...ref.asked, 'build batch'] }
        : { ...ref, status: 'approving', asked: [...ref.asked, 'approve'] }
    case 'buildBatch': {
      if (!ok) return back('Could not build the swap: HTTP status code: 500')
      const built = (output as { built: { toAmount: bigint } }).built.toAmount
      if (built * 100n < (ref.quote?.toAmount ?? 0n) * 99n)
        return { ...ref, status: 'editing.pausing', quote: undefined, errorStart: 'The price moved' }
      return { ...ref, status: 'batching', asked: [...ref.asked, 'batch'] }
    }
    case 'sendBatch':
      if (!ok && moved) return restart()
      return ok
        ? { ...ref, status: 'batchLanding.asking' }
        : {
            ...ref,
            status: 'editing.pausing',
            quote: undefined,
            errorStart: `You rejected the approval of ${ref.pair?.[0]} and the swap`,
          }
    case 'readBatchStatus': {
      const status = ok ? (output as { status: string }).status : 'unknown'
      // The chain's receipts decide, as for a swap sent alone: a success is told only here.
      if (status === 'confirmed')
        return { ...ref, status: 'done', outcome: 'succeeded', hash: HASH_S, emitted: ref.emitted + 1 }
      // Reverted on the chain: the result says so, with the transaction; nothing is told.
      if (status === 'reverted') return { ...ref, status: 'done', outcome: 'failed', hash: HASH_R }
      // The wallet reports a failure the chain holds nothing of: said, and the form quotes again.
      if (status === 'failed' && moved) return restart()
      if (status === 'failed')
        return {
          ...ref,
          status: 'editing.pausing',
          quote: undefined,
          batched: false,
          errorStart: `The approval of ${ref.pair?.[0]} and the swap failed: the wallet reports the batch failed. Nothing was approved or swapped.`,
        }
      return { ...ref, status: 'batchLanding.waiting' }
    }
    case 'sendApproval':
      if (moved) return restart()
      return ok
        ? { ...ref, status: 'approvalLanding' }
        : back(`You rejected the approval of ${ref.pair?.[0]}`)
    case 'approvalLanded':
      // Only an approval whose receipt says it succeeded goes on to the swap.
      if (ok && output === 'succeeded') return { ...ref, status: 'building', asked: [...ref.asked, 'build'] }
      if (ok && output === 'failed') return back(`The approval of ${ref.pair?.[0]} failed on the chain`)
      return back(`The approval of ${ref.pair?.[0]} was sent but not confirmed`)
    case 'buildSwap': {
      // A call that is not the swap shown is refused with what differs (nothing is sent), never as a
      // failed build.
      if (!ok && 'error' in event && event.error === mismatch)
        return back(
          `The swap service built a transaction that is not the swap shown, so it was not sent: the swap pays what it gives to 0x00000000000000000000000000000000000bAd00, not to ${EVM_ADDRESS}.`,
        )
      if (!ok) return back('Could not build the swap: HTTP status code: 500')
      const built = (output as { toAmount: bigint }).toAmount
      const shown = ref.quote?.toAmount ?? 0n
      // The slippage rule, written out: at least 99 % of the quote shown.
      if (built * 100n < shown * 99n)
        return { ...ref, status: 'editing.pausing', quote: undefined, errorStart: 'The price moved' }
      return { ...ref, status: 'swapping', asked: [...ref.asked, 'swap'] }
    }
    case 'sendSwap':
      if (!ok && moved) return restart()
      return ok
        ? { ...ref, status: 'landing' }
        : { ...ref, status: 'editing.pausing', quote: undefined, errorStart: 'You rejected the swap' }
    case 'swapLanded': {
      const outcome = ok ? (output as string) : 'unconfirmed'
      return {
        ...ref,
        status: 'done',
        outcome,
        hash: HASH_S,
        emitted: ref.emitted + (outcome === 'succeeded' ? 1 : 0),
      }
    }
  }
  return ref
}

/** The prompt the view must name, by the rules: the approval first, then the swap. */
export function expectedStep(ref: Reference): string | undefined {
  const [from, to] = ref.pair ?? ['?', '?']
  if (ref.status === 'approving') return `Approve ${from} in your wallet (1 of 2)`
  if (ref.status === 'swapping')
    return `Swap ${from} for ${to} in your wallet (${ref.needsApproval ? '2 of 2' : '1 of 1'})`
  if (ref.status === 'batching') return `Approve ${from} and swap it for ${to} in your wallet (one prompt)`
  return undefined
}

/** The same prompt as data: the step, which of how many, the pair's symbols. */
export function expectedPrompt(ref: Reference) {
  const [from, to] = ref.pair ?? ['?', '?']
  const prompt = (step: 'approve' | 'swap' | 'batch', index: number, count: number) => ({
    step,
    index,
    count,
    from,
    to,
  })
  if (ref.status === 'approving') return prompt('approve', 1, 2)
  if (ref.status === 'swapping') return ref.needsApproval ? prompt('swap', 2, 2) : prompt('swap', 1, 1)
  if (ref.status === 'batching') return prompt('batch', 1, 1)
  return undefined
}

export function formatWhole(units: bigint): string {
  const fraction = (units % E18).toString().padStart(18, '0').replace(/0+$/, '')
  return fraction ? `${units / E18}.${fraction}` : `${units / E18}`
}
