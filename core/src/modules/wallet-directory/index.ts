export { assetImage, currencyImage, tokenImage, walletImage } from './actions/wallet-image.js'
export {
  type WalletDirectoryActions,
  type WalletDirectoryModuleOptions,
  walletDirectory,
} from './wallet-directory.module.js'
