export { ConnectButton, type ConnectButtonProps } from './ConnectButton.js'
