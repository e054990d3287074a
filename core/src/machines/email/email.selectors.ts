import type { SnapshotFrom } from 'xstate'
import type { emailMachine } from './email.machine.js'
import { displayEmail } from './email.rules.js'

/** A snapshot of the email machine. */
export type EmailSnapshot = SnapshotFrom<typeof emailMachine>

/**
 * What the EmailLogin view shows:
 * - `enterEmail`: the address field (with the last attempt's error, if any);
 * - `sendingCode` / `confirmDevice`: waiting for the frame, or for the visitor to confirm this device;
 * - `enterCode`: the code field, for the address shown (shortened past 30 characters), with Resend;
 * - `verifying` / `connecting`: the code is checked, then the wallet connects.
 *
 * @example
 * const view: EmailLoginViewModel = { step: 'enterCode', email: 'ada@example.com', error: undefined }
 */
export type EmailLoginViewModel = {
  step: 'enterEmail' | 'sendingCode' | 'confirmDevice' | 'enterCode' | 'verifying' | 'connecting'
  email: string | undefined
  error: string | undefined
}

const steps = {
  idle: 'enterEmail',
  sendingCode: 'sendingCode',
  confirmingDevice: 'confirmDevice',
  awaitingCode: 'enterCode',
  verifyingCode: 'verifying',
  connecting: 'connecting',
} as const

/**
 * The EmailLogin view's model.
 *
 * @example
 * const view = useSelector(email, selectEmailLoginView)
 */
export function selectEmailLoginView(snapshot: EmailSnapshot): EmailLoginViewModel {
  const { email, error } = snapshot.context
  return { step: steps[snapshot.value], email: email && displayEmail(email), error }
}

/**
 * The address the embedded wallet is signed in with, as Account shows it (shortened past 30
 * characters); `undefined` before any login.
 *
 * @example
 * selectLoginEmail(email.getSnapshot()) // 'ada@example.com'
 */
export function selectLoginEmail(snapshot: EmailSnapshot): string | undefined {
  const { email } = snapshot.context
  return email && displayEmail(email)
}
