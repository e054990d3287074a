import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate'
import type { AnyChainAdapter, Balance } from '../../chains/adapter.types.js'
import { WALLET_EVENT_SETTLE_MS } from '../../config/constants.js'
import { widenAdapter } from '../connection/connection.rules.js'
import type {
  BalanceContext,
  BalanceEvent,
  BalanceInput,
  BalanceRead,
  BalanceReport,
  BalanceTarget,
} from './balance.types.js'

/** Reads the native balance of the target's address from its network's own RPC. */
export const getBalanceActor = fromPromise<Balance, { adapter: AnyChainAdapter; target: BalanceTarget }>(
  async ({ input }) => {
    const { address, network } = input.target
    // The machine reads only with a network (see `checking`); without one there is no RPC to ask.
    if (!network) throw new Error(`No configured network to read the balance of ${address} from`)
    return widenAdapter(input.adapter).getBalance({ address, network })
  },
)

/**
 * The native balance of a connection's active account (a child of the connection actor, while
 * connected): read at once, then again after each wallet event once the wallet has settled, so a burst
 * of events makes one read, of the account and network the last one left (a new event cancels a read
 * under way). Each move is reported to the parent, which keeps what the views show.
 *
 * @example
 * invoke: { src: balanceMachine, id: 'balance', input: { adapter, target: { address, network } } }
 */
export const balanceMachine = setup({
  types: {} as { context: BalanceContext; events: BalanceEvent; input: BalanceInput },
  delays: { walletEventSettle: WALLET_EVENT_SETTLE_MS },
  actors: { getBalance: getBalanceActor },
  guards: {
    hasNetwork: ({ context }) => context.target.network !== undefined,
  },
  actions: {
    setTarget: assign(({ event }) => {
      assertEvent(event, 'BALANCE.READ')
      return { target: event.target }
    }),
    // Every move is one report, of what the parent keeps for the views: one action with the read as its
    // parameter rather than one per status, since the page downloads each action's code.
    report: sendParent(
      (_, read: BalanceRead): BalanceReport => ({ type: 'CONNECTION.BALANCE_CHANGED', read }),
    ),
  },
}).createMachine({
  id: 'balance',
  context: ({ input }) => input,
  on: {
    'BALANCE.READ': {
      target: '.settling',
      reenter: true,
      actions: ['setTarget', { type: 'report', params: { status: 'reading' } }],
    },
  },
  initial: 'checking',
  states: {
    /** After a wallet event: each new one restarts the wait (and cancels a read under way). */
    settling: { after: { walletEventSettle: 'checking' } },
    checking: {
      always: [
        { guard: 'hasNetwork', target: 'loading' },
        { target: 'unavailable', actions: { type: 'report', params: { status: 'unavailable' } } },
      ],
    },
    loading: {
      invoke: {
        src: 'getBalance',
        id: 'getBalance',
        input: ({ context }) => ({ adapter: context.adapter, target: context.target }),
        onDone: {
          target: 'ready',
          actions: { type: 'report', params: ({ event }) => ({ status: 'ready', balance: event.output }) },
        },
        onError: { target: 'failed', actions: { type: 'report', params: { status: 'failed' } } },
      },
    },
    ready: {},
    failed: {},
    unavailable: {},
  },
})
