import type { KeplrChainInfo, KeplrChainInfoWithoutEndpoints } from './keplr-types.js'

// The chains the scripted Keplr wallet knows, as Keplr stores them (its `ChainInfo`), built from the
// few facts a test or the demo has about a local chain.

/**
 * A chain the wallet can reach: its id, display name, CometBFT RPC URL, bech32 prefix and the coin
 * fees are paid in. Shaped so a local Cosmos node's config spreads into it.
 *
 * @example
 * const chain: ScriptedKeplrChain = { ...node.config, rpcUrl: node.rpcUrl, chainName: 'Foyer Devnet ATOM' }
 */
export type ScriptedKeplrChain = {
  chainId: string
  chainName: string
  rpcUrl: string
  /** The chain's REST (LCD) URL; the RPC URL when the chain has none (Keplr requires one). */
  restUrl?: string
  prefix: string
  /** The base denom (`uatom`), its display symbol (`ATOM`) and the decimals between them. */
  denom: string
  symbol: string
  decimals: number
  /** BIP-44 coin type of the chain's keys; 118 (Cosmos) by default. */
  coinType?: number
  /** The gas prices Keplr offers; its defaults (0.01, 0.025, 0.04) when absent. */
  gasPriceStep?: { low: number; average: number; high: number }
}

/**
 * Keplr's `ChainInfo` of `chain`: one currency (staking, fees and display), the chain's bech32 prefixes
 * as the SDK derives them from the account prefix.
 *
 * @example
 * chainInfoOf(chain).bech32Config.bech32PrefixValAddr // 'cosmosvaloper'
 */
export function chainInfoOf(chain: ScriptedKeplrChain): KeplrChainInfo {
  const currency = { coinDenom: chain.symbol, coinMinimalDenom: chain.denom, coinDecimals: chain.decimals }
  const { prefix } = chain
  return {
    rpc: chain.rpcUrl,
    rest: chain.restUrl ?? chain.rpcUrl,
    chainId: chain.chainId,
    chainName: chain.chainName,
    stakeCurrency: currency,
    bip44: { coinType: chain.coinType ?? 118 },
    bech32Config: {
      bech32PrefixAccAddr: prefix,
      bech32PrefixAccPub: `${prefix}pub`,
      bech32PrefixValAddr: `${prefix}valoper`,
      bech32PrefixValPub: `${prefix}valoperpub`,
      bech32PrefixConsAddr: `${prefix}valcons`,
      bech32PrefixConsPub: `${prefix}valconspub`,
    },
    currencies: [currency],
    feeCurrencies: [{ ...currency, ...(chain.gasPriceStep && { gasPriceStep: chain.gasPriceStep }) }],
    features: [],
  }
}

/** A chain as Keplr shows it to sites: without its endpoints. */
export function withoutEndpoints(info: KeplrChainInfo): KeplrChainInfoWithoutEndpoints {
  return { ...info, rpc: undefined, rest: undefined, nodeProvider: undefined }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * What is wrong with a chain a site suggests, in the words of Keplr's schema check (`"chainId" is
 * required`), or `undefined` when it can be added: the fields Keplr requires, a URL for `rpc` and `rest`,
 * at least one currency and one fee currency.
 *
 * @example
 * chainInfoProblem({ chainName: 'x' }) // '"rpc" is required'
 */
export function chainInfoProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return '"value" must be of type object'
  for (const field of ['rpc', 'rest', 'chainId', 'chainName'] as const) {
    if (typeof value[field] !== 'string' || value[field] === '') return `"${field}" is required`
  }
  for (const field of ['rpc', 'rest'] as const) {
    if (!URL.canParse(String(value[field]))) return `"${field}" must be a valid uri`
  }
  if (!isRecord(value.bip44) || !Number.isInteger(value.bip44.coinType)) return '"bip44.coinType" is required'
  if (!isRecord(value.bech32Config) || typeof value.bech32Config.bech32PrefixAccAddr !== 'string')
    return '"bech32Config.bech32PrefixAccAddr" is required'
  for (const field of ['currencies', 'feeCurrencies'] as const) {
    const list = value[field]
    if (!Array.isArray(list) || list.length === 0) return `"${field}" must contain at least 1 items`
  }
  return undefined
}
