import { InvalidNetworkError } from '../../networks/caip.errors.js'
import type { CaipNetworkId, Network } from '../../networks/network.types.js'

// What a Cosmos chain needs besides its network definition, as Bitcoin's address prefixes and Esplora
// URLs live beside the Bitcoin adapter: the bech32 prefix its addresses are written with, the coin
// balances are read in, a fee's gas price steps, and the REST (LCD) endpoint a wallet needs to add the
// chain. The presets' are here; a site adds its own chains' (or changes these) with the adapter's
// `chains` option.

/**
 * A Cosmos chain's facts the network definition does not carry.
 *
 * @example
 * const local: CosmosChainFacts = { bech32Prefix: 'cosmos', denom: 'ustake', restUrl: 'http://127.0.0.1:1317' }
 */
export type CosmosChainFacts = {
  /** The prefix of the chain's account addresses (`cosmos` for `cosmos1…`). */
  bech32Prefix: string
  /** The smallest unit of the native coin, as the bank module names it (`uatom`). */
  denom: string
  /**
   * The Tendermint `chain_id` the wallet knows the chain by. The network's id by default; needed
   * where CAIP writes the chain id hashed (`hashed-…`): then its hash must be the network's id.
   */
  chainId?: string | undefined
  /** Gas prices in `denom` a wallet offers as low, average and high fees (its own defaults without). */
  gasPriceStep?: { low: number; average: number; high: number } | undefined
  /** The chain's REST (LCD) endpoint; a wallet that does not know the chain needs it to add it. */
  restUrl?: string | undefined
}

/**
 * A Cosmos network with its facts: everything the adapter tells a wallet or a node about it.
 *
 * @example
 * const hub: CosmosChain = cosmosChainsOf([cosmosHub])[0]
 * hub.chainId // 'cosmoshub-4'
 */
export type CosmosChain = Required<Pick<CosmosChainFacts, 'bech32Prefix' | 'denom' | 'chainId'>> &
  Pick<CosmosChainFacts, 'gasPriceStep' | 'restUrl'> & {
    caipNetworkId: CaipNetworkId<'cosmos'>
    network: Network<'cosmos'>
  }

/** The presets' facts, by CAIP-2 id (Keplr's chain registry gives the same prefixes, coins and steps). */
export const knownCosmosChains: Readonly<Partial<Record<CaipNetworkId<'cosmos'>, CosmosChainFacts>>> = {
  'cosmos:cosmoshub-4': {
    bech32Prefix: 'cosmos',
    denom: 'uatom',
    gasPriceStep: { low: 0.005, average: 0.025, high: 0.03 },
    restUrl: 'https://cosmos-rest.publicnode.com',
  },
  'cosmos:osmosis-1': {
    bech32Prefix: 'osmo',
    denom: 'uosmo',
    gasPriceStep: { low: 0.0025, average: 0.025, high: 0.04 },
    restUrl: 'https://osmosis-rest.publicnode.com',
  },
}

// A bech32 prefix: lowercase ASCII without `1`, the separator (BIP-173 allows more; chains use letters).
const bech32Prefix = /^[a-z][a-z0-9]{0,40}$/

/**
 * The site's Cosmos networks with their facts (`chains` first, then the presets'), in the site's
 * order. Throws `InvalidNetworkError` for a network without a bech32 prefix or coin, or whose
 * `chainId` is not the one its CAIP-2 id names: a site learns of it when it creates the adapter,
 * not when a visitor connects.
 *
 * @example
 * cosmosChainsOf([cosmosHub, osmosis]).map((chain) => chain.bech32Prefix) // ['cosmos', 'osmo']
 */
export function cosmosChainsOf(
  networks: readonly Network<'cosmos'>[],
  chains: Readonly<Partial<Record<CaipNetworkId<'cosmos'>, CosmosChainFacts>>> = {},
): CosmosChain[] {
  return networks.map((network) => {
    const facts = chains[network.caipNetworkId] ?? knownCosmosChains[network.caipNetworkId]
    if (!facts) throw new InvalidNetworkError(network.name, 'no Cosmos chain facts: give them in `chains`')
    const { denom, gasPriceStep, restUrl } = facts
    if (!bech32Prefix.test(facts.bech32Prefix))
      throw new InvalidNetworkError(network.name, `bech32 prefix ${JSON.stringify(facts.bech32Prefix)}`)
    if (typeof denom !== 'string' || denom === '') throw new InvalidNetworkError(network.name, 'no denom')
    // A chain id CAIP writes as itself must be the network's id; one it writes hashed is the site's to
    // give (its hash is checked with the first key, where the hashing code downloads).
    const chainId = facts.chainId ?? network.id
    if (network.id.startsWith('hashed-') ? chainId === network.id : chainId !== network.id)
      throw new InvalidNetworkError(network.name, `chain id ${JSON.stringify(chainId)} is not ${network.id}`)
    return {
      caipNetworkId: network.caipNetworkId,
      network,
      chainId,
      bech32Prefix: facts.bech32Prefix,
      denom,
      gasPriceStep,
      restUrl,
    }
  })
}
