/** The chain namespaces Foyer supports (CAIP-2 namespaces). */
export const namespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

/** A CAIP-2 namespace Foyer supports, e.g. `eip155`. */
export type Namespace = (typeof namespaces)[number]

/** A CAIP-2 chain id, `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId<ns extends Namespace = Namespace> = `${ns}:${string}`

/** A CAIP-10 account id, `namespace:reference:address`, e.g. `eip155:1:0xab…`. */
export type CaipAddress<ns extends Namespace = Namespace> = `${ns}:${string}:${string}`

/** The currency a network pays fees in. */
export type NativeCurrency = { name: string; symbol: string; decimals: number }

/** A block explorer, as viem describes it. */
export type BlockExplorer = { name: string; url: string; apiUrl?: string }

/**
 * A network a site can connect to (SPEC §3). EVM networks are derived from `viem/chains`.
 *
 * @example
 * const base: Network<'eip155'> = networks.base
 */
export type Network<ns extends Namespace = Namespace> = {
  /** The chain reference: a number for EVM, a genesis-hash prefix for Solana and Bitcoin. */
  id: ns extends 'eip155' ? number : string
  caipNetworkId: CaipNetworkId<ns>
  chainNamespace: ns
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[] }; chainDefault?: { http: readonly string[] } }
  blockExplorers?: { default: BlockExplorer } & Record<string, BlockExplorer>
  assets?: { imageId?: string; imageUrl?: string }
  contracts?: Record<string, unknown>
  testnet?: boolean
  /** Solana only: the id older wallets still report. */
  deprecatedCaipNetworkId?: CaipNetworkId<ns>
}

/**
 * A network whose id (and so its CAIP-2 id) is known to the type system, e.g. `networks.base.id` is `8453`.
 *
 * @example
 * const base: NetworkWithId<'eip155', 8453> = networks.base
 */
export type NetworkWithId<ns extends Namespace, id extends Network<ns>['id']> = Network<ns> & {
  id: id
  caipNetworkId: `${ns}:${id}`
}
