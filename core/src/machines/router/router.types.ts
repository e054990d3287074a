import type { CaipNetworkId } from '../../networks/network.types.js'
import type { ViewRules } from './router.views.js'

/**
 * The views of the modal itself, which every Foyer shows whatever modules it runs (SPEC §2), with the
 * params each takes. `undefined` means the view takes none; `X | undefined` means the params are
 * optional. The router's own rules name some of them (the default view, the view after closing), so
 * they belong to no module.
 */
export type CoreViewParams = {
  Connect: undefined
  Account: undefined
  /** The wallet directory's grid; the default view on phones when no adapter is configured. */
  AllWallets: undefined
  ConnectingWalletConnect: { walletId: string } | undefined
  /** The QR code on its own: the default view on desktops when no adapter is configured. */
  ConnectingWalletConnectBasic: undefined
  ConnectingExternal: { connectorId: string }
  UnsupportedChain: undefined
  /** The network list (from the network button or the Account view). */
  Networks: undefined
  /** Where a visitor with no wallet can get one ("New to wallets? Get one" on Connect). */
  GetWallet: undefined
  SwitchNetwork: { network: CaipNetworkId }
  SwitchActiveChain: { network: CaipNetworkId }
}

/**
 * Every view of the modal with the params it takes: the core views, and the views of capabilities.
 * A module adds its views here by declaration merging, in a `<module>.views.ts` file beside its
 * module (as its `<module>.system.ts` adds its actors to the system map), so that every view name and
 * its params are typed wherever the module is imported, and a misspelt name does not compile.
 *
 * @example
 * declare module '../../machines/router/router.types.js' {
 *   interface ViewParams {
 *     Receive: undefined
 *   }
 * }
 */
export interface ViewParams extends CoreViewParams {}

/** The name of a view. */
export type ViewName = keyof ViewParams

/**
 * A view with its params: the router's stack holds these. Views without params need only a name.
 *
 * @example
 * const view: View = { name: 'SwitchNetwork', params: { network: 'eip155:8453' } }
 */
export type View = {
  [name in ViewName]: undefined extends ViewParams[name]
    ? { name: name; params?: ViewParams[name] }
    : { name: name; params: ViewParams[name] }
}[ViewName]

/** What a view takes when it is requested: a full `View`, or just the name of a view without params. */
export type ViewRequest =
  | View
  | { [name in ViewName]: undefined extends ViewParams[name] ? name : never }[ViewName]

/**
 * The features that enable a module's views (SPEC §2: "Optional views load only when enabled"): a
 * module's view may name one, and shows only while it is on.
 */
export type OptionalFeature =
  | 'email'
  | 'social'
  | 'swaps'
  | 'send'
  | 'receive'
  | 'onramp'
  | 'activity'
  | 'pay'

/**
 * The facts the routing rules depend on. The root actor keeps them current with `ROUTER.ENV`.
 */
export type RouterEnv = {
  /** An address is connected on the active namespace. */
  isConnected: boolean
  /** At least one chain adapter is configured. */
  hasAdapters: boolean
  /** The visitor is on a mobile device. */
  isMobile: boolean
  /** The modal is embedded in the page rather than shown as an overlay. */
  isEmbedded: boolean
  /** The site drives WalletConnect itself (manual wallet-connect control). */
  manualWalletConnect: boolean
  /** Optional features whose views may be shown. */
  enabledFeatures: readonly OptionalFeature[]
  /**
   * The views the site's modules add, with their rules. A module's view shows only when its module is
   * plugged in (it is listed here) and the feature it names is enabled.
   */
  views: ViewRules
}

/** A stack of views, bottom first: never empty. */
export type ViewStack = readonly [View, ...View[]]

/** The router's context: its stack of views plus the facts its rules read. */
export type RouterContext = { history: ViewStack; env: RouterEnv }

/** What a router actor is started with. */
export type RouterInput = { env?: Partial<RouterEnv> }

/**
 * Events the router accepts.
 *
 * @example
 * router.send({ type: 'ROUTER.PUSH', view: { name: 'ConnectingExternal', params: { connectorId: 'io.metamask' } } })
 */
export type RouterEvent =
  /** The modal opens: reset the stack to the requested view, or to the default one (SPEC §2). */
  | { type: 'ROUTER.OPEN'; view?: ViewRequest | undefined }
  /** Show a view on top of the stack. */
  | { type: 'ROUTER.PUSH'; view: ViewRequest }
  /** Replace the view on top of the stack. */
  | { type: 'ROUTER.REPLACE'; view: ViewRequest }
  /** Make a view the only one on the stack. */
  | { type: 'ROUTER.RESET'; view: ViewRequest }
  /** Go back one view; with one view left, ask the modal to close. */
  | { type: 'ROUTER.BACK' }
  /** The modal closed: reset the stack as SPEC §2's close rule says. */
  | { type: 'ROUTER.CLOSED' }
  /** Some facts the rules depend on changed. */
  | { type: 'ROUTER.ENV'; env: Partial<RouterEnv> }
