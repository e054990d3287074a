export { addWallet } from './actions/add-wallet.js'
export { deleteRecentConnection, disconnectConnection } from './actions/disconnect-connection.js'
export { getProfileWalletsView } from './actions/get-profile-wallets-view.js'
export { getRecentConnections, getWalletConnections } from './actions/get-wallet-connections.js'
export {
  type SwitchConnectionResult,
  type SwitchConnectionTarget,
  switchConnection,
} from './actions/switch-connection.js'
export { type MultiWalletActions, multiWallet, type WalletConnectionTarget } from './multi-wallet.module.js'
