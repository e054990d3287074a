import type { Chain } from 'viem'
import { eip155Kit } from '../chains/eip155/eip155.kit.js'
import { formatCaipNetworkId } from './caip.js'
import type { Network, NetworkWithId } from './network.types.js'

/**
 * Turns a `viem/chains` object into a Foyer network, so EVM data (names, currencies, RPC URLs,
 * explorers, contracts) comes from viem instead of being retyped. The chain's default RPC URLs
 * become both `rpcUrls.default` and `rpcUrls.chainDefault`, the latter kept when RPCs are overridden.
 * `assets` names its logo (viem has none).
 *
 * @example
 * import { base } from 'viem/chains'
 * const network = fromViemChain(base) // { id: 8453, caipNetworkId: 'eip155:8453', chainNamespace: 'eip155', … }
 */
export function fromViemChain<const chain extends Chain>(
  chain: chain,
  assets?: Network['assets'],
): NetworkWithId<'eip155', chain['id']> {
  // A viem chain is an EVM chain, held to EVM's rules whatever the page's adapters: throws
  // InvalidCaipNetworkIdError for ids that are not positive integers (e.g. 0 or 1.5).
  const caipNetworkId = formatCaipNetworkId({ namespace: 'eip155', reference: chain.id }, [eip155Kit])
  const http = [...chain.rpcUrls.default.http]
  return {
    id: chain.id,
    caipNetworkId: caipNetworkId as `eip155:${chain['id']}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: { default: { http }, chainDefault: { http: [...http] } },
    // Copies, so that editing a Foyer network never edits viem's shared chain objects.
    ...(chain.blockExplorers ? { blockExplorers: structuredClone(chain.blockExplorers) } : {}),
    ...(chain.contracts ? { contracts: structuredClone(chain.contracts) } : {}),
    testnet: chain.testnet ?? false,
    ...(assets ? { assets: { ...assets } } : {}),
  }
}
