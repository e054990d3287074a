export { solanaDiscoveryMachine } from './discovery/discovery.machine.js'
export { connectorOfWallet, isSolanaWallet, solanaConnectorsOf } from './discovery/discovery.rules.js'
export type { DiscoveryEvent, WalletRegistry } from './discovery/discovery.types.js'
export { solana } from './solana.adapter.js'
export type { SolanaAdapter, SolanaOptions } from './solana.types.js'
export {
  accountsOf,
  InvalidSolanaWalletAnswerError,
  signatureOf,
  toSolanaWalletError,
} from './wallet-answers.js'
