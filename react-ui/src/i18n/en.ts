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
} as const
