import type { ViewRules } from '../../machines/router/router.views.js'
import type { SwapPreset } from '../../machines/swap/swap.types.js'

// The swap module's view in the router's view map: the Swap form, which may be opened with swap
// arguments (SPEC §2): `open({ name: 'Swap', params: { fromSymbol: 'FUSD', toSymbol: 'FOY', amount: '10' } })`.
declare module '../../machines/router/router.types.js' {
  interface ViewParams {
    Swap: SwapPreset | undefined
  }
}

/**
 * The swap module's views: Swap shows while the site's `swaps` feature is on (it is by default, SPEC
 * §9), one of SPEC §2's optional views.
 *
 * @example
 * createFoyer({ modules: [swap()] }).open('Swap')
 */
export const swapViews = { Swap: { feature: 'swaps' } } satisfies ViewRules
