import { swapErrorText } from './swap.rules.js'
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
            error: swapErrorText.allowance(event.error, symbolOf(context.from)),
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
              error: swapErrorText.approve(event.error, symbolOf(context.from)),
            }),
          },
        },
      ],
    },
  }),
  /** The approval must land before the swap is built: the service simulates the swap. */
  approvalLanding: state({
    invoke: {
      src: 'waitUntilLanded',
      id: 'approvalLanded',
      input: ({ context }) => ({
        caipNetworkId: landingNetworkOf(context),
        id: context.approvalHash ?? '',
      }),
      onDone: 'building',
      onError: {
        target: 'editing.quoted',
        actions: {
          type: 'setError',
          params: ({ context }) => ({ error: swapErrorText.approvalLanding(symbolOf(context.from)) }),
        },
      },
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
          guard: { type: 'isWithinSlippage', params: ({ event }) => ({ built: event.output.toAmount }) },
          target: 'swapping',
          actions: { type: 'setBuilt', params: ({ event }) => ({ built: event.output }) },
        },
        { target: 'editing.pausing', actions: 'setSlippageMoved' },
      ],
      onError: {
        target: 'editing.quoted',
        actions: { type: 'setError', params: ({ event }) => ({ error: swapErrorText.build(event.error) }) },
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
        actions: [
          { type: 'setSwapHash', params: ({ event }) => ({ hash: event.output }) },
          { type: 'announceSwapped', params: ({ event }) => ({ hash: event.output }) },
        ],
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
  /** The swap was sent; balances change when it lands. */
  landing: state({
    on: { 'SWAP.ACCOUNT_CHANGED': { actions: 'followAccount' } },
    invoke: {
      src: 'waitUntilLanded',
      id: 'swapLanded',
      input: ({ context }) => ({
        caipNetworkId: landingNetworkOf(context),
        id: context.swapHash ?? '',
      }),
      onDone: {
        target: 'done',
        actions: [{ type: 'setLanded', params: { landed: true } }, 'readBalancesAgain'],
      },
      onError: {
        target: 'done',
        actions: [{ type: 'setLanded', params: { landed: false } }, 'readBalancesAgain'],
      },
    },
  }),
  /** The result: the swap's hash, landed or not confirmed in time. */
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
