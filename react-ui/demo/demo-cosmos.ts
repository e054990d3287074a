import type { CaipNetworkId, Network } from '@foyer/core'
import type { CosmosChainFacts } from '@foyer/core/cosmos'
import { COSMOS_DEVNET, type CosmosChainConfig, OSMOSIS_DEVNET } from '../../test/devnet/cosmos/chains.js'
import { cosmosDevnetWalletChain, cosmosLocalNetwork } from '../../test/devnet/local-networks.js'

// The demo's local Cosmos chains, from the launcher's `VITE_FOYER_COSMOS_RPC_URLS` (JSON by chain id):
// the networks the demo's Foyer offers, their facts for the Cosmos adapter, and the chains the Cosmos
// dev wallet reaches. The two chains are the demo stack's (test/devnet/demo-cosmos.ts); a chain id the
// demo does not know is left out.

/**
 * A local Cosmos chain of the demo stack: what makes it itself, and where its CometBFT RPC listens.
 *
 * @example
 * const chain: LocalCosmosChain = { config: COSMOS_DEVNET, rpcUrl: 'http://127.0.0.1:26657' }
 */
export type LocalCosmosChain = { config: CosmosChainConfig; rpcUrl: string }

/**
 * The local Cosmos chains the launcher passed (`{ [chainId]: rpcUrl }`), of those the demo knows, in
 * the demo's order (ATOM first); none when the JSON is absent or malformed.
 *
 * @example
 * parseCosmosRpcUrls('{"foyer-devnet-1":"http://127.0.0.1:26657"}')[0]?.config.chainId // 'foyer-devnet-1'
 */
export function parseCosmosRpcUrls(json: string | undefined): LocalCosmosChain[] {
  if (!json) return []
  let rpcUrls: unknown
  try {
    rpcUrls = JSON.parse(json)
  } catch {
    return []
  }
  return [COSMOS_DEVNET, OSMOSIS_DEVNET].flatMap((config) => {
    const rpcUrl: unknown =
      typeof rpcUrls === 'object' && rpcUrls ? Reflect.get(rpcUrls, config.chainId) : undefined
    return typeof rpcUrl === 'string' ? [{ config, rpcUrl }] : []
  })
}

/**
 * What the demo gives the Cosmos adapter (`cosmos(options)`): the networks, the default first, and
 * each one's facts by CAIP-2 id.
 *
 * @example
 * const demoCosmos: DemoCosmos = { networks: [atom, osmo], chains: { 'cosmos:foyer-devnet-1': facts } }
 */
export type DemoCosmos = {
  networks: readonly [Network<'cosmos'>, ...Network<'cosmos'>[]]
  chains: Readonly<Partial<Record<CaipNetworkId<'cosmos'>, CosmosChainFacts>>>
}

/**
 * The Cosmos adapter's networks and facts for the local chains; `undefined` without any. The local
 * nodes serve CometBFT's RPC only, no REST (LCD) API: their RPC URL stands in as the REST URL a wallet
 * needs to add a chain it does not know (Keplr refuses a chain without one), as the dev wallet's own
 * chain list does. The gas prices are the dev wallet's (the node's minimum as the low one).
 *
 * @example
 * cosmos({ ...demoCosmosOf(parseCosmosRpcUrls(env.VITE_FOYER_COSMOS_RPC_URLS)) })
 */
export function demoCosmosOf(chains: readonly LocalCosmosChain[]): DemoCosmos | undefined {
  const entries = chains.map(({ config, rpcUrl }) => {
    const network = cosmosLocalNetwork(config, rpcUrl)
    const facts: CosmosChainFacts = {
      bech32Prefix: config.prefix,
      denom: config.denom,
      gasPriceStep: cosmosDevnetWalletChain(config, rpcUrl).gasPriceStep,
      restUrl: rpcUrl,
    }
    return { network, facts }
  })
  const [first, ...rest] = entries.map((entry) => entry.network)
  if (!first) return undefined
  return {
    networks: [first, ...rest],
    chains: Object.fromEntries(entries.map(({ network, facts }) => [network.caipNetworkId, facts])),
  }
}
