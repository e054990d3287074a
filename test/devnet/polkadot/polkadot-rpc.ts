/**
 * Calls `method` on a Substrate node's JSON-RPC over HTTP (chopsticks answers POSTs on its WebSocket
 * port) and resolves with its result; rejects with the node's message when it answers an error.
 *
 * @example
 * const genesisHash = await callPolkadotRpc<string>('http://127.0.0.1:8000', 'chain_getBlockHash', [0])
 */
export async function callPolkadotRpc<result>(
  httpUrl: string,
  method: string,
  params: readonly unknown[] = [],
): Promise<result> {
  const response = await fetch(httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const reply = (await response.json()) as { result?: result; error?: { message?: string } }
  if (reply.error) throw new Error(`${method} failed: ${reply.error.message ?? JSON.stringify(reply.error)}`)
  return reply.result as result
}
