import type { CacheKey, TypedStorage } from './storage.types.js'

/**
 * How {@link readThrough} reads and stores one value: the request it saves, and how the value becomes a
 * cache entry and back (the entry is JSON, checked by the key's validator when read).
 *
 * @example
 * const plan: ReadThrough<{ name?: string }, { name: string | undefined }> = { read, toEntry: (v) => v, fromEntry: (e) => ({ name: e.name }) }
 */
export type ReadThrough<entry, value> = {
  read(): Promise<value>
  toEntry(value: value): entry
  fromEntry(entry: entry): value
}

/**
 * The value cached under `id` in `key` while it is younger than the key's time to live, otherwise
 * `read()`'s answer, then cached. A stored value that does not pass the key's validator, or an entry
 * stamped in the future, is no entry: it is dropped and the value read (the storage layer does both,
 * and never throws). A failed read is not cached.
 *
 * @example
 * const identity = await readThrough(storage, storageKeys.identityCache, 'eip155:1:0xd8dA…6045', {
 *   read: () => api.identity({ address, signal }),
 *   toEntry: ({ name, avatar }) => ({ name, avatar }),
 *   fromEntry: ({ name, avatar }) => ({ name, avatar }),
 * })
 */
export async function readThrough<entry, value>(
  storage: TypedStorage,
  key: CacheKey<entry>,
  id: string,
  plan: ReadThrough<entry, value>,
): Promise<value> {
  const cached = storage.readFresh(key)[id]
  if (cached !== undefined) return plan.fromEntry(cached)
  const value = await plan.read()
  storage.writeFresh(key, id, plan.toEntry(value))
  return value
}
