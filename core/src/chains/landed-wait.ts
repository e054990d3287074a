// The loop the namespaces' waits until a sent transaction has landed share: ask the chain, again every
// so often, until it says the transaction landed or the time is over. Only their lazily loaded files
// import it, and it imports nothing of Foyer's: a module the page's first download also holds would
// make the bundler split that download into many small files. So it makes its JSON-RPC calls itself,
// with `fetch`.

// Each question to the chain gets this long, SPEC §9's RPC request timeout (rpcDefaults.timeoutMs,
// not imported for the reason above); the next URL is asked when one fails.
const REQUEST_TIMEOUT_MS = 10_000

/**
 * A JSON-RPC call on the network the transaction was sent to.
 *
 * @example
 * const receipt = await rpc('eth_getTransactionReceipt', [hash])
 */
export type LandedRpc = (method: string, params: readonly unknown[]) => Promise<unknown>

/**
 * How {@link pollUntilLanded} asks: which RPC URLs (the first that answers), how often, for how long
 * at most, until when (`signal`), and what it waits for (named in its error).
 *
 * @example
 * const poll: LandedPoll = { rpcUrls, intervalMs: 1_000, timeoutMs: 60_000, signal, what: `receipt of ${hash}` }
 */
export type LandedPoll = {
  rpcUrls: readonly string[]
  intervalMs: number
  timeoutMs: number
  signal: AbortSignal
  what: string
}

/**
 * Asks `landed` at once and then every `intervalMs` until it answers something other than
 * `undefined` (how the transaction ended), and answers that. A question the chain fails to answer
 * counts as "not yet": the next one may be answered. Rejects once `timeoutMs` have passed without an
 * answer (with the last failure as its cause), or as soon as `signal` aborts.
 *
 * @example
 * const outcome = await pollUntilLanded(async (rpc) => outcomeOf(await rpc('eth_getTransactionReceipt', [hash])), poll)
 */
export async function pollUntilLanded<Outcome>(
  landed: (rpc: LandedRpc) => Promise<Outcome | undefined>,
  { rpcUrls, intervalMs, timeoutMs, signal, what }: LandedPoll,
): Promise<Outcome> {
  const deadline = Date.now() + timeoutMs
  const rpc: LandedRpc = (method, params) => jsonRpc(rpcUrls, method, params, signal)
  let failure: unknown
  for (;;) {
    signal.throwIfAborted()
    try {
      const outcome = await landed(rpc)
      if (outcome !== undefined) return outcome
    } catch (error) {
      signal.throwIfAborted()
      failure = error
    }
    if (Date.now() + intervalMs > deadline)
      throw new Error(`No ${what} within ${timeoutMs} ms`, failure === undefined ? {} : { cause: failure })
    await pause(intervalMs, signal)
  }
}

/** `method` over the first of `urls` that answers it, each asked for REQUEST_TIMEOUT_MS at most. */
async function jsonRpc(
  urls: readonly string[],
  method: string,
  params: readonly unknown[],
  signal: AbortSignal,
): Promise<unknown> {
  let failure: unknown = new Error('The network has no RPC URL')
  for (const url of urls) {
    const request = new AbortController()
    const stop = () => request.abort(signal.reason)
    const timer = setTimeout(
      () => request.abort(new Error(`${url} did not answer ${method}`)),
      REQUEST_TIMEOUT_MS,
    )
    signal.addEventListener('abort', stop, { once: true })
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        signal: request.signal,
      })
      const body: unknown = await response.json()
      const error = typeof body === 'object' && body !== null ? Reflect.get(body, 'error') : undefined
      if (!response.ok || error !== undefined)
        throw new Error(`${url} answered ${method} with ${response.status} ${JSON.stringify(error ?? body)}`)
      return Reflect.get(Object(body), 'result')
    } catch (error) {
      signal.throwIfAborted()
      failure = error
    } finally {
      clearTimeout(timer)
      signal.removeEventListener('abort', stop)
    }
  }
  throw failure
}

/** Resolves after `ms`, or rejects as soon as `signal` aborts (at once if it already has). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason)
      return
    }
    const stop = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop)
      resolve()
    }, ms)
    signal.addEventListener('abort', stop, { once: true })
  })
}
