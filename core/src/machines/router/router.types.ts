import type { SocialProvider } from '../../config/features.js'
import type { CaipNetworkId } from '../../networks/network.types.js'

/** Arguments the swap view may be opened with (SPEC §2). */
export type SwapArguments = { fromToken?: string; toToken?: string; amount?: string }

/**
 * Every view of the modal with the params it takes (SPEC §2). `undefined` means the view takes none;
 * `X | undefined` means the params are optional.
 */
export type ViewParams = {
  Connect: undefined
  Account: undefined
  AllWallets: undefined
  ConnectingWalletConnect: { walletId: string } | undefined
  ConnectingWalletConnectBasic: undefined
  ConnectingExternal: { connectorId: string }
  ConnectingFarcaster: undefined
  EmailLogin: undefined
  UpdateEmailWallet: { email: string }
  ProfileWallets: undefined
  UnsupportedChain: undefined
  /** The network list (from the network button or the Account view). */
  Networks: undefined
  /** Where a visitor with no wallet can get one ("New to wallets? Get one" on Connect). */
  GetWallet: undefined
  RegisterAccountName: undefined
  RegisterAccountNameSuccess: { name: string }
  SwitchNetwork: { network: CaipNetworkId }
  SwitchActiveChain: { network: CaipNetworkId }
  SIWXSignMessage: undefined
  ApproveTransaction: undefined
  // Optional views: their feature must be enabled, and the skin loads them lazily.
  ConnectingSocial: { provider: SocialProvider }
  Swap: SwapArguments | undefined
  Send: undefined
  Receive: undefined
  OnRampProviders: undefined
  Activity: undefined
  Pay: undefined
}

/** The name of a view. */
export type ViewName = keyof ViewParams

/**
 * A view with its params: the router's stack holds these. Views without params need only a name.
 *
 * @example
 * const view: View = { name: 'Swap', params: { fromToken: 'ETH', toToken: 'USDC', amount: '1' } }
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

/** The features whose views are optional (SPEC §2: "Optional views load only when enabled"). */
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
