import type { ViewRules } from '../../machines/router/router.views.js'

// The onramp module's view in the router's view map: OnRampProviders (SPEC §2's onramp view), the
// Buy form, the provider's page in progress and the result.
declare module '../../machines/router/router.types.js' {
  interface ViewParams {
    OnRampProviders: undefined
  }
}

/**
 * The onramp module's view: OnRampProviders shows while the site's `onramp` feature is on (meld and
 * coinbase by default, SPEC §9).
 *
 * @example
 * createFoyer({ modules: [onramp()] }).open('OnRampProviders')
 */
export const onrampViews = { OnRampProviders: { feature: 'onramp' } } satisfies ViewRules
