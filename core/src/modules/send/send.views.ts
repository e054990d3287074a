import type { ViewRules } from '../../machines/router/router.views.js'

// The send module's view in the router's view map: the Send form.
declare module '../../machines/router/router.types.js' {
  interface ViewParams {
    Send: undefined
  }
}

/**
 * The send module's views: Send shows while the site's `send` feature is on (it is by default), SPEC
 * §2's optional views.
 *
 * @example
 * createFoyer({ modules: [send()] }).open('Send')
 */
export const sendViews = { Send: { feature: 'send' } } satisfies ViewRules
