import { assign, fromPromise, sendParent, setup } from 'xstate'
import type { AnyChainAdapter, Connection } from '../../chains/adapter.types.js'
import type { Connector } from '../../connectors/connector.types.js'
import { ConnectionConnectorNotFoundError } from '../../errors/connection.js'
import { isUserRejection } from '../../errors/rpc.js'
import type { Network } from '../../networks/network.types.js'
import { connectErrorOf, widenAdapter } from '../connection/connection.rules.js'
import type { ConnectSignInSource } from '../connection/connection.types.js'
import type {
  ConnectAttemptContext,
  ConnectAttemptEvent,
  ConnectAttemptInput,
  ConnectAttemptReport,
} from './connect-attempt.types.js'

/** The wallet prompt of a connect attempt (signing in with it where the wallet can and sign-in runs). */
export const connectActor = fromPromise<
  Connection,
  {
    adapter: AnyChainAdapter
    connector: Connector
    network: Network
    signIn: ConnectSignInSource | undefined
  }
>(({ input, system }) =>
  widenAdapter(input.adapter).connect({
    connector: input.connector,
    network: input.network,
    signIn: input.signIn?.(system),
  }),
)

/**
 * One connect attempt (a child of a connection actor): the wallet behind the connector is asked (a
 * prompt); the visitor may refuse ('Connection rejected') or it may fail, and a retry asks again. It
 * ends with the connection the wallet made (its output); its parent cancels it by stopping it. Every
 * change of what it shows is reported to the parent, which keeps it for the connecting view.
 *
 * @example
 * invoke: { src: connectAttemptMachine, id: 'attempt', input: { adapter, connector, network, signIn } }
 */
export const connectAttemptMachine = setup({
  types: {} as {
    context: ConnectAttemptContext
    events: ConnectAttemptEvent
    input: ConnectAttemptInput
    // The connection the wallet made (the attempt ends only with one; null only to the type system).
    output: Connection | null
  },
  actors: { connect: connectActor },
  guards: {
    hasConnector: ({ context }) => context.connector !== undefined,
    isRejection: (_, params: { error: unknown }) => isUserRejection(params.error),
  },
  actions: {
    setError: assign((_, params: { error: unknown }) => ({ error: connectErrorOf(params.error) })),
    setConnectorNotFound: assign({
      error: { kind: 'failed', message: ConnectionConnectorNotFoundError.shortMessage },
    }),
    clearError: assign({ error: undefined }),
    report: sendParent(
      ({ context }): ConnectAttemptReport => ({ type: 'CONNECTION.ATTEMPT_CHANGED', error: context.error }),
    ),
  },
}).createMachine({
  id: 'connectAttempt',
  context: ({ input }) => ({ ...input, error: undefined, connection: undefined }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasConnector', target: 'connecting' },
        { target: 'failed', actions: ['setConnectorNotFound', 'report'] },
      ],
    },
    /** The wallet prompt is open. */
    connecting: {
      invoke: {
        src: 'connect',
        id: 'connect',
        input: ({ context }) => ({
          adapter: context.adapter,
          // `checking` comes here only with a connector.
          connector: context.connector as Connector,
          network: context.network,
          signIn: context.signIn,
        }),
        onDone: { target: 'connected', actions: assign({ connection: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isRejection', params: ({ event }) => ({ error: event.error }) },
            target: 'rejected',
            actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, 'report'],
          },
          {
            target: 'failed',
            actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, 'report'],
          },
        ],
      },
    },
    /** The visitor refused: 'Connection rejected', retry offered. */
    rejected: { on: { 'ATTEMPT.RETRY': { target: 'checking', actions: ['clearError', 'report'] } } },
    /** Any other error, with its message. */
    failed: { on: { 'ATTEMPT.RETRY': { target: 'checking', actions: ['clearError', 'report'] } } },
    connected: { type: 'final' },
  },
  output: ({ context }) => context.connection ?? null,
})
