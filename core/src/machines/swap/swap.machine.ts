import { swapBatchStates } from './swap.batch-states.js'
import { swapFailure } from './swap.failures.js'
import { initialContext } from './swap.form.js'
import { requestOf, swapSetup, symbolOf } from './swap.setup.js'
import { swapWalletStates } from './swap.wallet-states.js'

/**
 * The Swap form (systemId `swap`; the Swap view). On the active EVM account's network it loads the
 * tokens the swap service swaps there (none: 'Network not supported for Swaps'); the visitor picks the
 * token paid and the token received and types an amount (or presses Max). Once typing pauses the
 * service is asked for a quote and the chain for the balance paid from, apart: a failed quote says
 * the quote failed, a short balance says the numbers. A shown quote is asked again every
 * `swapQuoteRefresh`. Swap reads the allowance; where it falls short, the wallet is asked first for
 * the approval of exactly the amount (prompt 1 of 2) and the swap waits until it landed; then the
 * service builds the swap, which is refused before the wallet is asked when it would give less than
 * the minimum shown (the quote less the 1 % slippage); then the swap's prompt (2 of 2, or 1 of 1), its
 * landing, and the result. Where the wallet batches atomically (EIP-5792), the approval and the swap
 * are one prompt instead, all or nothing (swap.batch-states.ts). A change of account or network starts over.
 *
 * @example
 * const swap = createActor(swapMachine, { input: { ports } }).start()
 * swap.send({ type: 'SWAP.SET_AMOUNT', amount: '10' })
 */
export const swapMachine = swapSetup.createMachine({
  id: 'swap',
  context: ({ input }) => initialContext(input),
  invoke: { src: 'watchAccount', id: 'watchAccount' },
  on: {
    // Kept for when the tokens are known (the editing state applies them at once).
    'SWAP.OPEN': { guard: 'hasPreset', actions: 'storePreset' },
    'SWAP.ACCOUNT_CHANGED': [
      { guard: 'isSameAccount', actions: 'followAccount' },
      { guard: 'isSwapAccountEvent', target: '.loading', actions: 'startOver' },
      { target: '.unavailable', actions: 'startOver' },
    ],
  },
  initial: 'unavailable',
  states: {
    /** No EVM account, or a network the service does not swap on (the error says which). */
    unavailable: {},
    /** The tokens the service swaps on the account's network are asked for. */
    loading: {
      invoke: {
        src: 'loadTokens',
        id: 'loadTokens',
        input: ({ context }) => {
          if (!context.account) throw new Error('swap: loading tokens without an account')
          return { ports: context.ports, account: context.account }
        },
        onDone: [
          {
            guard: { type: 'hasTwoTokens', params: ({ event }) => ({ tokens: event.output }) },
            target: 'editing',
            actions: { type: 'setTokens', params: ({ event }) => ({ tokens: event.output }) },
          },
          // The client answers no tokens where the service does not swap (SPEC §8).
          { target: 'unavailable', actions: 'setNotSupported' },
        ],
        onError: {
          target: 'unavailable',
          actions: {
            type: 'setError',
            params: ({ event }) => ({ error: swapFailure.tokens(event.error) }),
          },
        },
      },
    },
    editing: {
      initial: 'settling',
      on: {
        'SWAP.SET_FROM': [
          { guard: 'isQuotableAfterEdit', target: '.pausing', actions: 'edit' },
          { target: '.idle', actions: 'edit' },
        ],
        'SWAP.SET_TO': [
          { guard: 'isQuotableAfterEdit', target: '.pausing', actions: 'edit' },
          { target: '.idle', actions: 'edit' },
        ],
        'SWAP.FLIP': [
          { guard: 'isQuotableAfterEdit', target: '.pausing', actions: 'edit' },
          { target: '.idle', actions: 'edit' },
        ],
        'SWAP.SET_AMOUNT': [
          { guard: 'isQuotableAfterEdit', target: '.pausing', actions: 'edit' },
          { target: '.idle', actions: 'edit' },
        ],
        'SWAP.MAX': { guard: 'hasFrom', target: '.measuring', actions: 'edit' },
        'SWAP.OPEN': { guard: 'hasPreset', target: '.settling', actions: 'applyPreset' },
      },
      states: {
        settling: { always: [{ guard: 'isQuotable', target: 'pausing' }, { target: 'idle' }] },
        /** The form lacks two tokens or a readable amount. */
        idle: {},
        /** Typing: the quote waits until it pauses. */
        pausing: { after: { swapQuotePause: 'quoting' } },
        /** The service is asked for a quote, and the chain for the balance paid from. */
        quoting: {
          invoke: {
            src: 'fetchQuote',
            id: 'fetchQuote',
            input: ({ context }) => ({ ports: context.ports, swap: requestOf(context) }),
            onDone: [
              {
                guard: { type: 'hasQuote', params: ({ event }) => ({ answer: event.output }) },
                target: 'quoted',
                actions: { type: 'setQuote', params: ({ event }) => ({ answer: event.output }) },
              },
              { target: 'idle', actions: 'setNoQuote' },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'setQuoteError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** A quote is shown (and asked again while it is); Swap goes on where the balance covers it. */
        quoted: {
          after: { swapQuoteRefresh: 'refreshing' },
          on: {
            'SWAP.SUBMIT': {
              guard: 'coversAmount',
              target: '#swap.checkingAllowance',
              actions: 'clearError',
            },
          },
        },
        /** The shown quote is asked again; it stays shown meanwhile. */
        refreshing: {
          invoke: {
            src: 'fetchQuote',
            id: 'refreshQuote',
            input: ({ context }) => ({ ports: context.ports, swap: requestOf(context) }),
            onDone: [
              {
                guard: { type: 'hasQuote', params: ({ event }) => ({ answer: event.output }) },
                target: 'quoted',
                actions: { type: 'setQuote', params: ({ event }) => ({ answer: event.output }) },
              },
              { target: 'idle', actions: 'setNoQuote' },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'setQuoteError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /**
         * Max: the balance of the token paid is read from the chain and, for the coin, the fee of
         * swapping it (Max leaves it).
         */
        measuring: {
          invoke: {
            src: 'measureMax',
            id: 'measureMax',
            input: ({ context }) => {
              if (!context.account || !context.from) throw new Error('swap: Max without a token')
              return { ports: context.ports, account: context.account, from: context.from, to: context.to }
            },
            onDone: [
              {
                guard: { type: 'isMaxFeeUnknown', params: ({ event }) => ({ answer: event.output }) },
                target: 'idle',
                actions: { type: 'setError', params: { error: { kind: 'maxFeeUnknown' } } },
              },
              {
                target: 'settling',
                actions: { type: 'fillMax', params: ({ event }) => ({ answer: event.output }) },
              },
            ],
            onError: {
              target: 'idle',
              actions: {
                type: 'setError',
                params: ({ context }) => ({ error: { kind: 'balance', symbol: symbolOf(context.from) } }),
              },
            },
          },
        },
      },
    },
    ...swapWalletStates,
    ...swapBatchStates,
  },
})
