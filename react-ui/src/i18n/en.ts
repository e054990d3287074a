/**
 * Every text the modal shows, in English, the source every other locale translates. English is
 * today's wording (the spec's) and is its own key: a view writes `t('Connect wallet')`, a locale maps
 * `'Connect wallet': 'ربط المحفظة'`. So English needs no dictionary at run time (the texts are where
 * the views use them, as before), and this list is read only by the types and the tests: a text a
 * view uses that is not listed here is a type error, and so is a locale that leaves one out.
 *
 * A text with `{name}` placeholders is filled by `t(text, { name })`; a plural text lists its forms by
 * `Intl.PluralRules` category (`one: …|other: …`) and is chosen by `{count}`. Core's errors keep their
 * code and English message: the messages core's view models carry are listed last, and the skin says
 * them in the visitor's language.
 *
 * @example
 * englishTexts.includes('Connect wallet') // true
 */
export const englishTexts = [
  // The modal's frame
  'Back',
  'Close',
  'This step must be completed before closing',

  // View titles (the header), one per view
  'Connect wallet',
  'Account',
  'All wallets',
  'WalletConnect',
  'Unsupported network',
  'Choose network',
  'Get a wallet',
  'Switch network',
  'Switch chain',
  'Choose a name',
  'Name registered',
  'Email login',
  'Update email',
  'Social login',
  'Farcaster',
  'Wallets',
  'Buy crypto',
  'Receive',
  'Send',
  'Sign in',
  'Swap',
  'Approve transaction',

  // Shared
  'Try again',
  'Cancel',
  'Loading…',
  'Copied',
  "Couldn't copy",
  'Copy address',
  'Copy link',

  // The page's buttons
  'Connecting…',
  'Select network',

  // Connect
  'Loading sign-in options…',
  'New to wallets?',
  'Get one',
  'Recent',
  'Installed',
  'Featured',
  'More wallets',
  'External',
  'Recommended',
  'Continue with email',
  'Continue with a social account',
  'Continue with {provider}',

  // All wallets
  'Search wallets',
  'Search',
  'Certified only',
  'Certified',
  'Loading wallets',
  'Loading more wallets',
  'No wallet found',
  'Nothing matches “{query}”.',
  'Nothing matches “{query}” among certified wallets.',
  'The directory has no wallets.',
  'The directory has no wallets among certified wallets.',
  'one: {count} wallet|other: {count} wallets',
  'Wallet directory not configured',
  'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.',

  // Account
  'Approve the request in your wallet.',
  'Network:',
  'Email:',
  'Update',
  'Smart account',
  'Switch to smart account',
  'Switching to your smart account…',
  'Wallet',
  'Wallets:',
  'View on explorer',
  'Disconnect',
  'Accounts',
  'Payment',
  'Ordinals',
  'Copy payment address',
  'Copy ordinals address',
  'Other addresses',
  '{purpose}: {address}',
  'Networks not connected',
  'Switch to {network}',
  'Loading balance…',
  'Balance unavailable',
  'Tokens',
  'Total',
  'Loading tokens…',
  'Token balances are unavailable.',
  'No tokens on this network yet.',
  'NFTs',
  'Loading NFTs…',
  'NFTs are unavailable.',
  'No NFTs on this network yet.',
  'Activity',
  'Loading activity…',
  'No activity on this network yet.',
  'Show more',
  'Failed',
  'Pending',

  // Networks, switching, connecting
  'Networks',
  "Your wallet is on a network this app doesn't support. Choose one below.",
  "This app doesn't support your current network. Switch to an available option to continue.",
  'the network',
  'Approve in wallet',
  'Switch to {network} in {wallet}',
  'Switched to {network}',
  'your wallet',
  'Connected to {wallet}',
  'Continue in {wallet}',
  'Accept the connection request in your wallet.',
  '{namespace} wallet needed',
  'To use {network}, connect a wallet that supports {namespace} networks.',
  'Your current wallet is on {namespace}.',

  // Connecting over WalletConnect
  'wallet',
  'Approved in {wallet}',
  'Scan with {wallet}',
  'Scan with your phone',
  'Reconnecting to WalletConnect…',
  '{wallet} opens this site in its own browser, where it connects directly.',
  'Your wallet opens this site in its own browser, where it connects directly.',
  'Open in {wallet}',
  'Open {wallet}',
  'Preparing the link…',
  'Waiting for the WalletConnect relay to create a pairing code…',
  'Approve the connection in your wallet, then come back here.',
  'Get a new link',
  'Wallet not opening? Copy the link',
  'Copy the link into your wallet',
  'QR code to connect {wallet}',
  'QR code to connect your wallet',
  "Scan it with your phone's camera or your wallet's scanner.",
  "Can't scan? Copy the link",
  'Get a new QR code',

  // Core's messages: its errors' spec messages (their codes CONNECTION_REJECTED, CONNECT_FAILED,
  // POPUP_CLOSED, REQUEST_ABORTED, …), snacks and the empty wallet list. Core keeps its code and this
  // English text; the skin says them in the visitor's language (useI18n().core).
  'Connection rejected',
  'Failed to connect',
  'Network switch rejected',
  'Signature declined',
  'Popup closed',
  'Request was aborted',
  'Another request is waiting for the wallet',
  'The wallet did not share that account with this site',
  'The connector does not support any of the requested chains',
  'Failed to initiate social connection',
  'Failed to connect to farcaster',
  'Token Balance Unavailable',
  'Failed to fetch transactions',
  'Something went wrong',
  'Address copied',
  'No wallets found',
  "Open this page in your wallet app's browser, or install a wallet app first.",
  'Install a wallet browser extension, then reload this page.',
] as const
