import { lockableViews } from '../router/router.rules.js'
import type { ModalContext } from './modal.types.js'

/**
 * Closing is refused on the sign and approve views while sign-in is required and no session exists
 * (SPEC §2).
 *
 * @example
 * isCloseLocked({ view: 'SIWXSignMessage', signIn: { required: true, hasSession: false } }) // true
 */
export function isCloseLocked({ view, signIn }: Pick<ModalContext, 'view' | 'signIn'>): boolean {
  return lockableViews.includes(view) && signIn.required && !signIn.hasSession
}
