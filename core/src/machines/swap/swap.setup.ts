import { assertEvent, assign, enqueueActions, setup } from 'xstate'
import { isSameAccount } from '../../account-data/active-account.js'
import { SWAP_SLIPPAGE_PERCENT } from '../../api/blockchain/convert.constants.js'
import type { BatchStatus } from '../../chains/transfer.types.js'
import { TRANSACTION_LANDED_TIMEOUT_MS } from '../../config/constants.js'
import type { CaipNetworkId } from '../../networks/network.types.js'
import { amountFigure } from '../../utils/amount-figure.js'
import { formatAmount } from '../../utils/format-balance.js'
import { waitForOutcomeActor } from '../transaction-approval/transaction-approval.actors.js'
import type { TransactionOutcome } from '../transaction-approval/transaction-approval.types.js'
import { balanceReadersOf } from '../transaction-approval/transaction-landed.js'
import {
  buildSwapActor,
  checkSwapAllowanceActor,
  fetchSwapQuoteActor,
  loadSwapTokensActor,
  measureSwapMaxActor,
  type SwapRequest,
  sendSwapActor,
  sendSwapApprovalActor,
  watchSwapAccountActor,
} from './swap.actors.js'
import {
  buildBatchActor,
  readBatchingActor,
  readBatchStatusActor,
  sendBatchActor,
} from './swap.batch-actors.js'
import {
  CALLS_STATUS_POLL_MS,
  SWAP_QUOTE_PAUSE_MS,
  SWAP_QUOTE_REFRESH_MS,
  WALLET_CAPABILITIES_TIMEOUT_MS,
} from './swap.constants.js'
import { type SwapFailure, swapFailure } from './swap.failures.js'
import { coinPriceOf, maxAmount, shownFeeOf } from './swap.fee.js'
import {
  coversAmount,
  editedBy,
  isQuoteForAccount,
  isSwapAccount,
  pickedFrom,
  startOverFor,
  swapOf,
} from './swap.form.js'
import { isNativeToken, isWithinSlippage, minimumOut } from './swap.rules.js'
import type { MaxAnswer, QuoteAnswer, SwapContext, SwapEmitted, SwapEvent, SwapInput } from './swap.types.js'

/** The swap the form stands for; entered only where the guards made sure there is one. */
export function requestOf(context: SwapContext): SwapRequest {
  const swap = swapOf(context)
  if (!swap) throw new Error('swap: no swap to ask about')
  return swap
}

export const symbolOf = (token: { symbol: string } | undefined) => token?.symbol ?? ''

type ErrorParams = { error: unknown }

/** The network a sent transaction is waited for on: the quote's (entered only with one shown). */
export function landingNetworkOf(context: SwapContext) {
  if (!context.quote) throw new Error('swap: waiting for a transaction without a quote')
  return context.quote.caipNetworkId
}

/** What proves the batch swapped on chain: the amount paid leaving the account in the token paid. */
export function batchProofOf(context: SwapContext) {
  const swap = requestOf(context)
  return { token: swap.from.address, from: swap.account.address, amount: swap.amount }
}

/** The swap machine's implementations, named (the machine's states are in swap.machine.ts and swap.wallet-states.ts). */
export const swapSetup = setup({
  types: {
    context: {} as SwapContext,
    events: {} as SwapEvent,
    emitted: {} as SwapEmitted,
    input: {} as SwapInput,
  },
  actors: {
    watchAccount: watchSwapAccountActor,
    loadTokens: loadSwapTokensActor,
    fetchQuote: fetchSwapQuoteActor,
    measureMax: measureSwapMaxActor,
    checkAllowance: checkSwapAllowanceActor,
    sendApproval: sendSwapApprovalActor,
    buildSwap: buildSwapActor,
    sendSwap: sendSwapActor,
    waitForOutcome: waitForOutcomeActor,
    readBatching: readBatchingActor,
    buildBatch: buildBatchActor,
    sendBatch: sendBatchActor,
    readBatchStatus: readBatchStatusActor,
  },
  delays: {
    swapQuotePause: SWAP_QUOTE_PAUSE_MS,
    swapQuoteRefresh: SWAP_QUOTE_REFRESH_MS,
    walletCapabilitiesTimeout: WALLET_CAPABILITIES_TIMEOUT_MS,
    callsStatusPoll: CALLS_STATUS_POLL_MS,
    batchLandedTimeout: TRANSACTION_LANDED_TIMEOUT_MS,
  },
  guards: {
    isQuotable: ({ context }) => swapOf(context) !== undefined,
    isQuotableAfterEdit: ({ context, event }) => swapOf(editedBy(context, event)) !== undefined,
    hasFrom: ({ context }) => context.from !== undefined && isSwapAccount(context.account),
    isSameAccount: ({ context, event }) => {
      assertEvent(event, 'SWAP.ACCOUNT_CHANGED')
      return isSameAccount(context.account, event.account)
    },
    isSwapAccountEvent: ({ event }) => {
      assertEvent(event, 'SWAP.ACCOUNT_CHANGED')
      return isSwapAccount(event.account)
    },
    hasPreset: ({ event }) => {
      assertEvent(event, 'SWAP.OPEN')
      return event.preset !== undefined
    },
    isSwapAccountNow: ({ context }) => isSwapAccount(context.account),
    hasTwoTokens: (_, params: { tokens: readonly unknown[] }) => params.tokens.length >= 2,
    hasQuote: (_, params: { answer: QuoteAnswer }) => params.answer.quote !== undefined,
    // Max on the coin with a balance but no fee known: it cannot leave the fee, so it fills nothing.
    isMaxFeeUnknown: (_, params: { answer: MaxAnswer }) =>
      params.answer.fee !== undefined && params.answer.balance > 0n && params.answer.fee.units === undefined,
    coversAmount: ({ context }) => coversAmount(context),
    coversAllowance: ({ context }, params: { allowance: bigint }) =>
      swapOf(context) !== undefined && params.allowance >= requestOf(context).amount,
    isWithinSlippage: ({ context }, params: { built: bigint; acceptsAtLeast?: bigint | undefined }) =>
      context.quote !== undefined && isWithinSlippage({ shown: context.quote.quote.toAmount, ...params }),
    accountMoved: ({ context }) => !isQuoteForAccount(context),
    isAtomic: (_, params: { atomic: boolean }) => params.atomic,
    isBatchConfirmed: (_, params: { status: BatchStatus }) => params.status.status === 'confirmed',
    // The chain shows the batch's transaction reverted: an outcome, shown as the result.
    isBatchReverted: (_, params: { status: BatchStatus }) => params.status.status === 'reverted',
    isBatchFailed: (_, params: { status: BatchStatus }) => params.status.status === 'failed',
    isBatchFailedAfterMove: ({ context }, params: { status: BatchStatus }) =>
      params.status.status === 'failed' && !isQuoteForAccount(context),
    isOutcome: (_, params: { outcome: TransactionOutcome; is: TransactionOutcome }) =>
      params.outcome === params.is,
  },
  actions: {
    edit: assign(({ context, event }) => ({
      ...editedBy(context, event),
      quote: undefined,
      error: undefined,
      maxShortOfFee: false,
    })),
    startOver: assign(({ context, event }) => {
      assertEvent(event, 'SWAP.ACCOUNT_CHANGED')
      return startOverFor(context, event.account)
    }),
    startOverForCurrent: assign(({ context }) => startOverFor(context, context.account)),
    followAccount: assign(({ event }) => {
      assertEvent(event, 'SWAP.ACCOUNT_CHANGED')
      return { account: event.account }
    }),
    // The preset (the view's swap arguments) picks the pair once; the next network picks afresh.
    setTokens: assign(({ context }, params: { tokens: SwapContext['tokens'] }) => ({
      tokens: params.tokens,
      ...pickedFrom(params.tokens, context.preset, context.amount),
      preset: undefined,
    })),
    storePreset: assign(({ event }) => {
      assertEvent(event, 'SWAP.OPEN')
      return { preset: event.preset }
    }),
    // The swap arguments over the form, at once: the tokens are known.
    applyPreset: assign(({ context, event }) => {
      assertEvent(event, 'SWAP.OPEN')
      const picked = pickedFrom(context.tokens, event.preset, context.amount)
      return { ...picked, preset: undefined, quote: undefined, error: undefined, maxShortOfFee: false }
    }),
    setNotSupported: assign({ error: { kind: 'notSupported' } as const }),
    // The coin's dollar price is read with each quote, from the Tokens list where it was read.
    setQuote: assign(({ context, system }, params: { answer: QuoteAnswer }) => {
      const { quote, fee } = params.answer
      if (!quote || !context.account || !context.from) return {}
      const { network } = context.account
      return {
        quote: {
          caipNetworkId: network.caipNetworkId as CaipNetworkId<'eip155'>,
          userAddress: context.account.address,
          quote,
          balance: params.answer.balance,
          reference: params.answer.reference,
          fee: shownFeeOf(fee, {
            coin: network.nativeCurrency,
            native: isNativeToken(context.from),
            coinPrice: coinPriceOf(system, context.account),
          }),
        },
      }
    }),
    setNoQuote: assign(({ context }) => ({
      quote: undefined,
      error: { kind: 'noQuote', from: symbolOf(context.from), to: symbolOf(context.to) } as const,
    })),
    setQuoteError: assign(({ context }, params: ErrorParams) => ({
      quote: undefined,
      error: swapFailure.quote(params.error, symbolOf(context.from), symbolOf(context.to)),
    })),
    // Max: the whole balance of a token; of the coin, the balance less the swap's fee with its margin
    // (0, said, where the balance does not cover it).
    fillMax: assign(({ context }, params: { answer: MaxAnswer }) => {
      const { balance, fee } = params.answer
      const max = maxAmount({ balance, fee: fee && (fee.units ?? 0n) })
      return {
        amount: formatAmount(max.units, context.from?.decimals ?? 0),
        error: undefined,
        maxShortOfFee: max.short,
      }
    }),
    clearError: assign({ error: undefined }),
    /** A step's failure, as the data `swapFailure` makes of it. */
    setError: assign((_, params: { error: SwapFailure }) => ({ error: params.error })),
    setNeedsApproval: assign({ needsApproval: true }),
    setNoApproval: assign({ needsApproval: false }),
    setApprovalHash: assign((_, params: { hash: string }) => ({ approvalHash: params.hash })),
    setApprovalUnconfirmed: assign(({ context }) => ({
      error: { kind: 'approvalUnconfirmed', symbol: symbolOf(context.from) } as const,
    })),
    setBuilt: assign((_, params: { built: SwapContext['built'] }) => ({ built: params.built })),
    // The price moved past the slippage: said with the minimum that was shown, and quoted again.
    setSlippageMoved: assign(({ context }) => {
      const minimum = formatAmount(minimumOut(context.quote?.quote.toAmount ?? 0n), context.to?.decimals ?? 0)
      return {
        quote: undefined,
        built: undefined,
        error: {
          kind: 'slippage',
          minimum: amountFigure(minimum, symbolOf(context.to)),
          slippagePercent: SWAP_SLIPPAGE_PERCENT,
        } as const,
      }
    }),
    setSwapHash: assign((_, params: { hash: string }) => ({ swapHash: params.hash })),
    setSwapError: assign((_, params: ErrorParams) => ({
      quote: undefined,
      built: undefined,
      error: swapFailure.swap(params.error),
    })),
    // Told only once the chain says the swap succeeded: a reverted swap is no success to count.
    announceSwapped: enqueueActions(({ context, enqueue }, params: { outcome: TransactionOutcome }) => {
      if (params.outcome !== 'succeeded' || !context.swapHash) return
      enqueue.emit({
        type: 'swap.succeeded' as const,
        hash: context.swapHash,
        from: context.from?.symbol ?? '',
        to: context.to?.symbol ?? '',
      })
    }),
    setOutcome: assign((_, params: { outcome: TransactionOutcome }) => ({ outcome: params.outcome })),
    setBatched: assign({ batched: true }),
    // A batch that did not go through leaves nothing behind: the next Swap asks the wallet afresh.
    clearBatch: assign({ batched: false, approval: undefined, batchId: undefined, batchFor: undefined }),
    setBatch: assign(
      ({ context }, params: { approval: SwapContext['approval']; built: SwapContext['built'] }) => ({
        approval: params.approval,
        built: params.built,
        batchFor: { account: requestOf(context).account, proof: batchProofOf(context) },
      }),
    ),
    setBatchId: assign((_, params: { id: string }) => ({ batchId: params.id })),
    setBatchError: assign(({ context }, params: ErrorParams) => ({
      quote: undefined,
      built: undefined,
      error: swapFailure.batch(params.error, symbolOf(context.from)),
    })),
    // The wallet says the batch failed and the chain holds none of it, or the chain's receipts do not
    // show the swap: nothing of it is shown as done; quoted again.
    setBatchFailed: assign(({ context }, params: { status: BatchStatus }) => ({
      quote: undefined,
      built: undefined,
      error: {
        kind: 'batchFailed',
        symbol: symbolOf(context.from),
        // The wallet's own reason as it gave it; none where the chain's receipts do not show the swap.
        reason: params.status.status === 'failed' ? params.status.reason : undefined,
      } as const,
    })),
    readBalancesAgain: enqueueActions(({ system, enqueue }) => {
      for (const { actor, event } of balanceReadersOf(system)) enqueue.sendTo(actor, event)
    }),
    resetForm: assign({
      amount: '',
      maxShortOfFee: false,
      quote: undefined,
      needsApproval: false,
      approvalHash: undefined,
      built: undefined,
      swapHash: undefined,
      batched: false,
      approval: undefined,
      batchId: undefined,
      batchFor: undefined,
      outcome: undefined,
      error: undefined,
    }),
  },
})
