import type { BatchStatus } from '../../chains/transfer.types.js'
import { swapFailure } from './swap.failures.js'
import { requestOf, swapSetup } from './swap.setup.js'

// The approval and the swap as one prompt (EIP-5792 on EVM): entered where the allowance is short.
// The wallet is asked whether it batches atomically; where it does, both calls are built, the swap
// checked against the quote shown, and the wallet asked once; the batch is then asked about every
// `callsStatusPoll` until the chain shows how it ended (the same outcome as a swap sent alone). Anywhere the wallet does not batch
// (it says no, fails, answers junk or does not answer in time), the swap goes on as two prompts.

const state = swapSetup.createStateConfig

/** The transaction the chain shows carried the batch, where it shows one. */
const transactionOf = (status: BatchStatus) =>
  status.status === 'confirmed' || status.status === 'reverted' ? status.id : ''

/** The states of a batched swap (spread into the machine's states). */
export const swapBatchStates = {
  /** Whether the wallet batches atomically; no answer within `walletCapabilitiesTimeout` is a no. */
  checkingBatching: state({
    entry: 'clearBatch',
    after: { walletCapabilitiesTimeout: 'approving' },
    invoke: {
      src: 'readBatching',
      id: 'readBatching',
      input: ({ context }) => ({ ports: context.ports, account: requestOf(context).account }),
      onDone: [
        {
          guard: { type: 'isAtomic', params: ({ event }) => ({ atomic: event.output }) },
          target: 'batchBuilding',
          actions: 'setBatched',
        },
        { target: 'approving' },
      ],
      onError: 'approving',
    },
  }),
  /** The approval and the swap are built; the swap is compared with the quote shown before the wallet is asked. */
  batchBuilding: state({
    invoke: {
      src: 'buildBatch',
      id: 'buildBatch',
      input: ({ context }) => ({ ports: context.ports, swap: requestOf(context) }),
      onDone: [
        {
          guard: {
            type: 'isWithinSlippage',
            params: ({ event }) => ({
              built: event.output.built.toAmount,
              acceptsAtLeast: event.output.built.acceptsAtLeast,
            }),
          },
          target: 'batching',
          actions: { type: 'setBatch', params: ({ event }) => event.output },
        },
        { target: 'editing.pausing', actions: ['setSlippageMoved', 'clearBatch'] },
      ],
      onError: {
        target: 'editing.quoted',
        actions: [
          { type: 'setError', params: ({ event }) => ({ error: swapFailure.build(event.error) }) },
          'clearBatch',
        ],
      },
    },
  }),
  /** The wallet shows the approval and the swap as one prompt. */
  batching: state({
    tags: 'awaitingWallet',
    on: { 'SWAP.ACCOUNT_CHANGED': { actions: 'followAccount' } },
    invoke: {
      src: 'sendBatch',
      id: 'sendBatch',
      input: ({ context }) => {
        if (!context.built || !context.approval || !context.account)
          throw new Error('swap: sending an unbuilt batch')
        const { built } = context
        const swap = { to: built.to, data: built.data, value: built.value }
        return { ports: context.ports, account: context.account, calls: [context.approval, swap] }
      },
      onDone: {
        target: 'batchLanding',
        actions: { type: 'setBatchId', params: ({ event }) => ({ id: event.output }) },
      },
      onError: [
        { guard: 'accountMoved', target: 'restarting' },
        // Quoted again: the visitor sees today's price before trying again.
        {
          target: 'editing.pausing',
          actions: [{ type: 'setBatchError', params: ({ event }) => ({ error: event.error }) }, 'clearBatch'],
        },
      ],
    },
  }),
  /**
   * The batch was sent: asked about until the chain shows how it ended, an outcome as for a swap sent
   * alone: succeeded (a receipt shows the amount paid leaving the account) or reverted (nothing of it
   * stayed, the fee was paid), the result either way. A failure the chain shows nothing of (the wallet
   * reports one and names no transaction) is said, and quoted again. Not shown within
   * `batchLandedTimeout`, the outcome is unconfirmed. The visitor may leave the wait, as for a swap.
   */
  batchLanding: state({
    on: {
      'SWAP.ACCOUNT_CHANGED': { actions: 'followAccount' },
      'SWAP.RESET': [
        { guard: 'accountMoved', target: 'restarting' },
        { target: 'editing.idle', actions: 'resetForm' },
      ],
    },
    after: {
      batchLandedTimeout: {
        target: 'done',
        actions: [{ type: 'setOutcome', params: { outcome: 'unconfirmed' } }, 'readBalancesAgain'],
      },
    },
    initial: 'asking',
    states: {
      asking: {
        invoke: {
          src: 'readBatchStatus',
          id: 'readBatchStatus',
          input: ({ context }) => {
            if (!context.batchFor || !context.batchId) throw new Error('swap: asking about an unsent batch')
            return { ports: context.ports, id: context.batchId, ...context.batchFor }
          },
          onDone: [
            {
              guard: { type: 'isBatchConfirmed', params: ({ event }) => ({ status: event.output }) },
              target: '#swap.done',
              actions: [
                { type: 'setSwapHash', params: ({ event }) => ({ hash: transactionOf(event.output) }) },
                { type: 'setOutcome', params: { outcome: 'succeeded' } },
                { type: 'announceSwapped', params: { outcome: 'succeeded' } },
                'readBalancesAgain',
              ],
            },
            // The chain shows the batch's transaction reverted: the result says so (no success told).
            {
              guard: { type: 'isBatchReverted', params: ({ event }) => ({ status: event.output }) },
              target: '#swap.done',
              actions: [
                { type: 'setSwapHash', params: ({ event }) => ({ hash: transactionOf(event.output) }) },
                { type: 'setOutcome', params: { outcome: 'failed' } },
                'readBalancesAgain',
              ],
            },
            // Failed while the account moved: the form starts over for the one now active.
            {
              guard: {
                type: 'isBatchFailedAfterMove',
                params: ({ event }) => ({ status: event.output }),
              },
              target: '#swap.restarting',
              actions: 'readBalancesAgain',
            },
            {
              guard: { type: 'isBatchFailed', params: ({ event }) => ({ status: event.output }) },
              target: '#swap.editing.pausing',
              actions: [
                { type: 'setBatchFailed', params: ({ event }) => ({ status: event.output }) },
                'clearBatch',
                'readBalancesAgain',
              ],
            },
            { target: 'waiting' },
          ],
          // A question the wallet or the chain fails to answer counts as "not yet".
          onError: 'waiting',
        },
      },
      waiting: { after: { callsStatusPoll: 'asking' } },
    },
  }),
}
