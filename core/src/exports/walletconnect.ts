// `@foyer/core/walletconnect`: the WalletConnect connector source. Its own entry point, so a site
// that never offers WalletConnect never downloads @walletconnect/universal-provider.
export * from '../chains/walletconnect/index.js'
export { walletConnect } from '../modules/walletconnect/walletconnect.module.js'
