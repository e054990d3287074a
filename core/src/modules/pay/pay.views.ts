import type { ViewRules } from '../../machines/router/router.views.js'

// The pay module's view in the router's view map: the Pay view, where the visitor reviews and approves
// a payment a site asked for with `foyer.pay(request)`.
declare module '../../machines/router/router.types.js' {
  interface ViewParams {
    Pay: undefined
  }
}

/**
 * The pay module's views: Pay (one of SPEC §2's optional views) shows wherever the module runs: a site
 * that adds the module asks for payments.
 *
 * @example
 * createFoyer({ modules: [pay()] }).open('Pay')
 */
export const payViews = { Pay: {} } satisfies ViewRules
