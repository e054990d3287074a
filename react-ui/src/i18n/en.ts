/**
 * Every text the modal shows, in English: the source every other locale translates, key for key.
 * English is today's wording (the spec's), so it never changes with this file's shape. A text with
 * `{name}` placeholders is filled by `t(key, { name })`; a plural text lists its forms by
 * `Intl.PluralRules` category (`one: …|other: …`) and is chosen by `{count}`.
 *
 * Core's errors keep their code and English message; `core.*` texts are the skin's words for the
 * messages core's view models carry, keyed by the error's code where it has one.
 *
 * @example
 * en['header.close'] // 'Close'
 */
export const en = {
  // The modal's frame
  'header.back': 'Back',
  'header.close': 'Close',
  'header.closeLocked': 'This step must be completed before closing',

  // View titles (the header), one per view
  'title.Connect': 'Connect wallet',
  'title.Account': 'Account',
  'title.AllWallets': 'All wallets',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingWalletConnectBasic': 'Connect wallet',
  'title.ConnectingExternal': 'Connect wallet',
  'title.UnsupportedChain': 'Unsupported network',
  'title.Networks': 'Choose network',
  'title.GetWallet': 'Get a wallet',
  'title.SwitchNetwork': 'Switch network',
  'title.SwitchActiveChain': 'Switch chain',
  'title.RegisterAccountName': 'Choose a name',
  'title.RegisterAccountNameSuccess': 'Name registered',
  'title.EmailLogin': 'Email login',
  'title.UpdateEmailWallet': 'Update email',
  'title.ConnectingSocial': 'Social login',
  'title.ConnectingFarcaster': 'Farcaster',
  'title.ProfileWallets': 'Wallets',
  'title.OnRampProviders': 'Buy crypto',
  'title.Receive': 'Receive',
  'title.Send': 'Send',
  'title.SIWXSignMessage': 'Sign in',
  'title.Swap': 'Swap',
  'title.ApproveTransaction': 'Approve transaction',

  // Shared
  'common.tryAgain': 'Try again',
  'common.cancel': 'Cancel',
  'copy.copied': 'Copied',
  'copy.failed': "Couldn't copy",
  'copy.address': 'Copy address',
  'copy.link': 'Copy link',

  // The page's buttons
  'button.connect': 'Connect wallet',
  'button.connecting': 'Connecting…',
  'button.selectNetwork': 'Select network',

  // Connect
  'connect.allWallets': 'All wallets',
  'connect.loadingOptions': 'Loading sign-in options…',
  'connect.newToWallets': 'New to wallets?',
  'connect.getOne': 'Get one',
  'connect.group.walletConnect': 'WalletConnect',
  'connect.group.recent': 'Recent',
  'connect.group.injected': 'Installed',
  'connect.group.featured': 'Featured',
  'connect.group.custom': 'More wallets',
  'connect.group.external': 'External',
  'connect.group.recommended': 'Recommended',
  'connect.method.email': 'Continue with email',
  'connect.method.social': 'Continue with a social account',
  'connect.continueWith': 'Continue with {provider}',
  'wallet.badge.recent': 'Recent',
  'wallet.badge.installed': 'Installed',

  // All wallets
  'allWallets.searchLabel': 'Search wallets',
  'allWallets.searchPlaceholder': 'Search',
  'allWallets.certifiedOnly': 'Certified only',
  'allWallets.certified': 'Certified',
  'allWallets.loading': 'Loading wallets',
  'allWallets.loadingMore': 'Loading more wallets',
  'allWallets.gridLabel': 'Wallets',
  'allWallets.noneFound': 'No wallet found',
  'allWallets.noMatch': 'Nothing matches “{query}”.',
  'allWallets.noMatchCertified': 'Nothing matches “{query}” among certified wallets.',
  'allWallets.empty': 'The directory has no wallets.',
  'allWallets.emptyCertified': 'The directory has no wallets among certified wallets.',
  'allWallets.count': 'one: {count} wallet|other: {count} wallets',
  'allWallets.notConfigured': 'Wallet directory not configured',
  'allWallets.notConfiguredHint':
    'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.',

  // Core's messages (its errors keep their code and this English text; the skin says them in the
  // visitor's language). Keyed by the error's code where it has one.
  'core.CONNECTION_REJECTED': 'Connection rejected',
  'core.CONNECT_FAILED': 'Failed to connect',
  'core.NETWORK_SWITCH_REJECTED': 'Network switch rejected',
  'core.SIGNATURE_DECLINED': 'Signature declined',
  'core.POPUP_CLOSED': 'Popup closed',
  'core.REQUEST_ABORTED': 'Request was aborted',
  'core.REQUEST_PENDING': 'Another request is waiting for the wallet',
  'core.ACCOUNT_NOT_IN_CONNECTION': 'The wallet did not share that account with this site',
  'core.CONNECTOR_CHAINS_NOT_SUPPORTED': 'The connector does not support any of the requested chains',
  'core.SOCIAL_CONNECTION_INIT_FAILED': 'Failed to initiate social connection',
  'core.FARCASTER_CONNECT_FAILED': 'Failed to connect to farcaster',
  'core.TOKEN_BALANCE_UNAVAILABLE': 'Token Balance Unavailable',
  'core.FETCH_TRANSACTIONS_FAILED': 'Failed to fetch transactions',
  'core.SOMETHING_WENT_WRONG': 'Something went wrong',
  'core.ADDRESS_COPIED': 'Address copied',
  'core.COPIED': 'Copied',
  'core.noWallets.title': 'No wallets found',
  'core.noWallets.hintMobile': "Open this page in your wallet app's browser, or install a wallet app first.",
  'core.noWallets.hintDesktop': 'Install a wallet browser extension, then reload this page.',
} as const
