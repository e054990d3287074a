/** What the local chain knows of a transaction it took: its slot and its error (`null` when it succeeded). */
export type SignatureStatus = { slot: number; err: unknown }

/**
 * The transactions the local chain took, by signature (base58), and who waits for each: the HTTP
 * `getSignatureStatuses` reads it, the WebSocket `signatureSubscribe` waits on it.
 *
 * @example
 * const ledger = createLedger()
 * ledger.settle('5VERv8…', { slot: 3, err: null })
 */
export type Ledger = {
  status(signature: string): SignatureStatus | undefined
  settle(signature: string, status: SignatureStatus): void
  /** Calls `listener` once the signature settles (at once when it has); returns the stop function. */
  whenSettled(signature: string, listener: (status: SignatureStatus) => void): () => void
}

export function createLedger(): Ledger {
  const statuses = new Map<string, SignatureStatus>()
  const waiting = new Map<string, Set<(status: SignatureStatus) => void>>()
  return {
    status: (signature) => statuses.get(signature),
    settle(signature, status) {
      statuses.set(signature, status)
      for (const listener of waiting.get(signature) ?? []) listener(status)
      waiting.delete(signature)
    },
    whenSettled(signature, listener) {
      const settled = statuses.get(signature)
      if (settled) {
        listener(settled)
        return () => {}
      }
      const listeners = waiting.get(signature) ?? new Set()
      listeners.add(listener)
      waiting.set(signature, listeners)
      return () => listeners.delete(listener)
    },
  }
}
