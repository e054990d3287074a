export { connectWalletConnect } from './actions/connect-wallet-connect.js'
export { rememberDeepLink } from './actions/remember-deep-link.js'
export { selectDirectoryWallet } from './actions/select-directory-wallet.js'
