import { http } from 'viem'

/**
 * `urls` ranked by how fast each answers one cheap JSON-RPC call (`method`, no parameters): the ones
 * that answered, fastest first, then the ones that failed or took longer than `timeoutMs`, in their
 * given order. A network's reads then try its endpoints in that order (SPEC §9's fallback ping).
 *
 * @example
 * await rankRpcUrls(['https://slow.example', 'https://fast.example'], { method: 'eth_chainId', timeoutMs: 4_000 })
 * // ['https://fast.example', 'https://slow.example']
 */
export async function rankRpcUrls(
  urls: readonly string[],
  { method, timeoutMs }: { method: string; timeoutMs: number },
): Promise<string[]> {
  const timed = await Promise.all(
    urls.map(async (url, index) => {
      const started = performance.now()
      try {
        await http(url, { timeout: timeoutMs, retryCount: 0 })({}).request({ method })
        return { url, index, ms: performance.now() - started }
      } catch {
        return { url, index, ms: Number.POSITIVE_INFINITY }
      }
    }),
  )
  return timed.sort((a, b) => a.ms - b.ms || a.index - b.index).map(({ url }) => url)
}

// One ranking per set of endpoints and ping for the page's life: a network is ranked the first time it
// is read (not at page load, which must make no request), and every later read, from any client of the
// same endpoints, reuses the order instead of pinging again.
const rankings = new Map<string, Promise<string[]>>()

/**
 * {@link rankRpcUrls}, done once per `urls` and `method`: later calls get the first call's order.
 *
 * @example
 * const order = await rankOnce(network.rpcUrls.default.http, { method: 'eth_chainId', timeoutMs: 4_000 })
 */
export function rankOnce(
  urls: readonly string[],
  options: { method: string; timeoutMs: number },
): Promise<string[]> {
  const key = `${options.method} ${urls.join(' ')}`
  let ranking = rankings.get(key)
  if (!ranking) {
    ranking = rankRpcUrls(urls, options)
    rankings.set(key, ranking)
  }
  return ranking
}
