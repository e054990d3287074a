import { assign, emit, setup } from 'xstate'
import '../../system/embedded-wallet.system.js'
import { storageKeys } from '../../storage/keys.js'
import { systemSender } from '../../system/system.js'
import { emailErrorText, isValidEmail } from '../email/email.rules.js'
import { eventOf } from '../shared/event-of.js'
import { requestUpdateActor, verifyPrimaryActor, verifySecondaryActor } from './email-update.actors.js'
import type {
  EmailUpdateContext,
  EmailUpdateEmitted,
  EmailUpdateEvent,
  EmailUpdateInput,
} from './email-update.types.js'

const toSystem = systemSender<EmailUpdateContext, EmailUpdateEvent>()

/**
 * Moving the embedded wallet's login to another address (systemId `emailUpdate`): the frame sends a
 * code to the current address (VERIFY_PRIMARY_OTP), then one to the new address
 * (VERIFY_SECONDARY_OTP); after both, the new address is the login's, and stored. A wrong code comes
 * back to its field with the frame's words; each request to the frame gets 120 s, after which its
 * actor fails with 'iframe_request_timeout' (see `frameLoginRequest`), back to the field likewise.
 *
 * @example
 * const update = createActor(emailUpdateMachine, { input: { storage } }).start()
 * update.send({ type: 'EMAIL_UPDATE.SUBMIT', email: 'ada@new.example' })
 */
export const emailUpdateMachine = setup({
  types: {
    context: {} as EmailUpdateContext,
    events: {} as EmailUpdateEvent,
    input: {} as EmailUpdateInput,
    emitted: {} as EmailUpdateEmitted,
  },
  actors: {
    requestUpdate: requestUpdateActor,
    verifyPrimary: verifyPrimaryActor,
    verifySecondary: verifySecondaryActor,
  },
  guards: {
    isInvalid: ({ event }) => !isValidEmail(eventOf(event, 'EMAIL_UPDATE.SUBMIT').email),
    wantsPrimary: (_, params: { action: string }) => params.action === 'VERIFY_PRIMARY_OTP',
  },
  actions: {
    setNewEmail: assign({ newEmail: ({ event }) => eventOf(event, 'EMAIL_UPDATE.SUBMIT').email.trim() }),
    setError: assign((_, params: { error: unknown }) => ({ error: emailErrorText(params.error) })),
    setText: assign((_, params: { text: string }) => ({ error: params.text })),
    clearError: assign({ error: undefined }),
    storeEmail: ({ context }, params: { email: string }) => {
      context.storage.set(storageKeys.email, params.email)
    },
    // The login's address as the frame confirmed it (its spelling, not necessarily the one typed).
    confirmEmail: assign((_, params: { email: string }) => ({ newEmail: params.email })),
    // Done: back to the view the update was opened from (Account), which shows the new address.
    leaveView: toSystem('router')(() => ({ type: 'ROUTER.BACK' })),
    tellEmail: toSystem('email')(({ context }) => ({ type: 'EMAIL.CHANGED', email: context.newEmail ?? '' })),
    emitDone: emit((_, params: { email: string }) => ({
      type: 'emailUpdate.done' as const,
      email: params.email,
    })),
  },
}).createMachine({
  id: 'emailUpdate',
  context: ({ input }) => ({ ...input, newEmail: undefined, error: undefined }),
  initial: 'idle',
  on: { 'EMAIL_UPDATE.CANCEL': { target: '.idle', actions: 'clearError' } },
  states: {
    /** No update under way. */
    idle: {
      on: {
        'EMAIL_UPDATE.SUBMIT': [
          { guard: 'isInvalid', actions: { type: 'setText', params: { text: 'Invalid email' } } },
          { target: 'requesting', actions: ['setNewEmail', 'clearError'] },
        ],
      },
    },
    /** The frame is asked to move the login; it says which code it wants first. */
    requesting: {
      invoke: {
        src: 'requestUpdate',
        id: 'requestUpdate',
        input: ({ context }) => ({ email: context.newEmail ?? '' }),
        onDone: [
          {
            guard: { type: 'wantsPrimary', params: ({ event }) => ({ action: event.output.action }) },
            target: 'awaitingPrimaryCode',
          },
          { target: 'awaitingSecondaryCode' },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The code sent to the current address. */
    awaitingPrimaryCode: {
      on: { 'EMAIL_UPDATE.CODE': { target: 'verifyingPrimary', actions: 'clearError' } },
    },
    verifyingPrimary: {
      invoke: {
        src: 'verifyPrimary',
        id: 'verifyPrimary',
        input: ({ event }) => ({ otp: eventOf(event, 'EMAIL_UPDATE.CODE').otp }),
        onDone: 'awaitingSecondaryCode',
        onError: {
          target: 'awaitingPrimaryCode',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The code sent to the new address. */
    awaitingSecondaryCode: {
      on: { 'EMAIL_UPDATE.CODE': { target: 'verifyingSecondary', actions: 'clearError' } },
    },
    verifyingSecondary: {
      invoke: {
        src: 'verifySecondary',
        id: 'verifySecondary',
        input: ({ event }) => ({ otp: eventOf(event, 'EMAIL_UPDATE.CODE').otp }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'confirmEmail', params: ({ event }) => ({ email: event.output.newEmail }) },
            { type: 'storeEmail', params: ({ event }) => ({ email: event.output.newEmail }) },
            'tellEmail',
            'leaveView',
            { type: 'emitDone', params: ({ event }) => ({ email: event.output.newEmail }) },
          ],
        },
        onError: {
          target: 'awaitingSecondaryCode',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})
