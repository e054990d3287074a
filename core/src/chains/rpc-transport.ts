import { custom, fallback, http, type Transport } from 'viem'
import type { Network } from '../networks/network.types.js'
import { MissingRpcUrlError } from './eip155/errors.js'
import { rpcUrlsOf } from './public-rpc.js'
import { type RpcOptions, rpcDefaults } from './rpc-options.js'

export { type RpcOptions, rpcDefaults }

/**
 * A viem transport over `urls`: one `http` transport per URL, behind a fallback when there are several
 * (the next URL answers when one fails). Calls made in the same tick go out as one JSON-RPC batch.
 *
 * With several URLs, the first request pings each one (`ping`, a cheap call with no parameters:
 * `eth_chainId` on EVM chains) with a 4 s timeout and tries them from then on in the order they
 * answered, the failed and silent ones last (SPEC §9's fallback ping). The ranking is made once per set
 * of URLs, on the first read: a page that reads nothing pings nothing. (viem's own `rank` option pings
 * again at every polling interval for the page's whole life, requests the spec does not ask for.)
 *
 * Which failures are retried is viem's rule, checked in viem 2.57.20
 * (`node_modules/viem/_esm/utils/buildRequest.js`, `shouldRetry`): HTTP 403, 408, 413, 429, 500, 502,
 * 503, 504 and JSON-RPC codes -1, -32005, -32603 (and 429 / -32007 rate limits), plus timeouts and
 * network errors; never -32601 / -32004. That is SPEC §9's list, so Foyer does not add its own. The
 * delay is `(1 << attempt) * retryDelay` (150, 300, 600 ms), unless the server sends `Retry-After`.
 *
 * @example
 * const client = createPublicClient({ transport: createRpcTransport(network.rpcUrls.default.http) })
 * await client.getBalance({ address })
 */
export function createRpcTransport(
  urls: readonly string[],
  options: RpcOptions = {},
  ping = 'eth_chainId',
): Transport {
  const { timeoutMs, retryCount, retryDelayMs, batchSize, pingTimeoutMs } = {
    ...rpcDefaults,
    ...definedOnly(options),
  }
  const [only, ...more] = urls
  if (only === undefined) throw new MissingRpcUrlError()
  const batch = { batchSize }
  if (more.length === 0)
    return http(only, { timeout: timeoutMs, retryCount, retryDelay: retryDelayMs, batch })
  // Behind a fallback each URL gets one attempt (viem passes it `retryCount: 0`, which a `retryCount`
  // of our own would override) and the fallback as a whole is retried, so every URL gets its turn
  // before the backoff.
  const ranked = (order: readonly string[]) =>
    fallback(
      order.map((url) => http(url, { timeout: timeoutMs, batch })),
      { retryCount, retryDelay: retryDelayMs },
    )
  return (params) => {
    let inner: ReturnType<Transport> | undefined
    const ready = async () => {
      // The ranking's code downloads with the first read of a network with several endpoints.
      const { rankOnce } = await import('./rpc-rank.js')
      inner ??= ranked(await rankOnce(urls, { method: ping, timeoutMs: pingTimeoutMs }))(params)
      return inner
    }
    const provider = {
      async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
        const transport = await ready()
        return transport.request({ method, params })
      },
    }
    // The fallback inside retries; retrying here as well would multiply the attempts.
    return custom(provider, { key: 'rankedFallback', name: 'Ranked fallback', retryCount: 0 })(params)
  }
}

/**
 * The transport of a network's reads: its own URLs (the site's overrides first), then the public RPC
 * host when `options.publicRpc` serves the network, ranked by `ping` on first use when there are several.
 *
 * @example
 * const client = createClient({ transport: createNetworkTransport(networks.base, { publicRpc }) })
 */
export function createNetworkTransport(network: Network, options: RpcOptions = {}, ping?: string): Transport {
  return createRpcTransport(rpcUrlsOf(network, options), options, ping)
}

/** `options` without its `undefined` values, so they do not override the defaults. */
function definedOnly(options: RpcOptions): RpcOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined))
}
