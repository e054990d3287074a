export { assetImage, walletImage } from './actions/wallet-image.js'
export {
  type WalletDirectoryActions,
  type WalletDirectoryModuleOptions,
  walletDirectory,
} from './wallet-directory.module.js'
