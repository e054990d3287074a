// @foyer/core/bip122: the Bitcoin chain adapter (sats-connect and UniSat-style wallets). Its own
// entry point, so a site without Bitcoin never loads it.
export {
  BITCOIN_DETECTION_INTERVAL_MS,
  BITCOIN_DETECTION_WINDOW_MS,
  type Bip122Adapter,
  type Bip122Options,
  type BitcoinAddressType,
  type BitcoinNetworkName,
  type BitcoinPage,
  type BitcoinSignProtocol,
  type BitcoinWalletAddress,
  type BitcoinWalletChange,
  type BitcoinWalletPort,
  bip122,
  bitcoinNetworkName,
  caipIdOfBitcoinNetwork,
  defaultEsploraUrls,
  InvalidBitcoinWalletAnswerError,
  isBitcoinAddress,
  watchBitcoinWallets,
} from '../chains/bip122/index.js'
