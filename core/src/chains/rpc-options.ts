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
}

/**
 * The HTTP RPC constants of SPEC §9: 10 s timeout, 3 retries with a 150 ms exponential backoff base,
 * batches of up to 1000 calls.
 *
 * @example
 * rpcDefaults.timeoutMs // 10_000
 */
export const rpcDefaults: Readonly<Required<RpcOptions>> = {
  timeoutMs: 10_000,
  retryCount: 3,
  retryDelayMs: 150,
  batchSize: 1000,
}
