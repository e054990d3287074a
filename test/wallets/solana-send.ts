import { toBase64 } from '../../core/src/chains/solana/wire-transaction.js'

/** A node's refusal of a transaction, with its JSON-RPC code (-32002, -32003, …). */
export class SolanaSendError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Sends a signed wire transaction to a Solana node (`sendTransaction`, base64) and resolves with the
 * signature it answers (base58); rejects with the node's refusal. Runs in Node and in a page.
 *
 * @example
 * const signature = await sendWireTransaction(devnet.rpcUrl, signedBytes)
 */
export async function sendWireTransaction(rpcUrl: string, transaction: Uint8Array): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [toBase64(transaction), { encoding: 'base64' }],
    }),
  })
  const answer = await response.json()
  if (answer.error) throw new SolanaSendError(answer.error.code, answer.error.message)
  return answer.result
}
