export { bip122 } from './bip122.adapter.js'
export type {
  Bip122Adapter,
  Bip122Options,
  BitcoinAddressType,
  BitcoinPage,
  BitcoinSignProtocol,
  BitcoinWalletAddress,
  BitcoinWalletChange,
  BitcoinWalletPort,
} from './bip122.types.js'
export { isBitcoinAddress } from './bitcoin-address.js'
export { type BitcoinNetworkName, bitcoinNetworkName, caipIdOfBitcoinNetwork } from './bitcoin-networks.js'
export { defaultEsploraUrls } from './esplora.js'
export {
  BITCOIN_DETECTION_INTERVAL_MS,
  BITCOIN_DETECTION_WINDOW_MS,
  watchBitcoinWallets,
} from './sources/detect.js'
export { InvalidBitcoinWalletAnswerError } from './wallet-answers.js'
