import { isRecord } from '../../utils/is-record.js'
import { type RpcOptions, rpcDefaults } from '../rpc-options.js'

// Reads from an Esplora API (mempool.space, Blockstream, a site's own), the block explorer API
// Bitcoin sites read balances and broadcast through, with SPEC §9's HTTP numbers: each request
// times out after 10 s and failures are retried 3 times, 150 ms × 2^n apart.

/** mempool.space's Esplora API for the public Bitcoin networks, by CAIP-2 reference. */
export const defaultEsploraUrls: Readonly<Record<string, string>> = {
  'bip122:000000000019d6689c085ae165831e93': 'https://mempool.space/api',
  'bip122:000000000933ea01ad0ee984209779ba': 'https://mempool.space/testnet/api',
  'bip122:00000000da84f2bafbbc53dee25a72ae': 'https://mempool.space/testnet4/api',
  'bip122:00000008819873e925422c1ff0f99f7c': 'https://mempool.space/signet/api',
}

/** A fetch with SPEC §9's timeout and retries (server errors and rate limits only). */
export async function fetchWithRetries(
  url: string,
  init: RequestInit,
  options: RpcOptions,
): Promise<Response> {
  const { timeoutMs, retryCount, retryDelayMs } = { ...rpcDefaults, ...options }
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
      // A refusal (4xx) is an answer; only server errors and rate limits are worth another try.
      if (response.ok || (response.status < 500 && response.status !== 429) || attempt >= retryCount)
        return response
    } catch (error) {
      if (attempt >= retryCount) throw error
    }
    await new Promise((resolve) => setTimeout(resolve, (1 << attempt) * retryDelayMs))
  }
}

/** A sats amount Esplora gave in `field` of `stats`: a natural number, or an error saying what came. */
export const sumOf = (stats: unknown, field: string): bigint => {
  const value = isRecord(stats) ? stats[field] : undefined
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new Error(`Esplora's ${field} is ${JSON.stringify(value)}`)
  return BigInt(value)
}

/**
 * The balance of `address` in sats, confirmed and unconfirmed: what was paid to it minus what it spent.
 *
 * @example
 * await esploraBalance('https://mempool.space/api', 'bc1q…') // 150000n
 */
export async function esploraBalance(
  baseUrl: string,
  address: string,
  options: RpcOptions = {},
): Promise<bigint> {
  const response = await fetchWithRetries(`${baseUrl}/address/${encodeURIComponent(address)}`, {}, options)
  if (!response.ok) throw new Error(`Esplora answered ${response.status}: ${await response.text()}`)
  const body: unknown = await response.json()
  const chain = isRecord(body) ? body.chain_stats : undefined
  const mempool = isRecord(body) ? body.mempool_stats : undefined
  return (
    sumOf(chain, 'funded_txo_sum') -
    sumOf(chain, 'spent_txo_sum') +
    sumOf(mempool, 'funded_txo_sum') -
    sumOf(mempool, 'spent_txo_sum')
  )
}
