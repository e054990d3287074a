import type { SnapshotFrom } from 'xstate'
import { displayEmail } from '../email/email.rules.js'
import type { emailUpdateMachine } from './email-update.machine.js'

/** A snapshot of the email-update machine. */
export type EmailUpdateSnapshot = SnapshotFrom<typeof emailUpdateMachine>

/**
 * What the UpdateEmailWallet view shows: the new address field, a wait, or the code field for the
 * current address (`primaryCode`) or the new one (`secondaryCode`); the last error, if any.
 *
 * @example
 * const view: UpdateEmailViewModel = { step: 'secondaryCode', newEmail: 'ada@new.example', error: undefined }
 */
export type UpdateEmailViewModel = {
  step: 'enterEmail' | 'waiting' | 'primaryCode' | 'secondaryCode'
  newEmail: string | undefined
  error: string | undefined
}

const steps = {
  idle: 'enterEmail',
  requesting: 'waiting',
  awaitingPrimaryCode: 'primaryCode',
  verifyingPrimary: 'waiting',
  awaitingSecondaryCode: 'secondaryCode',
  verifyingSecondary: 'waiting',
} as const

/**
 * The UpdateEmailWallet view's model.
 *
 * @example
 * const view = useSelector(update, selectUpdateEmailView)
 */
export function selectUpdateEmailView(snapshot: EmailUpdateSnapshot): UpdateEmailViewModel {
  const { newEmail, error } = snapshot.context
  return { step: steps[snapshot.value], newEmail: newEmail && displayEmail(newEmail), error }
}
