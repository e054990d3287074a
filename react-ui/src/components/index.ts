export { ConnectButton, type ConnectButtonProps } from './ConnectButton.js'
export { QR_QUIET_ZONE, QrCode, type QrCodeProps, type QrMatrixPath, qrMatrixPath } from './QrCode.js'
export {
  Snackbar,
  SnackbarOf,
  type SnackbarOfProps,
  SnackbarPill,
  type SnackbarPillProps,
} from './Snackbar/index.js'
export { Toaster, ToasterRegion, type ToasterRegionProps } from './Toaster/index.js'
export { WalletImage, type WalletImageProps, walletInitials } from './WalletImage.js'
