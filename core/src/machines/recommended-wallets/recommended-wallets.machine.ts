import { assign, setup } from 'xstate'
import { eventOf } from '../shared/event-of.js'
import { fetchRecommendedActor, watchModalOpensActor } from './recommended-wallets.actors.js'
import type {
  DirectoryWalletGroups,
  RecommendedWalletsContext,
  RecommendedWalletsEvent,
  RecommendedWalletsInput,
} from './recommended-wallets.types.js'

/**
 * The Connect view's featured and recommended wallets (systemId `recommendedWallets`), with the site's
 * own (`custom`, told once checked: no request, in every state). The directory's load on
 * the first open of the modal, never at start (nothing goes over the network before the visitor asks),
 * once; a failed load leaves both groups empty (the Connect view simply has no such group) and the next
 * open tries again. It watches the modal for opens itself; the Connect view reads the groups through
 * `selectDirectoryWalletGroups`.
 *
 * @example
 * const recommended = createActor(recommendedWalletsMachine, { input: { directory } }).start()
 * recommended.send({ type: 'RECOMMENDED.LOAD' })
 */
export const recommendedWalletsMachine = setup({
  types: {} as {
    context: RecommendedWalletsContext
    events: RecommendedWalletsEvent
    input: RecommendedWalletsInput
  },
  actors: { fetchRecommended: fetchRecommendedActor, watchModalOpens: watchModalOpensActor },
  actions: {
    // The site's own wallets stay whatever the directory answers.
    setGroups: assign(({ context }, params: { groups: DirectoryWalletGroups }) => ({
      groups: { ...params.groups, custom: context.groups.custom },
    })),
    setCustom: assign(({ context, event }) => ({
      groups: { ...context.groups, custom: eventOf(event, 'RECOMMENDED.CUSTOM').wallets },
    })),
  },
}).createMachine({
  id: 'recommended-wallets',
  context: ({ input }) => ({ directory: input.directory, groups: { featured: [], recommended: [] } }),
  on: { 'RECOMMENDED.CUSTOM': { actions: 'setCustom' } },
  invoke: { src: 'watchModalOpens', id: 'watchModalOpens' },
  initial: 'idle',
  states: {
    /** The modal has not opened yet. */
    idle: { on: { 'RECOMMENDED.LOAD': 'loading' } },
    loading: {
      invoke: {
        src: 'fetchRecommended',
        input: ({ context }) => ({ directory: context.directory }),
        onDone: {
          target: 'loaded',
          actions: { type: 'setGroups', params: ({ event }) => ({ groups: event.output }) },
        },
        onError: 'failed',
      },
    },
    /** Loaded once for the page's life: later opens change nothing. */
    loaded: {},
    /** The directory failed (or answered garbage): no groups; the next open tries again. */
    failed: { on: { 'RECOMMENDED.LOAD': 'loading' } },
  },
})
