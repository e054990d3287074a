import type { CaipNetworkId } from '../../networks/network.types.js'

/** A Solana chain as Wallet Standard wallets name it. */
export type SolanaWalletChain = `solana:${string}`

// Wallets name Solana's clusters by word, not by genesis hash; CAIP-2 references (current and the
// deprecated CAIP-30 ones) of the public clusters, and anything else is a local cluster.
const clusters: Readonly<Record<string, SolanaWalletChain>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K': 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The Wallet Standard chain of a Solana network: `solana:mainnet`, `solana:devnet`,
 * `solana:testnet`, or `solana:localnet` for any other cluster.
 *
 * @example
 * walletChainOf('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1') // 'solana:devnet'
 */
export function walletChainOf(caipNetworkId: CaipNetworkId<'solana'>): SolanaWalletChain {
  return clusters[caipNetworkId.slice('solana:'.length)] ?? 'solana:localnet'
}
