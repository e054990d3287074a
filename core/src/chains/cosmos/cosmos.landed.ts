import type { WaitUntilLanded } from '../kit.types.js'
import { pollUntilLanded } from '../landed-wait.js'

// A transaction is asked for this often while the chain does not know it: Cosmos chains make a block
// every 1 to 6 seconds, and a transaction that passed CheckTx is usually in the next one.
const TX_POLL_MS = 1_000

const transactionHash = /^[0-9a-fA-F]{64}$/

/** The hash's bytes in base64, as CometBFT's JSON-RPC takes bytes (written out: no shared module). */
function hashParam(hex: string): string {
  const bytes = hex.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? []
  return btoa(String.fromCharCode(...bytes))
}

/**
 * Waits until the Cosmos transaction `id` (its hash, hex) is in a block of its chain, asked with
 * CometBFT's `tx` over the chain's own RPC, where the modal reads balances: the node answers "not
 * found" until a block holds it, and from then on balances include what it moved and the fee it paid,
 * and answers whether its messages succeeded or failed (its result's code). Gives up after `timeoutMs` (rejects), or as soon as
 * `signal` aborts. Loaded with `import()` with the first transaction sent on Cosmos.
 *
 * @example
 * await waitUntilLanded({ id: '5C50…A1F3', rpcUrls: cosmosHub.rpcUrls.default.http, timeoutMs: 60_000 }, signal)
 */
export const waitUntilLanded: WaitUntilLanded = async ({ id, rpcUrls, timeoutMs }, signal) => {
  if (!transactionHash.test(id)) throw new Error(`${id} is not a Cosmos transaction hash`)
  const hash = hashParam(id)
  return pollUntilLanded(
    async (rpc) => {
      const found: unknown = await rpc('tx', [hash, false])
      const foundHash = typeof found === 'object' && found !== null ? Reflect.get(found, 'hash') : undefined
      if (typeof foundHash !== 'string' || foundHash.toUpperCase() !== id.toUpperCase()) return undefined
      // Its messages' result: code 0 succeeded, any other failed (the fee was paid all the same).
      const result: unknown = Reflect.get(Object(found), 'tx_result')
      const code: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'code') : 0
      return code === 0 || code === undefined ? 'succeeded' : 'failed'
    },
    { rpcUrls, intervalMs: TX_POLL_MS, timeoutMs, signal, what: `block with ${id}` },
  )
}
