export { ConnectButton, type ConnectButtonProps } from './ConnectButton.js'
export { QR_QUIET_ZONE, QrCode, type QrCodeProps, type QrMatrixPath, qrMatrixPath } from './QrCode.js'
export { WalletImage, type WalletImageProps, walletInitials } from './WalletImage.js'
