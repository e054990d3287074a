type Listener = (value: unknown) => void

/**
 * A minimal EIP-1193 event emitter (`on` / `removeListener`): the WalletConnect connector's providers
 * hand it to adapters before the universal provider exists, so listeners are kept here and fed from
 * the universal provider once it starts.
 *
 * @example
 * const events = createSessionEvents()
 * events.on('chainChanged', (id) => console.log(id))
 * events.emit('chainChanged', '0x1')
 */
export function createSessionEvents() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event: string, listener: Listener): void {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event: string, listener: Listener): void {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, value?: unknown): void {
      // A copy: a listener may remove itself (or others) while being called.
      for (const listener of [...(listeners.get(event) ?? [])]) listener(value)
    },
  }
}

/** The emitter {@link createSessionEvents} returns. */
export type SessionEvents = ReturnType<typeof createSessionEvents>
