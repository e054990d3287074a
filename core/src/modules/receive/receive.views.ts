import type { ViewRules } from '../../machines/router/router.views.js'

// The receive module's view in the router's view map: the active account's address to pay to.
declare module '../../machines/router/router.types.js' {
  interface ViewParams {
    Receive: undefined
  }
}

/**
 * The receive module's views: Receive shows while the site's `receive` feature is on (it is by
 * default), SPEC §2's optional views.
 *
 * @example
 * createFoyer({ modules: [receive()] }).open('Receive')
 */
export const receiveViews = { Receive: { feature: 'receive' } } satisfies ViewRules
