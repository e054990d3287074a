import type { ActorRefFrom } from 'xstate'
import type { Namespace } from '../../networks/network.types.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import type { emailMachine } from './email.machine.js'

/**
 * What the email machine starts with: storage (the login time and the "email login used" flag live
 * there), the embedded wallet's connector and its namespace, and the clock.
 *
 * @example
 * const input: EmailInput = { storage, connectorId: 'AUTH', namespaces: ['eip155'], now: Date.now }
 */
export type EmailInput = {
  storage: TypedStorage
  connectorId: string
  namespaces: readonly Namespace[]
  now: () => number
}

/** The email machine's context. */
export type EmailContext = EmailInput & {
  /** The address the code goes to. */
  email: string | undefined
  /** What went wrong last, in the SPEC's words, until the next attempt. */
  error: string | undefined
}

/**
 * Events of the email machine.
 *
 * @example
 * email.send({ type: 'EMAIL.SUBMIT', email: 'ada@example.com' })
 */
export type EmailEvent =
  /** Send a login code to this address, a new login from any step (refused when invalid, or within 30 s of the last code). */
  | { type: 'EMAIL.SUBMIT'; email: string }
  /** The code the visitor typed. */
  | { type: 'EMAIL.CODE'; otp: string }
  /** Send another code to the same address (the same 30 s rule). */
  | { type: 'EMAIL.RESEND' }
  /** Give up this login; back to the start. */
  | { type: 'EMAIL.CANCEL' }
  /** The login moved to another address (an email update finished). */
  | { type: 'EMAIL.CHANGED'; email: string }

/**
 * What the email machine emits.
 *
 * @example
 * email.on('email.connected', ({ email }) => console.log(email))
 */
export type EmailEmitted = { type: 'email.connected'; email: string }

/** A running email machine (system id `email`). */
export type EmailActor = ActorRefFrom<typeof emailMachine>
