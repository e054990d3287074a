// @foyer/core/advanced: what Foyer is built from, for custom UIs, module authors and tests. The
// machines with their selectors (a custom UI renders the view models they build), rules and actors,
// the storage keys and validators, and small utilities. Each folder's index is the explicit list of
// what it offers (the root re-exports the same indexes as types only), so a name is listed once.
// A site that only renders Foyer's React skin or calls its actions needs none of this.

// The active connection (the active namespace's) and a connection's active account: the one lookup
// and the one rule every view, hook and action of Foyer's own follows.
export { activeAccountOf } from '../chains/account.js'
// The transaction review's sentences in English, from the data its preview carries beside them.
export { reviewEnglish } from '../chains/review-text.js'
export {
  type CustomWallet,
  type CustomWalletsCheck,
  checkCustomWallets,
  InvalidCustomWalletError,
} from '../chains/walletconnect/custom-wallets.js'
export { selectAccountTypeView } from '../machines/account-type/account-type.selectors.js'
export * from '../machines/activity/index.js'
export * from '../machines/connection/index.js'
export {
  type ConnectionViewsEvent,
  type ConnectionViewsInput,
  closesModalOnConnect,
  connectionViewsMachine,
  isShowingConnectingView,
} from '../machines/connection-views/index.js'
// The embedded wallet's login address, for Account; the email login itself is @foyer/core/embedded-wallet.
export { selectLoginEmail } from '../machines/email/email.selectors.js'
export * from '../machines/foyer/index.js'
export * from '../machines/identity/index.js'
export * from '../machines/lazy-actor/index.js'
export * from '../machines/modal/index.js'
export * from '../machines/multi-wallet/index.js'
export * from '../machines/name-registration/index.js'
export * from '../machines/network/index.js'
export * from '../machines/nft-gallery/index.js'
export * from '../machines/pairing/index.js'
export * from '../machines/portfolio/index.js'
export * from '../machines/recommended-wallets/index.js'
export * from '../machines/relay/index.js'
export * from '../machines/router/index.js'
// The Send and Swap views' sentences with figures in English, from the data their view models carry.
export { sendProblemText } from '../machines/send/send.words.js'
export * from '../machines/snack/index.js'
export { offeredSocials } from '../machines/social/social.rules.js'
// The social login, started by the Connect view's buttons in the click (its popup opens there).
export { browserTelegramClient } from '../machines/social/social-popup.js'
export { swapFailureText } from '../machines/swap/swap.failure-words.js'
export { problemText, swapResultText, walletPromptText } from '../machines/swap/swap.words.js'
export * from '../machines/toaster/index.js'
export * from '../machines/transaction-approval/index.js'
export * from '../machines/wallet-list/index.js'
export { startSocialLogin } from '../modules/embedded-wallet/actions/start-social-login.js'
export * from '../storage/index.js'
export { type ActiveConnection, selectActiveConnection } from '../system/active-connection.js'
export * from '../utils/index.js'
