import type { Wallet } from '@wallet-standard/base'
import type { Connector } from '../../../connectors/connector.types.js'

/**
 * The page's Wallet Standard registry, as `getWallets()` from `@wallet-standard/app` returns it: the
 * wallets registered so far, and their later registrations and unregistrations.
 *
 * @example
 * const registry: WalletRegistry = getWallets()
 */
export type WalletRegistry = {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/** What the Solana wallet discovery actor starts with. */
export type DiscoveryInput = { registry: WalletRegistry }

/** The discovery actor's context. */
export type DiscoveryContext = {
  registry: WalletRegistry
  /** Every registered wallet, in registration order, each once. */
  wallets: readonly Wallet[]
  /** The Solana connectors they give, as read at the last registration or change. */
  connectors: readonly Connector[]
}

/**
 * Events of the discovery actor (sent by its registry watcher).
 *
 * @example
 * discovery.send({ type: 'DISCOVERY.REGISTERED', wallets: [phantom] })
 */
export type DiscoveryEvent =
  /** Wallets registered (a wallet extension loaded, or one that left came back). */
  | { type: 'DISCOVERY.REGISTERED'; wallets: readonly Wallet[] }
  /** Wallets unregistered: they leave the list. */
  | { type: 'DISCOVERY.UNREGISTERED'; wallets: readonly Wallet[] }
  /** A wallet's accounts, chains or features changed (its `standard:events` `change`). */
  | { type: 'DISCOVERY.CHANGED'; wallet: Wallet }
