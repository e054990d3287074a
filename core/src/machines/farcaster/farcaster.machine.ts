import { assign, emit, setup } from 'xstate'
import { FarcasterConnectError } from '../../errors/connection.js'
import { storageKeys } from '../../storage/keys.js'
import { systemSender } from '../../system/system.js'
import { connectWalletActor } from '../email/email.actors.js'
import { emailErrorText, requestFailureText } from '../email/email.rules.js'
import { approvalActor, signInUrlActor, watchFarcasterViewActor } from './farcaster.actors.js'
import type { FarcasterContext, FarcasterEmitted, FarcasterEvent, FarcasterInput } from './farcaster.types.js'

/**
 * A Farcaster sign-in address left unapproved this long is given up, and Try again asks for a new
 * one. Not in the SPEC (which sets no limit on this wait): ours, so that no wait is endless; five
 * minutes leave time to find the phone and open the app.
 */
export const FARCASTER_APPROVAL_TIMEOUT_MS = 300_000

const notConnected = new FarcasterConnectError().shortMessage
const toSystem = systemSender<FarcasterContext, FarcasterEvent>()

/**
 * Farcaster login through the embedded wallet (systemId `farcaster`): the login frame names a
 * sign-in address, which the ConnectingFarcaster view shows as a QR code (and as a link that opens the
 * app on this device); the frame then waits until the visitor approved it in their Farcaster app, and
 * the embedded wallet connects like any wallet. Asking for the address gets 120 s, as every login
 * request to the frame (its actor then fails with 'iframe_request_timeout', see `frameLoginRequest`);
 * the approval gets 5 minutes (closing the modal alone leaves it waiting: the visitor may still
 * approve on their phone). Giving up before the login ended (Cancel, Back, a new
 * start) drops the address and reloads the login frame, whose request for the old address would
 * otherwise still wait. Once connected, the provider and username are stored (so the frame loads at
 * once on the next visit).
 *
 * @example
 * const farcaster = createActor(farcasterMachine, { input: { storage, connectorId: 'AUTH', namespaces: ['eip155'] } }).start()
 * farcaster.send({ type: 'FARCASTER.START' })
 */
export const farcasterMachine = setup({
  types: {
    context: {} as FarcasterContext,
    events: {} as FarcasterEvent,
    input: {} as FarcasterInput,
    emitted: {} as FarcasterEmitted,
  },
  actors: {
    signInUrl: signInUrlActor,
    approval: approvalActor,
    connectWallet: connectWalletActor,
    watchView: watchFarcasterViewActor,
  },
  delays: { approvalTimeout: FARCASTER_APPROVAL_TIMEOUT_MS },
  actions: {
    clear: assign({ url: undefined, username: undefined, error: undefined }),
    setUrl: assign((_, params: { url: string }) => ({ url: params.url })),
    setUsername: assign((_, params: { userName: string }) => ({ username: params.userName })),
    setError: assign((_, params: { error: unknown }) => ({ error: emailErrorText(params.error) })),
    setText: assign((_, params: { text: string }) => ({ error: params.text })),
    reloadFrame: toSystem('frame')(() => ({ type: 'FRAME.RELOAD' })),
    rememberLogin: ({ context }) => {
      context.storage.set(storageKeys.connectedSocialProvider, 'farcaster')
      if (context.username !== undefined)
        context.storage.set(storageKeys.connectedSocialUsername, context.username)
    },
    emitStarted: emit({ type: 'social.started' as const, provider: 'farcaster' as const }),
    emitRequestedUserData: emit({
      type: 'social.requestedUserData' as const,
      provider: 'farcaster' as const,
    }),
    emitSucceeded: emit(({ context }) => ({
      type: 'social.succeeded' as const,
      provider: 'farcaster' as const,
      username: context.username,
    })),
    emitFailed: emit(({ context }) => ({
      type: 'social.failed' as const,
      provider: 'farcaster' as const,
      error: context.error ?? '',
    })),
  },
}).createMachine({
  id: 'farcaster',
  context: ({ input }) => ({ ...input, url: undefined, username: undefined, error: undefined }),
  initial: 'idle',
  states: {
    idle: { on: { 'FARCASTER.START': { target: 'login', actions: ['clear', 'emitStarted'] } } },
    login: {
      // Leaving the login before it ended, by any way, resets the frame (SPEC §2's Farcaster back rule).
      invoke: { id: 'watchView', src: 'watchView' },
      on: {
        'FARCASTER.START': {
          target: 'login',
          reenter: true,
          actions: ['reloadFrame', 'clear', 'emitStarted'],
        },
        'FARCASTER.CANCEL': { target: 'idle', actions: ['reloadFrame', 'clear'] },
        'FARCASTER.VIEW_CLOSED': { target: 'idle', actions: ['reloadFrame', 'clear'] },
      },
      initial: 'askingUrl',
      states: {
        askingUrl: {
          invoke: {
            id: 'signInUrl',
            src: 'signInUrl',
            onDone: {
              target: 'awaitingApproval',
              actions: { type: 'setUrl', params: ({ event }) => ({ url: event.output }) },
            },
            // SPEC §8: whatever the frame said, 'Failed to connect to farcaster'; a request it left
            // unanswered keeps the timeout's own words.
            onError: {
              target: 'failed',
              actions: {
                type: 'setText',
                params: ({ event }) => ({ text: requestFailureText(event.error, notConnected) }),
              },
            },
          },
        },
        awaitingApproval: {
          invoke: {
            id: 'approval',
            src: 'approval',
            onDone: {
              target: '#farcaster.connectingWallet',
              actions: [
                { type: 'setUsername', params: ({ event }) => ({ userName: event.output.userName }) },
                'emitRequestedUserData',
              ],
            },
            onError: { target: 'failed', actions: { type: 'setText', params: { text: notConnected } } },
          },
          after: {
            approvalTimeout: {
              target: 'failed',
              actions: ['reloadFrame', { type: 'setText', params: { text: notConnected } }],
            },
          },
        },
        failed: { entry: 'emitFailed' },
      },
    },
    connectingWallet: {
      invoke: {
        id: 'connectWallet',
        src: 'connectWallet',
        input: ({ context }) => ({ namespaces: context.namespaces, connectorId: context.connectorId }),
        onDone: { target: 'connected', actions: ['rememberLogin', 'emitSucceeded'] },
        onError: {
          target: 'failedToConnect',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The frame holds the login but the wallet did not connect: the visitor may start over.
    failedToConnect: {
      entry: 'emitFailed',
      on: {
        'FARCASTER.START': { target: 'login', actions: ['clear', 'emitStarted'] },
        'FARCASTER.CANCEL': { target: 'idle', actions: 'clear' },
      },
    },
    connected: { on: { 'FARCASTER.START': { target: 'login', actions: ['clear', 'emitStarted'] } } },
  },
})
