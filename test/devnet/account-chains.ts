import { createPublicClient, http, type PublicClient } from 'viem'
import { type DevnetTokens, devnetViemChain } from './evm-tokens.js'
import type { DevnetExchange } from './uniswap.js'

/**
 * An anvil chain the local API service answers account questions from: where to reach it, the
 * devnet tokens on it and, when it has one, the devnet exchange the service swaps through (a chain
 * without one is a chain the service does not swap on).
 *
 * @example
 * const chain: AccountChain = { rpcUrl: anvil.rpcUrl, tokens: await deployDevnetTokens(options), exchange: await deployDevnetExchange(options) }
 */
export type AccountChain = { rpcUrl: string; tokens: DevnetTokens; exchange?: DevnetExchange | undefined }

/**
 * The chains of the account routes by CAIP-2 id (EVM chains only).
 *
 * @example
 * const chains: AccountChains = { 'eip155:31337': { rpcUrl: anvilA.rpcUrl, tokens: tokensA } }
 */
export type AccountChains = Readonly<Record<`eip155:${number}`, AccountChain>>

/**
 * The prices in US dollars the service quotes for the devnet currencies: fixed, so values are
 * predictable (ETH 3000, FUSD 1, FOY 0.25).
 *
 * @example
 * devnetPrices.FOY // 0.25
 */
export const devnetPrices: Readonly<Record<string, number>> = { ETH: 3000, FUSD: 1, FOY: 0.25 }

/**
 * The price of a devnet currency, `undefined` for a symbol without one.
 *
 * @example
 * priceOf('ETH') // 3000
 */
export function priceOf(symbol: string): number | undefined {
  return Object.hasOwn(devnetPrices, symbol) ? devnetPrices[symbol] : undefined
}

/**
 * Where the service serves a currency's logo.
 *
 * @example
 * tokenIconUrl('http://127.0.0.1:4000', 'FUSD') // 'http://127.0.0.1:4000/devnet/token-icons/FUSD.svg'
 */
export function tokenIconUrl(serviceUrl: string, symbol: string): string {
  return `${serviceUrl}/devnet/token-icons/${encodeURIComponent(symbol)}.svg`
}

/**
 * A chain of the account routes, ready to read: its CAIP-2 id, numeric id, tokens and a viem client
 * that batches concurrent calls into one JSON-RPC request (a history scan asks for every block) and
 * caches nothing (every answer is read at request time).
 *
 * @example
 * const chain = resolveAccountChains(chains).get('eip155:31337')
 * await chain?.client.getBlockNumber()
 */
export type ReadableChain = {
  caipNetworkId: `eip155:${number}`
  chainId: number
  /** The chain's own JSON-RPC endpoint (the public RPC route forwards to it). */
  rpcUrl: string
  tokens: DevnetTokens
  exchange: DevnetExchange | undefined
  client: PublicClient
}

/**
 * Validates the chains' ids and makes a client per chain.
 *
 * @example
 * const readable = resolveAccountChains({ 'eip155:31337': { rpcUrl, tokens } })
 */
export function resolveAccountChains(chains: AccountChains): ReadonlyMap<string, ReadableChain> {
  const resolved = new Map<string, ReadableChain>()
  for (const [caipNetworkId, { rpcUrl, tokens, exchange }] of Object.entries(chains)) {
    const match = /^eip155:([1-9]\d*)$/.exec(caipNetworkId)
    if (!match)
      throw new Error(
        `Account chains are keyed by EVM CAIP-2 ids like 'eip155:31337', not '${caipNetworkId}'.`,
      )
    const chainId = Number(match[1])
    const client = createPublicClient({
      chain: devnetViemChain(chainId, rpcUrl),
      transport: http(rpcUrl, { batch: { batchSize: 500 }, retryCount: 0 }),
      // viem would answer the block number from a 4 s cache: a send just made would be missed.
      cacheTime: 0,
    })
    resolved.set(caipNetworkId, {
      caipNetworkId: `eip155:${chainId}`,
      chainId,
      rpcUrl,
      tokens,
      exchange,
      client,
    })
  }
  return resolved
}
