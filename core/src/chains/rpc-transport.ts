import { fallback, http, type Transport } from 'viem'
import { MissingRpcUrlError } from './eip155/errors.js'
import { type RpcOptions, rpcDefaults } from './rpc-options.js'

export { type RpcOptions, rpcDefaults }

/**
 * A viem transport over `urls`: one `http` transport per URL, behind a `fallback` when there are several
 * (the next URL answers when one fails). Calls made in the same tick go out as one JSON-RPC batch.
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
export function createRpcTransport(urls: readonly string[], options: RpcOptions = {}): Transport {
  const { timeoutMs, retryCount, retryDelayMs, batchSize } = { ...rpcDefaults, ...definedOnly(options) }
  const [only, ...more] = urls
  if (only === undefined) throw new MissingRpcUrlError()
  const batch = { batchSize }
  if (more.length === 0)
    return http(only, { timeout: timeoutMs, retryCount, retryDelay: retryDelayMs, batch })
  // Behind a fallback each URL gets one attempt (viem passes it `retryCount: 0`, which a `retryCount`
  // of our own would override) and the fallback as a whole is retried, so every URL gets its turn
  // before the backoff.
  const transports = urls.map((url) => http(url, { timeout: timeoutMs, batch }))
  return fallback(transports, { retryCount, retryDelay: retryDelayMs })
}

/** `options` without its `undefined` values, so they do not override the defaults. */
function definedOnly(options: RpcOptions): RpcOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined))
}
