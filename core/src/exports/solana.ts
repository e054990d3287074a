// @foyer/core/solana: the Solana chain adapter (Wallet Standard wallets). Its own entry point, so a
// site without Solana never loads it.
export {
  accountsOf,
  connectorOfWallet,
  type DiscoveryEvent,
  InvalidSolanaWalletAnswerError,
  isSolanaWallet,
  type SolanaAdapter,
  type SolanaOptions,
  signatureOf,
  solana,
  solanaConnectorsOf,
  solanaDiscoveryMachine,
  toSolanaWalletError,
  type WalletRegistry,
} from '../chains/solana/index.js'
