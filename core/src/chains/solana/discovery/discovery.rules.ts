import type { Wallet } from '@wallet-standard/base'
import type { Connector } from '../../../connectors/connector.types.js'

// Which Wallet Standard wallets Foyer lists for Solana, and as what. A wallet is listed when it can
// connect (`standard:connect`) and names a Solana chain; the Wallet Standard gives wallets no other
// id, so its name is its connector id (the first of two wallets with one name is listed).

/**
 * Whether a wallet can be listed for Solana: it connects and names a `solana:` chain.
 *
 * @example
 * isSolanaWallet({ ...phantom, chains: ['solana:mainnet'], features: { 'standard:connect': … } }) // true
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    Object.hasOwn(wallet.features, 'standard:connect') &&
    wallet.chains.some((chain) => chain.startsWith('solana:'))
  )
}

/**
 * The connector of a Solana wallet; the wallet itself is its provider.
 *
 * @example
 * connectorOfWallet(phantom) // { id: 'Phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana', … }
 */
export function connectorOfWallet(wallet: Wallet): Connector {
  return {
    id: wallet.name,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
    info: { icon: wallet.icon },
    provider: wallet,
  }
}

/**
 * The connectors the wallets give now: Solana wallets only, each name once, in registration order.
 *
 * @example
 * solanaConnectorsOf([phantom, anEvmOnlyWallet]).map((c) => c.id) // ['Phantom']
 */
export function solanaConnectorsOf(wallets: readonly Wallet[]): Connector[] {
  const seen = new Set<string>()
  return wallets.filter(isSolanaWallet).flatMap((wallet) => {
    if (seen.has(wallet.name)) return []
    seen.add(wallet.name)
    return [connectorOfWallet(wallet)]
  })
}

/**
 * The registered wallets after registrations (each wallet once, kept where it was first registered)
 * or unregistrations.
 *
 * @example
 * walletsAfter([a], 'register', [b, a]) // [a, b]
 */
export function walletsAfter(
  wallets: readonly Wallet[],
  change: 'register' | 'unregister',
  changed: readonly Wallet[],
): Wallet[] {
  if (change === 'unregister') return wallets.filter((wallet) => !changed.includes(wallet))
  return [
    ...wallets,
    ...changed.filter((wallet, index) => !wallets.includes(wallet) && changed.indexOf(wallet) === index),
  ]
}
