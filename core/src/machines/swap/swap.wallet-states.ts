import { swapFailure } from './swap.failures.js'
import { landingNetworkOf, requestOf, swapSetup, symbolOf } from './swap.setup.js'

// The swap's wallet part, after Swap is pressed: the allowance, the approval and its landing, the swap
// built and checked against the quote shown, the swap's prompt, its landing and the result.

const state = swapSetup.createStateConfig

/** The states from Swap pressed to the result (spread into the machine's states). */
export const swapWalletStates = {
  /** Whether the exchange may already take the amount (the coin needs no approval). */
  checkingAllowance: state({
    invoke: {
      src: 'checkAllowance',
      id: 'checkAllowance',
      input: ({ context }) => ({ ports: context.ports, swap: requestOf(context) }),
      onDone: [
        {
          guard: { type: 'coversAllowance', params: ({ event }) => ({ allowance: event.output }) },
          target: 'building',
          actions: 'setNoApproval',
        },
        // Short: the wallet is asked first whether it takes the approval and the swap as one prompt.
        { target: 'checkingBatching', actions: 'setNeedsApproval' },
      ],
      onError: {
        target: 'editing.quoted',
        actions: {
          type: 'setError',
          params: ({ context, event }) => ({
            error: swapFailure.allowance(event.error, symbolOf(context.from)),
          }),
        },
      },
    },
  }),
  /** The wallet shows the approval (prompt 1 of 2). */
  approving: state({
    tags: 'awaitingWallet',
    on: { 'SWAP.ACCOUNT_CHANGED': { actions: 'followAccount' } },
    invoke: {
      src: 'sendApproval',
      id: 'sendApproval',
      input: ({ context }) => ({ ports: context.ports, swap: requestOf(context) }),
      onDone: [
        { guard: 'accountMoved', target: 'restarting' },
        {
          target: 'approvalLanding',
          actions: { type: 'setApprovalHash', params: ({ event }) => ({ hash: event.output }) },
        },
      ],
      onError: [
        { guard: 'accountMoved', target: 'restarting' },
        {
          target: 'editing.quoted',
          actions: {
            type: 'setError',
            params: ({ context, event }) => ({
              error: swapFailure.approve(event.error, symbolOf(context.from)),
            }),
          },
        },
      ],
    },
  }),
  /**
   * The approval must land, and succeed, before the swap is built: the service simulates the swap, and
   * a swap after a reverted approval would revert too.
   */
  approvalLanding: state({
    invoke: {
      src: 'waitForOutcome',
      id: 'approvalLanded',
      input: ({ context }) => ({
        caipNetworkId: landingNetworkOf(context),
        id: context.approvalHash ?? '',
      }),
      onDone: [
        {
          guard: { type: 'isOutcome', params: ({ event }) => ({ outcome: event.output, is: 'succeeded' }) },
          target: 'building',
        },
        // A reverted approval stops here: the swap would revert too, and cost its fee for nothing.
        {
          guard: { type: 'isOutcome', params: ({ event }) => ({ outcome: event.output, is: 'failed' }) },
          target: 'editing.quoted',
          actions: {
            type: 'setError',
            params: ({ context }) => ({
              error: { kind: 'approvalReverted', symbol: symbolOf(context.from) },
            }),
          },
        },
        { target: 'editing.quoted', actions: 'setApprovalUnconfirmed' },
      ],
      onError: { target: 'editing.quoted', actions: 'setApprovalUnconfirmed' },
    },
  }),
  /** The service builds the swap; it is compared with the quote shown before the wallet is asked. */
  building: state({
    invoke: {
      src: 'buildSwap',
      id: 'buildSwap',
      input: ({ context }) => ({ ports: context.ports, swap: requestOf(context) }),
      onDone: [
        {
          guard: {
            type: 'isWithinSlippage',
            params: ({ event }) => ({
              built: event.output.toAmount,
              acceptsAtLeast: event.output.acceptsAtLeast,
            }),
          },
          target: 'swapping',
          actions: { type: 'setBuilt', params: ({ event }) => ({ built: event.output }) },
        },
        { target: 'editing.pausing', actions: 'setSlippageMoved' },
      ],
      onError: {
        target: 'editing.quoted',
        actions: { type: 'setError', params: ({ event }) => ({ error: swapFailure.build(event.error) }) },
      },
    },
  }),
  /** The wallet shows the swap (prompt 2 of 2, or 1 of 1 without an approval). */
  swapping: state({
    tags: 'awaitingWallet',
    on: { 'SWAP.ACCOUNT_CHANGED': { actions: 'followAccount' } },
    invoke: {
      src: 'sendSwap',
      id: 'sendSwap',
      input: ({ context }) => {
        if (!context.built || !context.account) throw new Error('swap: sending an unbuilt swap')
        return { ports: context.ports, account: context.account, built: context.built }
      },
      onDone: {
        target: 'landing',
        actions: { type: 'setSwapHash', params: ({ event }) => ({ hash: event.output }) },
      },
      onError: [
        { guard: 'accountMoved', target: 'restarting' },
        // Quoted again: the visitor sees today's price before trying again.
        {
          target: 'editing.pausing',
          actions: { type: 'setSwapError', params: ({ event }) => ({ error: event.error }) },
        },
      ],
    },
  }),
  /**
   * The swap was sent; its receipt says whether it succeeded (balances change when it lands). The
   * visitor may leave the wait (the chain's answer is then not shown; the wallet keeps the hash).
   */
  landing: state({
    on: {
      'SWAP.ACCOUNT_CHANGED': { actions: 'followAccount' },
      'SWAP.RESET': [
        { guard: 'accountMoved', target: 'restarting' },
        { target: 'editing.idle', actions: 'resetForm' },
      ],
    },
    invoke: {
      src: 'waitForOutcome',
      id: 'swapLanded',
      input: ({ context }) => ({
        caipNetworkId: landingNetworkOf(context),
        id: context.swapHash ?? '',
      }),
      onDone: {
        target: 'done',
        actions: [
          { type: 'setOutcome', params: ({ event }) => ({ outcome: event.output }) },
          { type: 'announceSwapped', params: ({ event }) => ({ outcome: event.output }) },
          'readBalancesAgain',
        ],
      },
      onError: {
        target: 'done',
        actions: [{ type: 'setOutcome', params: { outcome: 'unconfirmed' } }, 'readBalancesAgain'],
      },
    },
  }),
  /** The result: the swap's hash, and whether it succeeded, reverted or was not confirmed in time. */
  done: state({
    on: {
      'SWAP.RESET': [
        // The account moved while the swap landed: the next swap starts over for the one now active.
        { guard: 'accountMoved', target: 'restarting' },
        { target: 'editing.idle', actions: 'resetForm' },
      ],
    },
  }),
  /** The account moved while the wallet was asked: the form starts over for the one now active. */
  restarting: state({
    entry: 'startOverForCurrent',
    always: [{ guard: 'isSwapAccountNow', target: 'loading' }, { target: 'unavailable' }],
  }),
}
