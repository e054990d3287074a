import { assertEvent, assign, setup } from 'xstate'
import type { WalletsPage } from '../../api/wallet-directory.types.js'
import { checkCustomWallets } from '../../chains/walletconnect/custom-wallets.js'
import { systemSender } from '../../system/system.js'
import { eventOf } from '../shared/event-of.js'
import { fetchWalletsActor } from './wallet-list.actors.js'
import { WALLET_SEARCH_DEBOUNCE_MS } from './wallet-list.constants.js'
import { appendWallets, hasMoreWallets, walletsErrorMessage } from './wallet-list.rules.js'
import type { WalletListContext, WalletListEvent, WalletListInput } from './wallet-list.types.js'

// Sends to the actors this machine talks to, by system id (absent ones are skipped).
const toSystem = systemSender<WalletListContext, WalletListEvent>()

/**
 * The AllWallets list (systemId `walletList`): pages of the wallet directory (SPEC §7: 40 a page, 100
 * when searching) for a search and a certified-only filter. Searching waits until typing pauses; a new
 * query replaces the list at once and aborts the requests of the old one, so a slow earlier search
 * never lands over a later one. Later pages load on demand; a failed one keeps the wallets loaded.
 * The site's own wallets come first, those whose name matches the search (none with certified only:
 * the directory certifies wallets, not the site).
 *
 * Two regions: `search` holds the debounce of the search field, `list` the pages of the current query.
 *
 * @example
 * const walletList = createActor(walletListMachine, { input: { directory } }).start()
 * walletList.send({ type: 'WALLETS.OPEN' })
 * walletList.send({ type: 'WALLETS.SEARCH', query: 'rain' }) // searched 300 ms after the last keystroke
 */
export const walletListMachine = setup({
  types: {} as { context: WalletListContext; events: WalletListEvent; input: WalletListInput },
  actors: { fetchWallets: fetchWalletsActor },
  delays: { searchDebounce: WALLET_SEARCH_DEBOUNCE_MS },
  guards: {
    isCurrentQuery: ({ context, event }) => eventOf(event, 'WALLETS.SEARCH').query.trim() === context.query,
    isCertifiedOnlyChanged: ({ context, event }) =>
      eventOf(event, 'WALLETS.SET_CERTIFIED_ONLY').value !== context.certifiedOnly,
    hasMore: ({ context }) => hasMoreWallets(context),
  },
  actions: {
    connectSelectedWallet: toSystem('pairing')(({ context, event }) => {
      assertEvent(event, 'WALLETS.SELECT')
      const wallet = [...context.customWallets, ...context.wallets].find(
        (listed) => listed.id === event.walletId,
      )
      return wallet && { type: 'PAIRING.CONNECT', wallet }
    }),
    setPendingQuery: assign({
      pendingQuery: ({ event }) => eventOf(event, 'WALLETS.SEARCH').query.trim(),
    }),
    clearPendingQuery: assign({ pendingQuery: undefined }),
    // The typed search, if any, becomes the list's query.
    applyPendingQuery: assign({
      query: ({ context }) => context.pendingQuery ?? context.query,
      pendingQuery: undefined,
    }),
    setCertifiedOnly: assign({
      certifiedOnly: ({ event }) => eventOf(event, 'WALLETS.SET_CERTIFIED_ONLY').value,
    }),
    clearList: assign({
      wallets: [],
      count: 0,
      page: 0,
      exhausted: false,
      error: undefined,
      moreError: undefined,
    }),
    setFirstPage: assign((_, { data, count }: WalletsPage) => {
      return { wallets: appendWallets([], data), count, page: 1, exhausted: data.length === 0 }
    }),
    appendPage: assign(({ context }, { data, count }: WalletsPage) => {
      return {
        wallets: appendWallets(context.wallets, data),
        count,
        page: context.page + 1,
        exhausted: data.length === 0,
      }
    }),
    setError: assign((_, params: { error: unknown }) => ({ error: walletsErrorMessage(params.error) })),
    setMoreError: assign((_, params: { error: unknown }) => ({
      moreError: walletsErrorMessage(params.error),
    })),
    clearMoreError: assign({ moreError: undefined }),
  },
}).createMachine({
  id: 'wallet-list',
  type: 'parallel',
  context: ({ input }) => ({
    directory: input.directory,
    customWallets: checkCustomWallets(input.customWallets ?? []).wallets,
    query: '',
    pendingQuery: undefined,
    certifiedOnly: false,
    wallets: [],
    count: 0,
    page: 0,
    exhausted: false,
    error: undefined,
    moreError: undefined,
  }),
  on: {
    'WALLETS.SELECT': { actions: 'connectSelectedWallet' },
    // A new filter applies at once, with the search as typed (a pending debounce is folded in).
    'WALLETS.SET_CERTIFIED_ONLY': {
      guard: 'isCertifiedOnlyChanged',
      target: ['.search.idle', '.list.loading'],
      actions: ['setCertifiedOnly', 'applyPendingQuery'],
    },
  },
  states: {
    search: {
      initial: 'idle',
      on: {
        'WALLETS.SEARCH': [
          // Back to the query shown (or loading): nothing to search, a pending search is dropped.
          { guard: 'isCurrentQuery', target: '.idle', actions: 'clearPendingQuery' },
          // Every keystroke enters `debouncing` again (the region stays, its child restarts).
          { target: '.debouncing', actions: 'setPendingQuery' },
        ],
      },
      states: {
        idle: {},
        /** Typing: the search runs once no keystroke came for the debounce delay. */
        debouncing: {
          after: {
            searchDebounce: {
              target: ['#wallet-list.search.idle', '#wallet-list.list.loading'],
              actions: 'applyPendingQuery',
            },
          },
        },
      },
    },
    list: {
      initial: 'idle',
      states: {
        /** Nothing asked yet (AllWallets never shown). */
        idle: {
          on: { 'WALLETS.OPEN': 'loading' },
        },
        /** The first page of the query is on its way; entering again aborts the previous request. */
        loading: {
          entry: 'clearList',
          invoke: {
            src: 'fetchWallets',
            id: 'fetchFirstPage',
            input: ({ context }) => ({
              directory: context.directory,
              page: 1,
              search: context.query,
              certifiedOnly: context.certifiedOnly,
            }),
            onDone: {
              target: 'ready',
              actions: { type: 'setFirstPage', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** Wallets shown (or none: the directory has nothing for the query). */
        ready: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'WALLETS.LOAD_MORE': { guard: 'hasMore', target: 'loadingMore' } },
            },
            loadingMore: {
              invoke: {
                src: 'fetchWallets',
                id: 'fetchNextPage',
                input: ({ context }) => ({
                  directory: context.directory,
                  page: context.page + 1,
                  search: context.query,
                  certifiedOnly: context.certifiedOnly,
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'appendPage', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'moreFailed',
                  actions: { type: 'setMoreError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            /** The next page failed: the wallets loaded stay, with the message and a retry. */
            moreFailed: {
              on: { 'WALLETS.RETRY': { target: 'loadingMore', actions: 'clearMoreError' } },
            },
          },
        },
        /** The first page failed: the message, and a retry (opening again retries too). */
        failed: {
          on: {
            'WALLETS.RETRY': 'loading',
            'WALLETS.OPEN': 'loading',
          },
        },
      },
    },
  },
})
