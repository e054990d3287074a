import type { CaipNetworkId } from '../networks/network.types.js'

/**
 * The project's public RPC host: one JSON-RPC endpoint per network, chosen by the `chainId` (CAIP-2)
 * and `projectId` query of `${url}/v1/`. It serves a fixed list of networks (`publicRpcNetworks`);
 * `networks` replaces that list (a local stack that proxies its own chains, say).
 *
 * @example
 * const publicRpc: PublicRpc = { url: 'https://rpc.example.com', projectId: 'p1' }
 */
export type PublicRpc = {
  /** The host, e.g. the Blockchain API's base URL (`services.blockchainApiUrl`). */
  url: string
  projectId: string
  /** The networks the host serves; SPEC §3's defined networks by default. */
  networks?: readonly CaipNetworkId[] | undefined
}

/**
 * How balances and other reads talk to a network's JSON-RPC endpoints.
 *
 * @example
 * const rpc: RpcOptions = { timeoutMs: 5_000, retryCount: 1 }
 */
export type RpcOptions = {
  /** How long one HTTP request may take before it fails (and is retried). */
  timeoutMs?: number
  /** How many times a failed request is retried (so `retryCount + 1` attempts in all). */
  retryCount?: number
  /** The base of the exponential backoff: retry n waits `2^n * retryDelayMs`. */
  retryDelayMs?: number
  /** The most JSON-RPC calls sent in one HTTP batch. */
  batchSize?: number
  /**
   * How long each endpoint of a network with several has to answer the ping that ranks them (on the
   * network's first read) before it is ranked last.
   */
  pingTimeoutMs?: number
  /**
   * The project's public RPC host, tried after the network's own URLs (the site's overrides first) for
   * the networks it serves. Without it, reads use the network's URLs only.
   */
  publicRpc?: PublicRpc | undefined
}

/**
 * SPEC §9's fallback ping: how long an endpoint has to answer before it is ranked behind every endpoint
 * that did answer.
 *
 * @example
 * rpcDefaults.pingTimeoutMs === FALLBACK_PING_TIMEOUT_MS // true
 */
export const FALLBACK_PING_TIMEOUT_MS = 4_000

/**
 * The HTTP RPC constants of SPEC §9: 10 s timeout, 3 retries with a 150 ms exponential backoff base,
 * batches of up to 1000 calls, a 4 s fallback ping.
 *
 * @example
 * rpcDefaults.timeoutMs // 10_000
 */
export const rpcDefaults: Readonly<Required<Omit<RpcOptions, 'publicRpc'>>> = {
  timeoutMs: 10_000,
  retryCount: 3,
  retryDelayMs: 150,
  batchSize: 1000,
  pingTimeoutMs: FALLBACK_PING_TIMEOUT_MS,
}
