import type { ReadableChain } from './account-chains.js'
import type { Route } from './api-service.js'

/**
 * The project's public RPC host on the local API service: `POST /v1/?chainId=<caip2>&projectId=<id>`
 * forwards the JSON-RPC body (one call or a batch) to the local chain with that CAIP-2 id and answers
 * with the chain's reply. A chain the service does not know, or a request without a project id, gets
 * the JSON-RPC error a real host gives (`-32601`/`-32602` style, HTTP 400), so a read that should not
 * reach it fails loudly.
 *
 * @example
 * const routes = publicRpcRoutes(() => chains)
 * // POST http://127.0.0.1:4000/v1/?chainId=eip155:31337&projectId=demo → anvil's answer
 */
export function publicRpcRoutes(chains: () => ReadonlyMap<string, ReadableChain>): Record<string, Route> {
  const route: Route = async (request) => {
    const chain = chains().get(request.query.chainId ?? '')
    if (!chain || !request.query.projectId)
      return {
        kind: 'json',
        status: 400,
        body: {
          jsonrpc: '2.0',
          id: null,
          error: {
            code: -32602,
            message: `Unsupported chainId ${request.query.chainId ?? ''} or no projectId`,
          },
        },
      }
    const upstream = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request.body),
    })
    return {
      kind: 'raw',
      status: upstream.status,
      contentType: 'application/json',
      body: await upstream.text(),
    }
  }
  return { 'POST /v1/': route, 'POST /v1': route }
}
