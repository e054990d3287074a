import type { ViewRules } from '../../machines/router/router.views.js'

// The sign-in module's view in the router's view map: the message to sign, after a wallet connects.
declare module '../../machines/router/router.types.js' {
  interface ViewParams {
    SIWXSignMessage: undefined
  }
}

/**
 * The sign-in module's views. Closing may be locked on the sign view: while sign-in is required and
 * no session exists, the visitor signs or cancels rather than closing the modal (SPEC §2).
 *
 * @example
 * createFoyer({ modules: [siwx()] }).open('SIWXSignMessage')
 */
export const siwxViews = { SIWXSignMessage: { locksClose: true } } satisfies ViewRules
