import { kitOf, type NamespaceKits } from '../chains/kits.js'
import {
  DuplicateNetworkError,
  EmptyNetworkListError,
  InvalidNetworkError,
  InvalidRpcUrlError,
  RpcOverrideNetworkNotFoundError,
} from './caip.errors.js'
import { safeParseCaipNetworkId } from './caip.js'
import type { CaipNetworkId, Namespace, Network, NetworkWithId } from './network.types.js'

/**
 * The name shown for a network Foyer does not know (SPEC §9).
 *
 * @example
 * getNetworkName(networks, 'eip155:999999') // 'Unknown Network'
 */
export const UNKNOWN_NETWORK_NAME = 'Unknown Network'

/**
 * RPC URLs to try before a network's own, keyed by CAIP-2 id (a Solana deprecated id works too).
 *
 * @example
 * const rpcOverrides: RpcOverrides = { 'eip155:1': ['https://eth.example.com'] }
 */
export type RpcOverrides = Partial<Record<CaipNetworkId, readonly string[]>>

/**
 * Options for {@link defineNetworks}.
 *
 * @example
 * const options: DefineNetworksOptions = { rpcOverrides: { 'eip155:8453': ['https://base.example.com'] } }
 */
export type DefineNetworksOptions = {
  rpcOverrides?: RpcOverrides
  /** The namespace kits the networks are checked with (CAIP's general rules for a namespace without one). */
  kits?: NamespaceKits
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

/** The first inconsistency in a network definition by `kits`, or nothing. */
function networkProblem(network: Network, kits: NamespaceKits): string | undefined {
  if (typeof network.name !== 'string' || network.name.trim() === '') return 'name is empty'
  const parsed = safeParseCaipNetworkId(network.caipNetworkId, kits)
  if (!parsed) return `caipNetworkId ${JSON.stringify(network.caipNetworkId)} is not a valid CAIP-2 id`
  if (parsed.namespace !== network.chainNamespace)
    return `caipNetworkId ${network.caipNetworkId} is not in namespace ${network.chainNamespace}`
  const idType = kitOf(kits, network.chainNamespace).networkIdType
  if ((idType !== undefined && typeof network.id !== idType) || parsed.reference !== String(network.id))
    return `caipNetworkId ${network.caipNetworkId} does not match id ${JSON.stringify(network.id)}`
  if (network.deprecatedCaipNetworkId !== undefined) {
    const deprecated = safeParseCaipNetworkId(network.deprecatedCaipNetworkId, kits)
    if (deprecated?.namespace !== network.chainNamespace)
      return `deprecatedCaipNetworkId ${JSON.stringify(network.deprecatedCaipNetworkId)} is not a CAIP-2 id in ${network.chainNamespace}`
  }
  const { decimals } = network.nativeCurrency
  if (!Number.isInteger(decimals) || decimals < 0) return `native currency decimals ${decimals} is not valid`
  const urls = [...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])]
  const badUrl = urls.find((url) => !isHttpUrl(url))
  if (badUrl !== undefined) return `RPC URL ${JSON.stringify(badUrl)} is not an http(s) URL`
  return undefined
}

/**
 * Checks a custom network and returns it unchanged, typed with its literal id. Throws
 * {@link InvalidNetworkError} when `caipNetworkId`, `chainNamespace` and `id` disagree, or a field is off.
 * The CAIP-2 reference and the id's type are checked by the namespace's kit among `kits` (e.g.
 * `[eip155Kit]`: a decimal chain id without leading zeros, a number), by CAIP's general rules without
 * one (the id must still be the reference).
 *
 * @example
 * const myChain = defineNetwork({
 *   id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Anvil',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } }, testnet: true,
 * })
 */
export function defineNetwork<ns extends Namespace, const id extends Network<ns>['id']>(
  network: Network<ns> & { chainNamespace: ns; id: id },
  kits: NamespaceKits = [],
): NetworkWithId<ns, id> {
  assertValidNetwork(network, kits)
  // assertValidNetwork proved caipNetworkId is `${chainNamespace}:${id}`.
  return network as NetworkWithId<ns, id>
}

function assertValidNetwork(network: Network, kits: NamespaceKits): void {
  const problem = networkProblem(network, kits)
  if (problem) throw new InvalidNetworkError(typeof network.name === 'string' ? network.name : '?', problem)
}

/**
 * A copy of `network` that tries `urls` first: they go in front of `rpcUrls.default.http` (the old
 * URLs stay behind them as fallbacks), while `rpcUrls.chainDefault` keeps the network's original URLs.
 *
 * @example
 * const base = withRpcUrls(networks.base, ['https://base.example.com'])
 * base.rpcUrls.default.http // ['https://base.example.com', 'https://mainnet.base.org']
 */
export function withRpcUrls<network extends Network>(network: network, urls: readonly string[]): network {
  const badUrl = urls.find((url) => !isHttpUrl(url))
  if (badUrl !== undefined) throw new InvalidRpcUrlError(badUrl)
  const http = [...new Set([...urls, ...network.rpcUrls.default.http])]
  // Only the first override records the original: a second override must not mistake the first for it.
  const chainDefault = network.rpcUrls.chainDefault ?? network.rpcUrls.default
  return {
    ...network,
    rpcUrls: { ...network.rpcUrls, default: { http }, chainDefault: { http: [...chainDefault.http] } },
  }
}

/**
 * The network in `list` with this CAIP-2 id, also matching a Solana network's `deprecatedCaipNetworkId`
 * (older wallets still report it).
 *
 * @example
 * findNetwork(Object.values(networks), 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ') // networks.solana
 */
export function findNetwork<network extends Network>(
  list: readonly network[],
  caipNetworkId: string,
): network | undefined {
  return (
    list.find((network) => network.caipNetworkId === caipNetworkId) ??
    list.find((network) => network.deprecatedCaipNetworkId === caipNetworkId)
  )
}

/**
 * The display name of a network, or `'Unknown Network'` when it is not in `list` (SPEC §9).
 *
 * @example
 * getNetworkName(Object.values(networks), 'eip155:8453') // 'Base'
 */
export function getNetworkName(list: readonly Network[], caipNetworkId: string): string {
  return findNetwork(list, caipNetworkId)?.name ?? UNKNOWN_NETWORK_NAME
}

/**
 * Checks the networks a site supports and applies RPC overrides. Throws when the list is empty, a
 * network is inconsistent, two networks share an id, an override names a network not in the list, or
 * an override URL is not http(s).
 *
 * @example
 * const list = defineNetworks([networks.mainnet, networks.base, myChain], {
 *   rpcOverrides: { 'eip155:1': ['https://eth.example.com'] },
 * })
 */
export function defineNetworks<network extends Network>(
  list: readonly network[],
  options: DefineNetworksOptions = {},
): readonly network[] {
  if (list.length === 0) throw new EmptyNetworkListError()
  const seen = new Set<string>()
  for (const network of list) {
    assertValidNetwork(network, options.kits ?? [])
    for (const id of [network.caipNetworkId, network.deprecatedCaipNetworkId]) {
      if (id === undefined) continue
      if (seen.has(id)) throw new DuplicateNetworkError(id)
      seen.add(id)
    }
  }
  const result = [...list]
  for (const [caipNetworkId, urls] of Object.entries(options.rpcOverrides ?? {})) {
    if (urls === undefined) continue
    const network = findNetwork(result, caipNetworkId)
    if (!network) throw new RpcOverrideNetworkNotFoundError(caipNetworkId)
    result[result.indexOf(network)] = withRpcUrls(network, urls)
  }
  return result
}
