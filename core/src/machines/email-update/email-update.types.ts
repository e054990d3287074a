import type { ActorRefFrom } from 'xstate'
import type { TypedStorage } from '../../storage/storage.types.js'
import type { emailUpdateMachine } from './email-update.machine.js'

/**
 * What the email-update machine starts with: storage, where the signed-in email lives.
 *
 * @example
 * const input: EmailUpdateInput = { storage }
 */
export type EmailUpdateInput = { storage: TypedStorage }

/** The email-update machine's context. */
export type EmailUpdateContext = EmailUpdateInput & {
  /** The address the visitor moves to. */
  newEmail: string | undefined
  /** What went wrong last, in the frame's or the SPEC's words, until the next attempt. */
  error: string | undefined
}

/**
 * Events of the email-update machine.
 *
 * @example
 * update.send({ type: 'EMAIL_UPDATE.SUBMIT', email: 'ada@new.example' })
 */
export type EmailUpdateEvent =
  /** Move the embedded wallet's login to this address. */
  | { type: 'EMAIL_UPDATE.SUBMIT'; email: string }
  /** The code from the current address's inbox, then the one from the new address's. */
  | { type: 'EMAIL_UPDATE.CODE'; otp: string }
  /** Give up the update; back to the start. */
  | { type: 'EMAIL_UPDATE.CANCEL' }

/**
 * What the email-update machine emits.
 *
 * @example
 * update.on('emailUpdate.done', ({ email }) => console.log(email))
 */
export type EmailUpdateEmitted = { type: 'emailUpdate.done'; email: string }

/** A running email-update machine (system id `emailUpdate`). */
export type EmailUpdateActor = ActorRefFrom<typeof emailUpdateMachine>
