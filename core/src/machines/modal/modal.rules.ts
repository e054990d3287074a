import type { ModalContext } from './modal.types.js'

/**
 * Closing is refused on the views that may lock it (the sign and approve views, as their modules
 * declare) while sign-in is required and no session exists (SPEC §2).
 *
 * @example
 * isCloseLocked({ viewLocksClose: true, signIn: { required: true, hasSession: false } }) // true
 */
export function isCloseLocked({
  viewLocksClose,
  signIn,
}: Pick<ModalContext, 'viewLocksClose' | 'signIn'>): boolean {
  return viewLocksClose && signIn.required && !signIn.hasSession
}
