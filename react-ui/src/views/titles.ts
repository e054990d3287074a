import type { ViewName } from '@foyer/core'

/**
 * The header title of every view, in one place (typed so a new view name cannot be forgotten).
 *
 * @example
 * viewTitles.AllWallets // 'All wallets'
 */
export const viewTitles: Readonly<Record<ViewName, string>> = {
  Connect: 'Connect wallet',
  Account: 'Account',
  AllWallets: 'All wallets',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'Connect wallet',
  // True while waiting, after a rejection or a failure and once connected (not 'Connecting').
  ConnectingExternal: 'Connect wallet',
  ConnectingFarcaster: 'Farcaster',
  EmailLogin: 'Email login',
  UpdateEmailWallet: 'Update email',
  ProfileWallets: 'Wallets',
  UnsupportedChain: 'Unsupported network',
  Networks: 'Choose network',
  GetWallet: 'Get a wallet',
  RegisterAccountName: 'Choose a name',
  RegisterAccountNameSuccess: 'Name registered',
  SwitchNetwork: 'Switch network',
  SwitchActiveChain: 'Switch chain',
  SIWXSignMessage: 'Sign in',
  ApproveTransaction: 'Approve transaction',
  ConnectingSocial: 'Social login',
  Swap: 'Swap',
  Send: 'Send',
  Receive: 'Receive',
  OnRampProviders: 'Buy crypto',
  Activity: 'Activity',
  Pay: 'Pay',
}
