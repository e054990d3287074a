import type { TokenBalanceReader } from '../../account-data/account-data.types.js'
import type { EmbeddedWalletHost } from '../../embedded/embedded-wallet-host.js'
import type { Network } from '../../networks/network.types.js'
import type { ChainAdapter } from '../adapter.types.js'
import type { RpcOptions } from '../rpc-transport.js'
import type { TransferLoader } from '../transfer.types.js'
import type { WalletRegistry } from './discovery/discovery.types.js'
import type { SolanaTransactionActions } from './solana.transactions.js'

/**
 * Options of the Solana adapter.
 *
 * @example
 * const options: SolanaOptions = { networks: [networks.solana, networks.solanaDevnet] }
 */
export type SolanaOptions = {
  /** The Solana networks the site offers, the default first. */
  networks: readonly [Network<'solana'>, ...Network<'solana'>[]]
  /** How balances are read over each network's RPC (SPEC §9's numbers by default). */
  rpc?: RpcOptions
  /**
   * The Wallet Standard registry to discover wallets in; `getWallets()` from `@wallet-standard/app`
   * (the page's) by default. Tests pass their own.
   */
  registry?: () => WalletRegistry
}

/**
 * The Solana chain adapter: the common contract, transactions (Solana's own), the embedded wallet's
 * Solana side, SPL token balances for the Tokens list, and sending SOL and SPL tokens (the Send form's).
 */
export type SolanaAdapter = ChainAdapter<'solana'> &
  SolanaTransactionActions &
  EmbeddedWalletHost &
  TokenBalanceReader<'solana'> &
  TransferLoader<'solana'>
