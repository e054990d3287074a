export {
  AUTH_CONNECTOR_ID,
  type EmbeddedWalletActions,
  type EmbeddedWalletOptions,
  embeddedWallet,
} from './embedded-wallet.module.js'
