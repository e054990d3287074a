import { assign, emit, raise, setup } from 'xstate'
import { storageKeys } from '../../storage/keys.js'
import { eventOf } from '../shared/event-of.js'
import { confirmDeviceActor, connectWalletActor, requestCodeActor, verifyCodeActor } from './email.actors.js'
import { emailErrorText, isValidEmail, secondsUntilNextCode, throttleMessage } from './email.rules.js'
import type { EmailContext, EmailEmitted, EmailEvent, EmailInput } from './email.types.js'

/**
 * Email login through the embedded wallet (systemId `email`): the visitor gives an address, the
 * login frame sends a code (after a confirmation of this device, when the frame asks for one), the
 * visitor types it, and the embedded wallet connects like any wallet. Asking for a code records the
 * time: another within 30 s is refused with 'Please try again after N seconds'. Each request to the
 * frame gets 120 s: its actor fails with 'iframe_request_timeout' (see `frameLoginRequest`). Once connected, the "email login used" flag is set
 * (the next page load brings the frame up at once) and the login time is removed.
 *
 * @example
 * const email = createActor(emailMachine, { input: { storage, connectorId: 'AUTH', namespaces: ['eip155'], now: Date.now } }).start()
 * email.send({ type: 'EMAIL.SUBMIT', email: 'ada@example.com' })
 */
export const emailMachine = setup({
  types: {
    context: {} as EmailContext,
    events: {} as EmailEvent,
    input: {} as EmailInput,
    emitted: {} as EmailEmitted,
  },
  actors: {
    requestCode: requestCodeActor,
    confirmDevice: confirmDeviceActor,
    verifyCode: verifyCodeActor,
    connectWallet: connectWalletActor,
  },
  guards: {
    isInvalid: ({ event }) => !isValidEmail(eventOf(event, 'EMAIL.SUBMIT').email),
    isThrottled: ({ context }) =>
      secondsUntilNextCode(context.storage.get(storageKeys.lastEmailLoginTime), context.now()) > 0,
    wantsDevice: (_, params: { action: string }) => params.action === 'VERIFY_DEVICE',
  },
  actions: {
    setEmail: assign({ email: ({ event }) => eventOf(event, 'EMAIL.SUBMIT').email.trim() }),
    setError: assign((_, params: { error: unknown }) => ({ error: emailErrorText(params.error) })),
    setText: assign((_, params: { text: string }) => ({ error: params.text })),
    setThrottled: assign(({ context }) => ({
      error: throttleMessage(
        secondsUntilNextCode(context.storage.get(storageKeys.lastEmailLoginTime), context.now()),
      ),
    })),
    clearError: assign({ error: undefined }),
    recordLoginTime: ({ context }) => {
      context.storage.set(storageKeys.lastEmailLoginTime, context.now())
    },
    rememberLogin: ({ context }) => {
      context.storage.set(storageKeys.emailLoginUsed, true)
      context.storage.remove(storageKeys.lastEmailLoginTime)
      if (context.email) context.storage.set(storageKeys.email, context.email)
    },
    emitConnected: emit(({ context }) => ({ type: 'email.connected' as const, email: context.email ?? '' })),
  },
}).createMachine({
  id: 'email',
  // The address of an earlier login (kept in storage until a disconnect clears it) shows on Account.
  context: ({ input }) => ({ ...input, email: input.storage.get(storageKeys.email), error: undefined }),
  initial: 'idle',
  on: {
    'EMAIL.CANCEL': { target: '.idle', actions: 'clearError' },
    // A new address starts a new login, whatever an earlier one was waiting for: its request to the
    // frame is abandoned, and the address is handled as from the start (checks, 30 s rule).
    'EMAIL.SUBMIT': { target: '.idle', actions: ['clearError', raise(({ event }) => event)] },
    'EMAIL.CHANGED': { actions: assign({ email: ({ event }) => event.email }) },
  },
  states: {
    /** No login under way; an error of the last attempt may show. */
    idle: {
      on: {
        'EMAIL.SUBMIT': [
          { guard: 'isInvalid', actions: { type: 'setText', params: { text: 'Invalid email' } } },
          { guard: 'isThrottled', actions: 'setThrottled' },
          { target: 'sendingCode', actions: ['setEmail', 'clearError'] },
        ],
      },
    },
    /** The frame is asked to send a code (loading the frame first when needed). */
    sendingCode: {
      entry: 'recordLoginTime',
      invoke: {
        src: 'requestCode',
        id: 'requestCode',
        input: ({ context }) => ({ email: context.email ?? '' }),
        onDone: [
          {
            guard: { type: 'wantsDevice', params: ({ event }) => ({ action: event.output.action }) },
            target: 'confirmingDevice',
          },
          { target: 'awaitingCode' },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The frame waits for the visitor to confirm this device from their inbox. */
    confirmingDevice: {
      invoke: {
        src: 'confirmDevice',
        id: 'confirmDevice',
        onDone: 'awaitingCode',
        onError: {
          target: 'idle',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The code is on its way; the visitor types it, or asks for another. */
    awaitingCode: {
      on: {
        'EMAIL.CODE': { target: 'verifyingCode', actions: 'clearError' },
        'EMAIL.RESEND': [
          { guard: 'isThrottled', actions: 'setThrottled' },
          { target: 'sendingCode', actions: 'clearError' },
        ],
      },
    },
    /** The frame checks the code. A wrong one comes back here with the frame's words. */
    verifyingCode: {
      invoke: {
        src: 'verifyCode',
        id: 'verifyCode',
        input: ({ event }) => ({ otp: eventOf(event, 'EMAIL.CODE').otp }),
        onDone: 'connecting',
        onError: {
          target: 'awaitingCode',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Signed in: the embedded wallet connects like any wallet. */
    connecting: {
      invoke: {
        src: 'connectWallet',
        id: 'connectWallet',
        input: ({ context }) => ({ namespaces: context.namespaces, connectorId: context.connectorId }),
        onDone: { target: 'idle', actions: ['rememberLogin', 'emitConnected'] },
        onError: {
          target: 'idle',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})
