import type { CaipNetworkId, Network } from '../networks/network.types.js'
import type { PublicRpc, RpcOptions } from './rpc-options.js'

/**
 * The networks the public RPC host serves: SPEC §3's defined networks (Ethereum, OP, BNB, Polygon,
 * ZKsync, Base, Arbitrum, Avalanche, Solana mainnet, devnet and testnet, Bitcoin and its testnet),
 * the presets Foyer ships. Bitcoin is listed for completeness: Foyer reads Bitcoin through an Esplora
 * API (addresses and transactions, which JSON-RPC does not serve), so its reads never use this host.
 *
 * @example
 * publicRpcNetworks.includes('eip155:8453') // true
 */
export const publicRpcNetworks: readonly CaipNetworkId[] = [
  'eip155:1',
  'eip155:10',
  'eip155:56',
  'eip155:137',
  'eip155:324',
  'eip155:8453',
  'eip155:42161',
  'eip155:43114',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'bip122:000000000019d6689c085ae165831e93',
  'bip122:000000000933ea01ad0ee984209779ba',
]

/**
 * The public RPC endpoint of a network, `${url}/v1/?chainId=<caip2>&projectId=<id>`, or `undefined`
 * when the host does not serve it.
 *
 * @example
 * publicRpcUrl({ url: 'https://rpc.example.com', projectId: 'p1' }, 'eip155:1')
 * // 'https://rpc.example.com/v1/?chainId=eip155%3A1&projectId=p1'
 */
export function publicRpcUrl(publicRpc: PublicRpc, caipNetworkId: CaipNetworkId): string | undefined {
  if (!(publicRpc.networks ?? publicRpcNetworks).includes(caipNetworkId)) return undefined
  const query = new URLSearchParams({ chainId: caipNetworkId, projectId: publicRpc.projectId })
  return `${publicRpc.url.replace(/\/+$/, '')}/v1/?${query}`
}

/**
 * The endpoints a network's reads use, in the order given: the network's own (the site's overrides in
 * front of the preset's), then the public RPC host when it serves the network, as the last fallback.
 *
 * @example
 * rpcUrlsOf(networks.base, { publicRpc: { url: 'https://rpc.example.com', projectId: 'p1' } })
 * // ['https://mainnet.base.org', 'https://rpc.example.com/v1/?chainId=eip155%3A8453&projectId=p1']
 */
export function rpcUrlsOf(network: Network, rpc: RpcOptions = {}): readonly string[] {
  const own = network.rpcUrls.default.http
  const shared = rpc.publicRpc && publicRpcUrl(rpc.publicRpc, network.caipNetworkId)
  return shared === undefined || own.includes(shared) ? own : [...own, shared]
}
