import { memoryStorage } from './memory.js'
import type { StorageAdapter } from './storage.types.js'

/**
 * An adapter over the browser's `localStorage`. Nothing is touched until the first call, so
 * importing this module or creating the adapter is safe during server rendering. When
 * `localStorage` is missing (a server) or throws on access (a sandboxed iframe, blocked site
 * data, some private modes), the adapter silently keeps values in memory for this page instead:
 * the visitor then reconnects on the next load, which is the best that can be done without storage.
 * The choice is made once, on the first call, so values never jump between the two.
 *
 * @example
 * const store = createStorage(localStorageAdapter())
 */
export function localStorageAdapter(): StorageAdapter {
  let backend: StorageAdapter | undefined
  const resolve = (): StorageAdapter => {
    if (backend === undefined) {
      const storage = browserStorage()
      backend = storage ? adapt(storage) : memoryStorage()
    }
    return backend
  }
  return {
    getItem: (key) => resolve().getItem(key),
    setItem: (key, value) => resolve().setItem(key, value),
    removeItem: (key) => resolve().removeItem(key),
    keys: () => resolve().keys(),
  }
}

function adapt(storage: Storage): StorageAdapter {
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
    keys: () => {
      const names: string[] = []
      for (let index = 0; index < storage.length; index++) {
        const name = storage.key(index)
        if (name !== null) names.push(name)
      }
      return names
    },
  }
}

function browserStorage(): Storage | undefined {
  try {
    // The getter itself throws a SecurityError where site data is blocked.
    const storage: unknown = globalThis.localStorage
    if (isStorage(storage)) return storage
  } catch {}
  return undefined
}

function isStorage(value: unknown): value is Storage {
  if (typeof value !== 'object' || value === null) return false
  const storage = value as Partial<Storage>
  return (
    typeof storage.getItem === 'function' &&
    typeof storage.setItem === 'function' &&
    typeof storage.removeItem === 'function' &&
    typeof storage.key === 'function'
  )
}
