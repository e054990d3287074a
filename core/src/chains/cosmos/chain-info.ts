import type { CosmosChain } from './cosmos-networks.js'

/** A coin as Keplr's chain info describes it. */
type KeplrCurrency = { coinDenom: string; coinMinimalDenom: string; coinDecimals: number }

/**
 * A chain as Keplr's `experimentalSuggestChain` takes it (`ChainInfo` of `@keplr-wallet/types`; Leap
 * and Cosmostation's Keplr-compatible object read the same fields).
 */
export type KeplrChainInfo = {
  chainId: string
  chainName: string
  rpc: string
  rest: string
  bip44: { coinType: number }
  bech32Config: Record<
    | 'bech32PrefixAccAddr'
    | 'bech32PrefixAccPub'
    | 'bech32PrefixValAddr'
    | 'bech32PrefixValPub'
    | 'bech32PrefixConsAddr'
    | 'bech32PrefixConsPub',
    string
  >
  currencies: KeplrCurrency[]
  feeCurrencies: (KeplrCurrency & { gasPriceStep?: { low: number; average: number; high: number } })[]
  stakeCurrency: KeplrCurrency
}

/**
 * The secp256k1 keys of Cosmos SDK chains derive at BIP-44 coin type 118 (the Hub's, which most
 * chains share): the wallet then gives the same key, so the same account, on every one of them.
 */
export const COSMOS_COIN_TYPE = 118

/**
 * What to suggest to a wallet that does not know `chain`: its id and name, RPC and REST endpoints,
 * the bech32 prefixes the SDK derives from the account prefix, and its coin (for fees and staking
 * too), from the network's definition and facts. `undefined` when the chain has no RPC or REST URL,
 * without which a wallet refuses it.
 *
 * @example
 * await keplr.experimentalSuggestChain(keplrChainInfoOf(localChain))
 */
export function keplrChainInfoOf(chain: CosmosChain): KeplrChainInfo | undefined {
  const { network, bech32Prefix: p, restUrl } = chain
  const rpc = network.rpcUrls.default.http[0]
  if (!rpc || !restUrl) return undefined
  const currency: KeplrCurrency = {
    coinDenom: network.nativeCurrency.symbol,
    coinMinimalDenom: chain.denom,
    coinDecimals: network.nativeCurrency.decimals,
  }
  return {
    chainId: chain.chainId,
    chainName: network.name,
    rpc,
    rest: restUrl,
    bip44: { coinType: COSMOS_COIN_TYPE },
    bech32Config: {
      bech32PrefixAccAddr: p,
      bech32PrefixAccPub: `${p}pub`,
      bech32PrefixValAddr: `${p}valoper`,
      bech32PrefixValPub: `${p}valoperpub`,
      bech32PrefixConsAddr: `${p}valcons`,
      bech32PrefixConsPub: `${p}valconspub`,
    },
    currencies: [currency],
    feeCurrencies: [chain.gasPriceStep ? { ...currency, gasPriceStep: chain.gasPriceStep } : currency],
    stakeCurrency: currency,
  }
}
