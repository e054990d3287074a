import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate'
import type { AnyChainAdapter, Balance } from '../../chains/adapter.types.js'
import { WALLET_EVENT_SETTLE_MS } from '../../config/constants.js'
import { widenAdapter } from '../connection/connection.rules.js'
import type {
  BalanceContext,
  BalanceEvent,
  BalanceInput,
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
    reportReading: sendParent(
      (): BalanceReport => ({
        type: 'CONNECTION.BALANCE_CHANGED',
        read: { status: 'reading' },
      }),
    ),
    reportRead: sendParent(
      (_, params: { balance: Balance }): BalanceReport => ({
        type: 'CONNECTION.BALANCE_CHANGED',
        read: { status: 'ready', balance: params.balance },
      }),
    ),
    reportFailed: sendParent(
      (): BalanceReport => ({
        type: 'CONNECTION.BALANCE_CHANGED',
        read: { status: 'failed' },
      }),
    ),
    reportUnavailable: sendParent(
      (): BalanceReport => ({
        type: 'CONNECTION.BALANCE_CHANGED',
        read: { status: 'unavailable' },
      }),
    ),
  },
}).createMachine({
  id: 'balance',
  context: ({ input }) => input,
  on: {
    'BALANCE.READ': { target: '.settling', reenter: true, actions: ['setTarget', 'reportReading'] },
  },
  initial: 'checking',
  states: {
    /** After a wallet event: each new one restarts the wait (and cancels a read under way). */
    settling: { after: { walletEventSettle: 'checking' } },
    checking: {
      always: [
        { guard: 'hasNetwork', target: 'loading' },
        { target: 'unavailable', actions: 'reportUnavailable' },
      ],
    },
    loading: {
      invoke: {
        src: 'getBalance',
        id: 'getBalance',
        input: ({ context }) => ({ adapter: context.adapter, target: context.target }),
        onDone: {
          target: 'ready',
          actions: { type: 'reportRead', params: ({ event }) => ({ balance: event.output }) },
        },
        onError: { target: 'failed', actions: 'reportFailed' },
      },
    },
    ready: {},
    failed: {},
    unavailable: {},
  },
})
