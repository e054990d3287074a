import type { CaipNetworkId } from '../../networks/network.types.js'
import type { Account, MissingNetwork } from '../adapter.types.js'
import type { MissingChain } from './connect/cosmos-connect.types.js'
import { invalidAnswer } from './cosmos.errors.js'
import type { CosmosChain } from './cosmos-networks.js'
import type { CosmosKey } from './wallet-answers.js'

// A Cosmos connection's account from the keys a wallet gave per chain. One key serves every chain of
// the site (secp256k1 at coin type 118): one account, written with each chain's prefix, compared by
// its public key. A chain where the wallet gives another key is not this account's: it is left out.

/**
 * The account and the chains left out, from the keys the wallet gave (by chain id): the account is
 * the key of `primary`, with its address on every chain whose key is the same public key
 * (`networkAddresses`, `primary`'s own among them). A chain with another key is left out as an
 * invalid answer, as are the failures of `missing`; both in the site's order. `undefined` when
 * `primary` has no key.
 *
 * @example
 * accountOfKeys({ chains, primary: hub, keys, missing: {} })?.account.networkAddresses // { 'cosmos:cosmoshub-4': 'cosmos1…', 'cosmos:osmosis-1': 'osmo1…' }
 */
export function accountOfKeys(p: {
  chains: readonly CosmosChain[]
  primary: CosmosChain
  keys: Readonly<Record<string, CosmosKey>>
  missing: Readonly<Record<string, MissingChain>>
}): { account: Account; missing: MissingNetwork<'cosmos'>[] } | undefined {
  const own = p.keys[p.primary.chainId]
  if (!own) return undefined
  const networkAddresses: Partial<Record<CaipNetworkId, string>> = {}
  const missing: MissingNetwork<'cosmos'>[] = []
  for (const chain of p.chains) {
    const key = p.keys[chain.chainId]
    const failure = p.missing[chain.chainId]
    if (key?.publicKey === own.publicKey) networkAddresses[chain.caipNetworkId] = key.address
    else if (key)
      missing.push({
        caipNetworkId: chain.caipNetworkId,
        reason: 'invalid',
        error: invalidAnswer(`getKey(${chain.chainId})`, `another key than on ${p.primary.network.name}`),
      })
    else if (failure) missing.push({ caipNetworkId: chain.caipNetworkId, ...failure })
  }
  const account: Account = {
    address: own.address,
    type: 'eoa',
    publicKey: own.publicKey,
    name: own.name,
    networkAddresses,
  }
  return { account, missing }
}

/**
 * The chain a connection is on: `asked` when the wallet gave its key, else the first of the site's
 * chains it gave a key for.
 *
 * @example
 * primaryChainOf(chains, 'cosmos:osmosis-1', keys)?.chainId // 'cosmoshub-4' when Osmosis was refused
 */
export function primaryChainOf(
  chains: readonly CosmosChain[],
  asked: CaipNetworkId,
  keys: Readonly<Record<string, CosmosKey>>,
): CosmosChain | undefined {
  const connected = chains.filter((chain) => keys[chain.chainId] !== undefined)
  return connected.find((chain) => chain.caipNetworkId === asked) ?? connected[0]
}
