import type { WaitUntilLanded } from '../kit.types.js'
import { pollUntilLanded } from '../landed-wait.js'

// The signature's status is asked for this often while it is not confirmed: Solana makes a slot
// every 400 ms or so, and a confirmation takes a few of them.
const STATUS_POLL_MS = 500

/** Commitments at which the modal's balance reads (`confirmed`) include the transaction. */
const landedCommitments = new Set(['confirmed', 'finalized'])

/**
 * Waits until the Solana transaction `id` (its signature, base58) is confirmed on its network, asked
 * with `getSignatureStatuses` over the network's own RPC: the modal reads balances at the `confirmed`
 * commitment, so from then on they include what it moved and its fee; answers whether it succeeded or
 * failed (the status's `err`).
 * Gives up after `timeoutMs` (rejects), or as soon as `signal` aborts. Loaded with `import()` by the
 * solana kit with the first transaction sent.
 *
 * @example
 * await waitUntilLanded({ id: '5VERv8NMvzbJ…', rpcUrls: networks.solana.rpcUrls.default.http, timeoutMs: 60_000 }, signal)
 */
export const waitUntilLanded: WaitUntilLanded = ({ id, rpcUrls, timeoutMs }, signal) =>
  pollUntilLanded(
    async (rpc) => {
      const answer: unknown = await rpc('getSignatureStatuses', [[id]])
      const statuses =
        typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'value') : undefined
      // `null` while the chain does not know the signature.
      const status: unknown = Array.isArray(statuses) ? statuses[0] : null
      if (typeof status !== 'object' || status === null) return undefined
      // A failed transaction landed too: it paid its fee.
      if (Reflect.get(status, 'err') != null) return 'failed'
      return landedCommitments.has(String(Reflect.get(status, 'confirmationStatus')))
        ? 'succeeded'
        : undefined
    },
    { rpcUrls, intervalMs: STATUS_POLL_MS, timeoutMs, signal, what: `confirmation of ${id}` },
  )
