import type { CoreViewParams, OptionalFeature, ViewName } from './router.types.js'

/**
 * What a module says about one of its views: the feature that enables it, and whether closing the
 * modal may be locked on it. The view's params are typed in the view map (`ViewParams`).
 *
 * @example
 * const rule: ViewRule = { feature: 'receive' }
 */
export type ViewRule = {
  /** The view shows only while this feature is on; without one it shows whenever its module runs. */
  feature?: OptionalFeature | undefined
  /**
   * Closing the modal is refused on this view while sign-in is required and no session exists
   * (SPEC §2: the sign and approve views), so that the visitor answers it first.
   */
  locksClose?: boolean | undefined
  /**
   * A view of connecting (logging in with a wallet): a connection completing closes the modal on it,
   * since the connection is what it was for. Every other view is about a wallet already connected (a
   * task under way) and stays open when another namespace connects a moment later.
   */
  ofConnecting?: boolean | undefined
}

/**
 * A module's views with their rules, or the views of all the site's modules together. Keyed by view
 * name, so a misspelt name does not compile.
 *
 * @example
 * export const receiveViews = { Receive: { feature: 'receive' } } satisfies ViewRules
 */
export type ViewRules = { readonly [name in ViewName]?: ViewRule }

/** The name of a core view: one the modal shows whatever modules run. */
export type CoreViewName = keyof CoreViewParams

// A record over every core view, so that a core view added to the map without a line here fails to
// compile: the router must know at run time which views need no module.
const coreViews: { readonly [name in CoreViewName]: true } = {
  Connect: true,
  Account: true,
  AllWallets: true,
  ConnectingWalletConnect: true,
  ConnectingWalletConnectBasic: true,
  ConnectingExternal: true,
  UnsupportedChain: true,
  Networks: true,
  GetWallet: true,
  SwitchNetwork: true,
  SwitchActiveChain: true,
}

/**
 * Whether `name` is a core view, shown whatever modules run.
 *
 * @example
 * isCoreView('Networks') // true
 * isCoreView('SIWXSignMessage') // false: the sign-in module's
 */
export function isCoreView(name: ViewName): name is CoreViewName {
  return Object.hasOwn(coreViews, name)
}

/**
 * The views of a list of modules, all together: what the root hands the router. A view two modules
 * declare keeps the first one's rule, as the modules' order decides everything else.
 *
 * @example
 * viewRulesOf([siwx(), receive()]) // { SIWXSignMessage: { locksClose: true }, Receive: { feature: 'receive' } }
 */
export function viewRulesOf(modules: readonly { views?: ViewRules | undefined }[]): ViewRules {
  // Later modules first, so that an earlier module's rule is the one left.
  return Object.assign({}, ...modules.toReversed().map((module) => module.views))
}
