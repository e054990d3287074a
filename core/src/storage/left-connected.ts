import { localStorageAdapter } from './local-storage.js'
import { rootKeys } from './root-keys.js'
import { createStorage } from './storage.js'
import type { StorageAdapter } from './storage.types.js'

/**
 * Whether the visitor left the site connected (a namespace stored as connected), read synchronously
 * from `adapter` (the browser's localStorage by default), without the machines: what a button shows
 * while Foyer's code is still loading ("Connecting…" rather than "Connect", which a returning visitor
 * would otherwise click for nothing). Unreadable or malformed storage reads as not connected.
 *
 * @example
 * leftConnected() // true after a connected visit
 */
export function leftConnected(adapter: StorageAdapter = localStorageAdapter()): boolean {
  try {
    return (createStorage(adapter).get(rootKeys.connectedNamespaces) ?? []).length > 0
  } catch {
    return false
  }
}
