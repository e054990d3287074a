import { assign, setup } from 'xstate'
import type { CosmosKey } from '../wallet-answers.js'
import {
  enableChainsActor,
  listChainsActor,
  readKeyActor,
  suggestChainActor,
} from './cosmos-connect.actors.js'
import {
  chainsToEnable,
  chainToRead,
  chainToSuggest,
  missingOf,
  timedOut,
  unknownWithoutPrompt,
  type WalletRequest,
  withFailure,
} from './cosmos-connect.rules.js'
import type { CosmosConnectContext, CosmosConnectInput, CosmosConnectOutput } from './cosmos-connect.types.js'

/** The output of an invoked actor's done event (xstate's event, not in this machine's event list). */
const outputOf = (event: object): unknown => ('output' in event ? event.output : undefined)
/** The error of an invoked actor's error event: anything the wallet threw, made a Foyer error. */
const failureOf = (event: object): unknown => ('error' in event ? event.error : undefined)

/** The chain id of the chain the state's request is about (the next to suggest, or to read). */
const idOf = (chain: { chainId: string } | undefined) => chain?.chainId ?? ''

/**
 * One Cosmos connect: every chain of the site the wallet knows, connected with as few prompts as the
 * wallet allows, and each chain that fails left out alone, with why. The wallet's chain list comes
 * first; a chain it does not list is suggested to it (a prompt per chain; never without a prompt,
 * never because an error's words seem to say it is unknown); then one `enable` asks for all the
 * chains left at once, and each chain's key is read and checked. A refusal or failure of a suggestion
 * or a key leaves that chain out; a refusal of `enable`, all of them. Every wallet request waits at
 * most the request timeout: then it is given up and its late answer ignored.
 *
 * @example
 * const { keys, missing } = await toPromise(createActor(cosmosConnectMachine, { input }).start())
 */
export const cosmosConnectMachine = setup({
  types: {} as { context: CosmosConnectContext; input: CosmosConnectInput; output: CosmosConnectOutput },
  actors: {
    listChains: listChainsActor,
    suggestChain: suggestChainActor,
    enableChains: enableChainsActor,
    readKey: readKeyActor,
  },
  delays: {
    WALLET_REQUEST_TIMEOUT: ({ context }) => context.timeoutMs,
  },
  guards: {
    hasChainToSuggest: ({ context }) => chainToSuggest(context) !== undefined,
    hasChainToEnable: ({ context }) => chainsToEnable(context).length > 0,
    hasKeyToRead: ({ context }) => chainToRead(context) !== undefined,
  },
  actions: {
    // The wallet's list; without a prompt, the chains it does not know are left out at once.
    setKnown: assign(({ context, event }) => {
      const answer = outputOf(event)
      const known = Array.isArray(answer) ? answer.filter((id) => typeof id === 'string') : []
      return { known, missing: { ...context.missing, ...unknownWithoutPrompt({ ...context, known }) } }
    }),
    setSuggested: assign({
      suggested: ({ context }) => [...context.suggested, idOf(chainToSuggest(context))],
    }),
    // A request failed, or got no answer in time: its chains are left out, with why.
    setFailed: assign({
      missing: ({ context, event }, params: { request: WalletRequest }) =>
        withFailure(context, params.request, missingOf(failureOf(event))),
    }),
    setTimedOut: assign({
      missing: ({ context }, params: { request: WalletRequest }) =>
        withFailure(context, params.request, timedOut(params.request, context.timeoutMs)),
    }),
    setKey: assign({
      keys: ({ context, event }) => ({
        ...context.keys,
        [idOf(chainToRead(context))]: outputOf(event) as CosmosKey,
      }),
    }),
  },
}).createMachine({
  id: 'cosmosConnect',
  context: ({ input }) => ({ ...input, known: undefined, suggested: [], keys: {}, missing: {} }),
  initial: 'listing',
  states: {
    // The wallet's chains, asked first: only a chain it does not list is suggested to it. A wallet that
    // cannot say (or does not answer) gets no suggestion: `enable` alone tells for each chain.
    listing: {
      invoke: {
        src: 'listChains',
        id: 'listChains',
        input: ({ context }) => ({ port: context.port }),
        onDone: { target: 'planning', actions: 'setKnown' },
        onError: 'planning',
      },
      after: { WALLET_REQUEST_TIMEOUT: 'planning' },
    },
    // What to ask next: a chain to suggest, else the one `enable`, else nothing is left to connect.
    planning: {
      always: [
        { guard: 'hasChainToSuggest', target: 'suggesting' },
        { guard: 'hasChainToEnable', target: 'enabling' },
        { target: 'done' },
      ],
    },
    // One chain at a time: each suggestion is a prompt of its own, and a refusal leaves that chain out.
    suggesting: {
      invoke: {
        src: 'suggestChain',
        id: 'suggestChain',
        input: ({ context }) => ({ port: context.port, chain: chainToSuggest(context) as never }),
        onDone: { target: 'planning', actions: 'setSuggested' },
        onError: { target: 'planning', actions: { type: 'setFailed', params: { request: 'suggest' } } },
      },
      after: {
        WALLET_REQUEST_TIMEOUT: {
          target: 'planning',
          actions: { type: 'setTimedOut', params: { request: 'suggest' } },
        },
      },
    },
    // Every chain left, in one prompt. Its refusal is the visitor's answer for all of them.
    enabling: {
      invoke: {
        src: 'enableChains',
        id: 'enableChains',
        input: ({ context }) => ({ port: context.port, chains: chainsToEnable(context) }),
        onDone: 'pickingKey',
        onError: { target: 'done', actions: { type: 'setFailed', params: { request: 'enable' } } },
      },
      after: {
        WALLET_REQUEST_TIMEOUT: {
          target: 'done',
          actions: { type: 'setTimedOut', params: { request: 'enable' } },
        },
      },
    },
    pickingKey: {
      always: [{ guard: 'hasKeyToRead', target: 'readingKey' }, { target: 'done' }],
    },
    // Each chain's key, checked: a junk answer, another chain's prefix or a failure leaves that chain out.
    readingKey: {
      invoke: {
        src: 'readKey',
        id: 'readKey',
        input: ({ context }) => ({ port: context.port, chain: chainToRead(context) as never }),
        onDone: { target: 'pickingKey', actions: 'setKey' },
        onError: { target: 'pickingKey', actions: { type: 'setFailed', params: { request: 'getKey' } } },
      },
      after: {
        WALLET_REQUEST_TIMEOUT: {
          target: 'pickingKey',
          actions: { type: 'setTimedOut', params: { request: 'getKey' } },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ keys: context.keys, missing: context.missing }),
})
