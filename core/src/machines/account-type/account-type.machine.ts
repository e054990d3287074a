import { assign, emit, setup } from 'xstate'
import { storageKeys } from '../../storage/keys.js'
import { emailErrorText } from '../email/email.rules.js'
import { eventOf } from '../shared/event-of.js'
import { smartAccountChainsActor, switchAccountActor } from './account-type.actors.js'
import type {
  AccountTypeContext,
  AccountTypeEmitted,
  AccountTypeEvent,
  AccountTypeInput,
} from './account-type.types.js'

/**
 * The embedded wallet's EVM account type (systemId `accountType`): which of the login's accounts the
 * site uses, its key's own (eoa) or the smart account the key owns. Once the wallet connected, the
 * frame is asked once on which chains the login has a smart account (kept in storage too); the
 * visitor may then switch, and the choice is stored for the namespace, so the next visit asks the
 * frame for the same account. A failed switch keeps the account and says why.
 *
 * @example
 * const accountType = createActor(accountTypeMachine, { input: { storage, switchAccount } }).start()
 * accountType.send({ type: 'ACCOUNT_TYPE.CURRENT', accountType: 'eoa' })
 */
export const accountTypeMachine = setup({
  types: {
    context: {} as AccountTypeContext,
    events: {} as AccountTypeEvent,
    input: {} as AccountTypeInput,
    emitted: {} as AccountTypeEmitted,
  },
  actors: { smartAccountChains: smartAccountChainsActor, switchAccount: switchAccountActor },
  guards: {
    signedOut: ({ event }) => eventOf(event, 'ACCOUNT_TYPE.CURRENT').accountType === undefined,
  },
  actions: {
    setCurrent: assign({ current: ({ event }) => eventOf(event, 'ACCOUNT_TYPE.CURRENT').accountType }),
    setChains: assign((_, params: { chainIds: readonly number[] }) => ({
      smartAccountChainIds: params.chainIds,
    })),
    storeChains: ({ context }) =>
      context.storage.set(storageKeys.smartAccountEnabledNetworks, [...context.smartAccountChainIds]),
    switched: assign((_, params: { type: AccountTypeContext['current'] }) => ({
      current: params.type,
      error: undefined,
    })),
    storeChoice: ({ context }) => {
      if (context.current) context.storage.set(storageKeys.preferredAccountType('eip155'), context.current)
    },
    emitSet: emit(({ context }) => ({
      type: 'accountType.set' as const,
      accountType: context.current ?? 'eoa',
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: emailErrorText(params.error) })),
    clear: assign({ current: undefined, error: undefined }),
  },
}).createMachine({
  id: 'accountType',
  context: ({ input }) => ({
    ...input,
    current: undefined,
    smartAccountChainIds: input.storage.get(storageKeys.smartAccountEnabledNetworks) ?? [],
    error: undefined,
  }),
  initial: 'signedOut',
  states: {
    signedOut: {
      on: {
        'ACCOUNT_TYPE.CURRENT': {
          guard: ({ event }) => event.accountType !== undefined,
          target: 'readingChains',
          actions: 'setCurrent',
        },
      },
    },
    // The frame's list of chains with a smart account, once per login (a failure keeps the stored one).
    readingChains: {
      on: {
        'ACCOUNT_TYPE.CURRENT': [
          { guard: 'signedOut', target: 'signedOut', actions: 'clear' },
          { actions: 'setCurrent' },
        ],
      },
      invoke: {
        id: 'smartAccountChains',
        src: 'smartAccountChains',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setChains', params: ({ event }) => ({ chainIds: event.output }) },
            'storeChains',
          ],
        },
        onError: 'ready',
      },
    },
    ready: {
      on: {
        'ACCOUNT_TYPE.CURRENT': [
          { guard: 'signedOut', target: 'signedOut', actions: 'clear' },
          { actions: 'setCurrent' },
        ],
        'ACCOUNT_TYPE.SWITCH': 'switching',
      },
    },
    switching: {
      on: { 'ACCOUNT_TYPE.CURRENT': { guard: 'signedOut', target: 'signedOut', actions: 'clear' } },
      invoke: {
        id: 'switchAccount',
        src: 'switchAccount',
        input: ({ context, event }) => ({
          to: eventOf(event, 'ACCOUNT_TYPE.SWITCH').to,
          switchAccount: context.switchAccount,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'switched', params: ({ event }) => ({ type: event.output }) },
            'storeChoice',
            'emitSet',
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})
