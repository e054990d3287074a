import { type AnyActorRef, assertEvent, assign, sendTo } from 'xstate'
import type { Connection } from '../../chains/adapter.types.js'
import type { ConnectAttemptInput } from '../connect-attempt/connect-attempt.types.js'
import { forgetConnection } from './connection.forget.js'
import { connectorOf } from './connection.storage.js'
import type { ConnectionContext, ConnectionEvent } from './connection.types.js'

// Connect attempts: the connect-attempt child asks the wallet (its prompt, a rejection or failure, a
// retry); the connection runs one without a wallet connected (`attempt`), or while adding another
// wallet to the connected one (its `adding` region), and keeps what the attempt reports for the view.

// A connection made with a prompt (an attempt's output): kept, stored, a recent wallet, announced.
export const madeWithPrompt = [
  {
    type: 'setConnection',
    params: ({ event }: { event: { output: Connection | null } }) => ({ connection: event.output }),
  },
  'storeConnection',
  'storeRecentWallet',
  'notifyRecentWallets',
  'notifyConnectionChanged',
  'emitMade',
] as const
// What an attempt asks with: the connector chosen, on the network the site is on.
export const attemptInputOf = ({ context }: { context: ConnectionContext }): ConnectAttemptInput => ({
  adapter: context.adapter,
  connector: connectorOf(context),
  network: context.network,
  signIn: context.signIn,
})

/**
 * The connection machine's actions for attempts (spread into its `setup()`).
 *
 * @example
 * setup({ actions: { ...attemptActions } })
 */
export const attemptActions = {
  setAttemptError: assign<ConnectionContext, ConnectionEvent, undefined, ConnectionEvent, never>(
    ({ event }) => {
      assertEvent(event, 'CONNECTION.ATTEMPT_CHANGED')
      return { error: event.error }
    },
  ),
  retryAttempt: sendTo<ConnectionContext, ConnectionEvent, undefined, AnyActorRef, ConnectionEvent>(
    'attempt',
    { type: 'ATTEMPT.RETRY' },
  ),
  clearAttempt: assign<ConnectionContext, ConnectionEvent, undefined, ConnectionEvent, never>({
    connectorId: undefined,
    error: undefined,
  }),
}

// What every running attempt does, with or without a wallet connected: it says so as it starts and
// ends, runs its child, keeps what the child reports, and asks it again on a retry. Made, the new
// connection is the connected one (entered anew: its wallet watched, its balance read).
const runningAttempt = {
  entry: ['emitAttemptStarted', 'notifyAttempt'],
  exit: 'emitAttemptEnded',
  invoke: {
    src: 'connectAttempt',
    id: 'attempt',
    input: attemptInputOf,
    onDone: { target: '#connection.connected', reenter: true, actions: madeWithPrompt },
  },
} as const
const attemptReports = {
  'CONNECTION.ATTEMPT_CHANGED': { actions: 'setAttemptError' },
  'CONNECTION.RETRY': { actions: ['clearError', 'retryAttempt'] },
} as const

/**
 * A connect attempt without a wallet connected (its view, and leaving it to cancel, are the
 * connectionViews coordinator's; the prompt, rejection, failure and retry are the attempt's own).
 */
export const attemptState = {
  ...runningAttempt,
  on: {
    ...attemptReports,
    'CONNECTION.CANCEL': { target: 'disconnected', actions: ['emitAttemptCancelled', 'clearAttempt'] },
    'CONNECTION.DISCONNECT': {
      target: 'disconnected',
      actions: ['emitAttemptCancelled', 'clearAttempt'],
    },
    'CONNECTION.CONNECT': { target: 'attempt', reenter: true, actions: ['setConnectorId', 'clearError'] },
  },
} as const

/** Adding another wallet (multi-wallet) while this one stays connected. */
export const addingRegion = {
  initial: 'idle',
  states: {
    // Another wallet: this connection stays, and keeps following its wallet (a request to it
    // too), until the new one is made.
    idle: {
      on: {
        'CONNECTION.CONNECT': {
          guard: 'isOtherConnector',
          target: 'attempting',
          actions: ['setConnectorId', 'clearError'],
        },
      },
    },
    attempting: {
      ...runningAttempt,
      on: {
        ...attemptReports,
        // Giving up comes back to the connected wallet.
        'CONNECTION.CANCEL': {
          target: 'idle',
          actions: ['emitAttemptCancelled', 'restoreConnectorId'],
        },
        'CONNECTION.CONNECT': {
          target: 'attempting',
          reenter: true,
          actions: ['setConnectorId', 'clearError'],
        },
        // Disconnecting ends the connected wallet and gives up the one being added.
        'CONNECTION.DISCONNECT': {
          target: '#connection.disconnecting',
          actions: ['emitAttemptCancelled', 'restoreConnectorId', 'setCloseModalOnDisconnect'],
        },
        // The connected wallet went away on its own: the wallet being added is given up too.
        'CONNECTION.ACCOUNTS_CHANGED': {
          guard: 'hasNoAccounts',
          target: '#connection.disconnected',
          actions: ['emitAttemptCancelled', ...forgetConnection],
        },
        'CONNECTION.WALLET_DISCONNECTED': {
          target: '#connection.disconnected',
          actions: ['emitAttemptCancelled', ...forgetConnection],
        },
        // A switch is refused while the visitor is asked about the wallet being added.
        'CONNECTION.SWITCH': { actions: 'emitSwitchRefused' },
      },
    },
  },
} as const
