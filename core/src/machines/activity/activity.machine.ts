import { assign, emit, setup } from 'xstate'
import { isSameAccount } from '../../account-data/active-account.js'
import { systemSender } from '../../system/system.js'
import { eventOf } from '../shared/event-of.js'
import { readHistoryActor, watchActiveAccountActor } from './activity.actors.js'
import type { ActivityContext, ActivityEmitted, ActivityEvent, ActivityInput } from './activity.types.js'

const toSystem = systemSender<ActivityContext, ActivityEvent>()

// A failed read: the snack of SPEC §8, and the analytics event of SPEC §7.
const failed = ['showFailed', 'emitFailed'] as const

/**
 * The active account's transactions (systemId `activityFeed`), for the Account view's Activity list
 * (account data module, downloaded with the first Activity list). It follows the active account (EVM
 * only: SPEC §9) and reads its history a page at a time, by cursor, when the list first shows, when
 * the visitor reaches its end, and from the start when the account changes or on request. A failed
 * read shows the snack 'Failed to fetch transactions' and marks the list empty (SPEC §8); a page that
 * fails after the first keeps what is listed and stops paging.
 *
 * @example
 * const activity = createActor(activityMachine, { input: { source } }).start()
 * activity.send({ type: 'ACTIVITY.SHOW' })
 */
export const activityMachine = setup({
  types: {
    context: {} as ActivityContext,
    events: {} as ActivityEvent,
    input: {} as ActivityInput,
    emitted: {} as ActivityEmitted,
  },
  actors: { readHistory: readHistoryActor, watchActiveAccount: watchActiveAccountActor },
  guards: {
    isSameAccount: ({ context, event }) =>
      isSameAccount(context.account, eventOf(event, 'ACTIVITY.ACCOUNT_CHANGED').account),
    hasNoAccount: ({ event }) => eventOf(event, 'ACTIVITY.ACCOUNT_CHANGED').account === undefined,
    hasAccount: ({ context }) => context.account !== undefined,
    hasNextPage: ({ context }) => context.next !== undefined,
  },
  actions: {
    setAccount: assign({
      account: ({ event }) => eventOf(event, 'ACTIVITY.ACCOUNT_CHANGED').account,
      transactions: [],
      next: undefined,
    }),
    setFirstPage: assign(
      (_, page: { transactions: ActivityContext['transactions']; next: string | undefined }) => ({
        transactions: page.transactions,
        next: page.next,
      }),
    ),
    appendPage: assign(
      ({ context }, page: { transactions: ActivityContext['transactions']; next: string | undefined }) => ({
        transactions: [...context.transactions, ...page.transactions],
        next: page.next,
      }),
    ),
    markEmpty: assign({ transactions: [], next: undefined }),
    stopPaging: assign({ next: undefined }),
    showFailed: toSystem('snack')(() => ({
      type: 'SNACK.SHOW',
      message: 'Failed to fetch transactions',
      variant: 'error',
    })),
    emitFailed: emit(({ context, event }) => ({
      type: 'ERROR_FETCH_TRANSACTIONS' as const,
      address: context.account?.address ?? '',
      caipNetworkId: context.account?.network.caipNetworkId ?? '',
      message:
        'error' in event && event.error instanceof Error
          ? event.error.message
          : 'Failed to fetch transactions',
    })),
  },
}).createMachine({
  id: 'activity',
  context: ({ input }) => ({ ...input, account: undefined, transactions: [], next: undefined }),
  invoke: { src: 'watchActiveAccount', id: 'watchActiveAccount' },
  on: {
    'ACTIVITY.ACCOUNT_CHANGED': [
      { guard: 'isSameAccount' },
      { guard: 'hasNoAccount', target: '.idle', actions: 'setAccount' },
      { target: '.loading', actions: 'setAccount' },
    ],
  },
  initial: 'idle',
  states: {
    /** No account with activity to show. */
    idle: {},
    /** The first page is read. */
    loading: {
      on: { 'ACTIVITY.REFRESH': { target: 'loading', reenter: true } },
      invoke: {
        src: 'readHistory',
        id: 'readHistory',
        input: ({ context }) => {
          if (!context.account) throw new Error('activity: loading without an account')
          return { source: context.source, account: context.account, cursor: undefined }
        },
        onDone: {
          target: 'listed',
          actions: { type: 'setFirstPage', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: ['markEmpty', ...failed] },
      },
    },
    /** Pages are in; the next one is read when the visitor reaches the end of the list. */
    listed: {
      initial: 'ready',
      on: { 'ACTIVITY.REFRESH': '#activity.loading' },
      states: {
        ready: { on: { 'ACTIVITY.LOAD_MORE': { guard: 'hasNextPage', target: 'loadingMore' } } },
        loadingMore: {
          invoke: {
            src: 'readHistory',
            id: 'readNextPage',
            input: ({ context }) => {
              if (!context.account) throw new Error('activity: paging without an account')
              return { source: context.source, account: context.account, cursor: context.next }
            },
            onDone: { target: 'ready', actions: { type: 'appendPage', params: ({ event }) => event.output } },
            onError: { target: 'ready', actions: ['stopPaging', ...failed] },
          },
        },
      },
    },
    /** The first page could not be read: the list is empty until it shows again or is refreshed. */
    failed: {
      on: {
        'ACTIVITY.SHOW': { guard: 'hasAccount', target: 'loading' },
        'ACTIVITY.REFRESH': { guard: 'hasAccount', target: 'loading' },
      },
    },
  },
})
