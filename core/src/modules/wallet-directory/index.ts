export { assetImage, currencyImage, tokenImage, walletImage } from './actions/wallet-image.js'
export {
  type CustomWallet,
  type CustomWalletsCheck,
  checkCustomWallets,
  InvalidCustomWalletError,
} from './custom-wallets.js'
export {
  type WalletDirectoryActions,
  type WalletDirectoryModuleOptions,
  walletDirectory,
} from './wallet-directory.module.js'
