import type { StorageAdapter } from './storage.types.js'

/**
 * An adapter that keeps values in a `Map` for the life of the page or process: for server
 * rendering, tests, and as the fallback when `localStorage` is unavailable.
 *
 * @example
 * const store = createStorage(memoryStorage({ 'foyer:active-namespace': '"solana"' }))
 * store.get(storageKeys.activeNamespace) // 'solana'
 */
export function memoryStorage(initial: Readonly<Record<string, string>> = {}): StorageAdapter {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
    keys: () => [...items.keys()],
  }
}
