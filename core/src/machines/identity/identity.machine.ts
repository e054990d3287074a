import { assign, setup } from 'xstate'
import { isSameAccount } from '../../account-data/active-account.js'
import { IDENTITY_CACHE_MS } from '../../config/constants.js'
import { eventOf } from '../shared/event-of.js'
import { lookUpIdentityActor, watchActiveAccountActor } from './identity.actors.js'
import { looksUpIdentity } from './identity.rules.js'
import type { IdentityContext, IdentityEvent, IdentityInput } from './identity.types.js'

/**
 * The active account's name and avatar (systemId `accountIdentity`), for the Account view (account
 * data module, downloaded with the first Account view). It follows the active account and looks it up
 * on EVM networks that are not testnets (SPEC §9); elsewhere there is none. What is known counts as
 * current for 5 minutes (SPEC §9 cache), after which the next show looks it up again. A failed lookup
 * leaves the account known by its address: the name is a nicety, not worth an error. A name just
 * registered for the account shows at once, on any network, until the account changes.
 *
 * @example
 * const identity = createActor(identityMachine, { input: { source } }).start()
 * identity.send({ type: 'IDENTITY.SHOW' })
 */
export const identityMachine = setup({
  types: {
    context: {} as IdentityContext,
    events: {} as IdentityEvent,
    input: {} as IdentityInput,
  },
  actors: { lookUpIdentity: lookUpIdentityActor, watchActiveAccount: watchActiveAccountActor },
  delays: { identityCache: IDENTITY_CACHE_MS },
  guards: {
    isSameAccount: ({ context, event }) =>
      isSameAccount(context.account, eventOf(event, 'IDENTITY.ACCOUNT_CHANGED').account),
    looksUp: ({ event }) => {
      const { account } = eventOf(event, 'IDENTITY.ACCOUNT_CHANGED')
      return account !== undefined && looksUpIdentity(account)
    },
    isNamedAccount: ({ context, event }) =>
      context.account?.address.toLowerCase() === eventOf(event, 'IDENTITY.NAMED').address.toLowerCase(),
  },
  actions: {
    setAccount: assign({
      account: ({ event }) => eventOf(event, 'IDENTITY.ACCOUNT_CHANGED').account,
      identity: undefined,
    }),
    setIdentity: assign((_, params: { identity: IdentityContext['identity'] }) => ({
      identity: params.identity,
    })),
    setName: assign({
      identity: ({ context, event }) => ({
        name: eventOf(event, 'IDENTITY.NAMED').name,
        avatar: context.identity?.avatar,
      }),
    }),
  },
}).createMachine({
  id: 'identity',
  context: ({ input }) => ({ ...input, account: undefined, identity: undefined }),
  invoke: { src: 'watchActiveAccount', id: 'watchActiveAccount' },
  on: {
    'IDENTITY.ACCOUNT_CHANGED': [
      { guard: 'isSameAccount' },
      { guard: 'looksUp', target: '.lookingUp', actions: 'setAccount' },
      // No account, or one on a network without names: nothing to show.
      { target: '.idle', actions: 'setAccount' },
    ],
    'IDENTITY.NAMED': { guard: 'isNamedAccount', target: '.known', actions: 'setName' },
  },
  initial: 'idle',
  states: {
    /** No account, or one on a network without names to look up (a testnet). */
    idle: {},
    lookingUp: {
      invoke: {
        src: 'lookUpIdentity',
        id: 'lookUpIdentity',
        input: ({ context }) => {
          if (!context.account) throw new Error('identity: looking up without an account')
          return { source: context.source, account: context.account }
        },
        onDone: {
          target: 'known',
          actions: { type: 'setIdentity', params: ({ event }) => ({ identity: event.output }) },
        },
        onError: { target: 'known' },
      },
    },
    /** Looked up (a failure leaves no name); current for 5 minutes. */
    known: {
      initial: 'fresh',
      states: {
        fresh: { after: { identityCache: 'stale' } },
        stale: { on: { 'IDENTITY.SHOW': '#identity.lookingUp' } },
      },
    },
  },
})
