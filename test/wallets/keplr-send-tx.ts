import { fromHex, toBase64 } from '@cosmjs/encoding'
import type { KeplrBroadcastMode } from './keplr-types.js'

// Keplr's `sendTx`: the wallet broadcasts a signed transaction to the chain's node itself and answers
// its hash, or fails with the node's log when CheckTx refuses it. The scripted wallet speaks CometBFT's
// JSON-RPC (`broadcast_tx_sync` / `broadcast_tx_async`), which the local nodes answer.

type BroadcastAnswer = {
  result?: { code?: number; log?: string; hash?: string }
  error?: { message?: string; data?: string }
}

/**
 * Broadcasts `tx` (TxRaw bytes) to the CometBFT RPC at `rpcUrl`; answers the transaction hash's bytes.
 * Mode `async` does not wait for CheckTx; `sync` and `block` wait for it (no node waits for blocks now).
 *
 * @example
 * const hash = await broadcastTx(node.rpcUrl, TxRaw.encode(raw).finish(), 'sync')
 */
export async function broadcastTx(
  rpcUrl: string,
  tx: Uint8Array,
  mode: KeplrBroadcastMode,
): Promise<Uint8Array> {
  const method = mode === 'async' ? 'broadcast_tx_async' : 'broadcast_tx_sync'
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { tx: toBase64(tx) } }),
  })
  const answer = (await response.json()) as BroadcastAnswer
  if (answer.error) throw new Error(answer.error.data || answer.error.message || 'broadcast failed')
  const { code = 0, log = '', hash = '' } = answer.result ?? {}
  if (code !== 0) throw new Error(log)
  return fromHex(hash)
}
