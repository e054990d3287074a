export { requireBitcoinConnection } from './actions/bitcoin-connection.js'
export { sendBitcoin } from './actions/send-bitcoin.js'
export { signPsbt } from './actions/sign-psbt.js'
export { bip122 } from './bip122.adapter.js'
export type { BitcoinTransactionActions } from './bip122.transactions.js'
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
export { isBitcoinConnection } from './bitcoin-connection.js'
export { type BitcoinNetworkName, bitcoinNetworkName, caipIdOfBitcoinNetwork } from './bitcoin-networks.js'
export { defaultEsploraUrls } from './esplora.js'
export type {
  BitcoinTransfer,
  PsbtInputSummary,
  PsbtOutputSummary,
  PsbtSummary,
  SignedPsbt,
  SignInputs,
  SignPsbtRequest,
} from './psbt/psbt.types.js'
export {
  BitcoinBroadcastError,
  InsufficientBitcoinError,
  InvalidBitcoinTransferError,
  InvalidPsbtError,
} from './psbt/psbt-errors.js'
export { psbtPreview } from './psbt/psbt-preview.js'
export {
  BITCOIN_DETECTION_INTERVAL_MS,
  BITCOIN_DETECTION_WINDOW_MS,
  type BitcoinDetectionOptions,
  watchBitcoinWallets,
} from './sources/detect.js'
export { InvalidBitcoinWalletAnswerError, UnsupportedWalletMethodError } from './wallet-answers.js'
