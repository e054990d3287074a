import { assign, setup } from 'xstate'
import { isSameAccount } from '../../account-data/active-account.js'
import { BALANCE_RETRY_BACKOFF_MS, PORTFOLIO_CACHE_MS } from '../../config/constants.js'
import { systemSender } from '../../system/system.js'
import { eventOf } from '../shared/event-of.js'
import { readBalancesActor, watchActiveAccountActor } from './portfolio.actors.js'
import type { PortfolioContext, PortfolioEvent, PortfolioInput } from './portfolio.types.js'

const toSystem = systemSender<PortfolioContext, PortfolioEvent>()

/**
 * The active account's tokens (systemId `portfolioTokens`), for the Account view's Tokens list. It
 * follows the active account and reads its tokens from the source when the account changes, when the
 * list is shown and what it holds is over 30 s old (SPEC §9 cache), and on request (after a send). A
 * failed read shows the snack 'Token Balance Unavailable' and puts reads on hold for 30 s (SPEC §8,
 * §9), so a failing service is not asked again on every open. What was read stays on screen while it
 * is read again; another account's tokens never show for this one.
 *
 * @example
 * const portfolio = createActor(portfolioMachine, { input: { source: chainSource({ tokens }) } }).start()
 * portfolio.send({ type: 'PORTFOLIO.SHOW' })
 */
export const portfolioMachine = setup({
  types: {
    context: {} as PortfolioContext,
    events: {} as PortfolioEvent,
    input: {} as PortfolioInput,
  },
  actors: { readBalances: readBalancesActor, watchActiveAccount: watchActiveAccountActor },
  delays: {
    portfolioCache: PORTFOLIO_CACHE_MS,
    balanceRetryBackoff: BALANCE_RETRY_BACKOFF_MS,
  },
  guards: {
    isSameAccount: ({ context, event }) =>
      isSameAccount(context.account, eventOf(event, 'PORTFOLIO.ACCOUNT_CHANGED').account),
    hasNoAccount: ({ event }) => eventOf(event, 'PORTFOLIO.ACCOUNT_CHANGED').account === undefined,
    hasAccount: ({ context }) => context.account !== undefined,
  },
  actions: {
    setAccount: assign({
      account: ({ event }) => eventOf(event, 'PORTFOLIO.ACCOUNT_CHANGED').account,
      tokens: undefined,
      forceUpdate: undefined,
    }),
    setForceUpdate: assign({
      forceUpdate: ({ event }) => eventOf(event, 'PORTFOLIO.REFRESH').forceUpdate,
    }),
    setTokens: assign((_, params: { tokens: PortfolioContext['tokens'] }) => ({
      tokens: params.tokens,
      forceUpdate: undefined,
    })),
    clearForceUpdate: assign({ forceUpdate: undefined }),
    showUnavailable: toSystem('snack')(() => ({
      type: 'SNACK.SHOW',
      message: 'Token Balance Unavailable',
      variant: 'error',
    })),
  },
}).createMachine({
  id: 'portfolio',
  context: ({ input }) => ({ ...input, account: undefined, tokens: undefined, forceUpdate: undefined }),
  invoke: { src: 'watchActiveAccount', id: 'watchActiveAccount' },
  on: {
    'PORTFOLIO.ACCOUNT_CHANGED': [
      { guard: 'isSameAccount' },
      { guard: 'hasNoAccount', target: '.idle', actions: 'setAccount' },
      { target: '.reading', actions: 'setAccount' },
    ],
  },
  initial: 'idle',
  states: {
    /** No account to show tokens for. */
    idle: {},
    /** The source is asked; the tokens read before (this account's) stay on screen meanwhile. */
    reading: {
      on: {
        // A request during a read (a send just landed) starts the read again, so it is not lost.
        'PORTFOLIO.REFRESH': { target: 'reading', reenter: true, actions: 'setForceUpdate' },
      },
      invoke: {
        src: 'readBalances',
        id: 'readBalances',
        input: ({ context }) => {
          // `reading` is entered only with an account (the guards above and `hasAccount`).
          if (!context.account) throw new Error('portfolio: reading without an account')
          return { source: context.source, account: context.account, forceUpdate: context.forceUpdate }
        },
        onDone: {
          target: 'ready',
          actions: { type: 'setTokens', params: ({ event }) => ({ tokens: event.output }) },
        },
        onError: { target: 'unavailable', actions: ['clearForceUpdate', 'showUnavailable'] },
      },
    },
    /** The tokens are read; they count as current for 30 s. */
    ready: {
      initial: 'fresh',
      on: { 'PORTFOLIO.REFRESH': { target: 'reading', actions: 'setForceUpdate' } },
      states: {
        fresh: { after: { portfolioCache: 'stale' } },
        stale: { on: { 'PORTFOLIO.SHOW': '#portfolio.reading' } },
      },
    },
    /** The last read failed: no read for 30 s, then on the next show or request. */
    unavailable: {
      initial: 'onHold',
      states: {
        onHold: {
          after: { balanceRetryBackoff: 'retryable' },
          on: {
            // Reads stay on hold for another account too: the source is what failed.
            'PORTFOLIO.ACCOUNT_CHANGED': [{ guard: 'isSameAccount' }, { actions: 'setAccount' }],
          },
        },
        retryable: {
          on: {
            'PORTFOLIO.SHOW': { guard: 'hasAccount', target: '#portfolio.reading' },
            'PORTFOLIO.REFRESH': {
              guard: 'hasAccount',
              target: '#portfolio.reading',
              actions: 'setForceUpdate',
            },
          },
        },
      },
    },
  },
})
