import { isCaipNetworkId } from '../networks/caip.js'
import type { CaipNetworkId } from '../networks/network.types.js'
import { localStorageAdapter } from '../storage/local-storage.js'
import type { StorageError } from '../storage/storage.errors.js'
import { createStorage } from '../storage/storage.js'
import type { FoyerKeyName, StorageAdapter, StorageKey } from '../storage/storage.types.js'
import { isSiwxSession } from './session.validators.js'
import { InvalidSiwxSessionError } from './siwx.errors.js'
import type { SiwxSession, SiwxStorage } from './siwx.types.js'
import { checkStoredSession, type StoredSessionVerdict } from './trusted-session.js'

/**
 * Where {@link localSiwxStorage} keeps sessions by default: one key per account,
 * `foyer:siwx-sessions:{namespace}:{reference}:{address}` (EVM addresses lowercased).
 *
 * @example
 * localStorage.getItem(`${SIWX_SESSIONS_KEY}:eip155:1:0xd8da6bf26964af9d7eed9e03e53415d37aa96045`)
 */
export const SIWX_SESSIONS_KEY = 'foyer:siwx-sessions' satisfies FoyerKeyName

/**
 * Options of {@link localSiwxStorage}.
 *
 * @example
 * const options: LocalSiwxStorageOptions = { storage: memoryStorage(), key: 'foyer:my-app-sessions' }
 */
export type LocalSiwxStorageOptions = {
  /** Where the text is kept: `localStorageAdapter()` by default (memory on a server), or cookies, memory… */
  storage?: StorageAdapter | undefined
  /** The prefix of the per-account keys; `foyer:siwx-sessions` by default. */
  key?: FoyerKeyName | undefined
  /** Called when storage cannot be read or written (full, blocked); sessions are then not kept. */
  onError?: ((error: StorageError) => void) | undefined
  /** The current time in epoch ms (for tests); `Date.now` by default. */
  now?: (() => number) | undefined
  /**
   * The page's domain (RFC 3986 authority, `location.host`), which every session must be for; the
   * page's own by default. Without one (on a server) no session is trusted.
   */
  domain?: string | undefined
}

// Items are checked one by one below, so that a corrupt session does not take the valid ones with it
// (the typed store drops a whole value whose validator fails).
const isList = (value: unknown): value is unknown[] => Array.isArray(value)

// EVM addresses are hex: the same account in any letter case. Other chains' addresses are case-exact.
function accountId(chainId: string, address: string): string {
  return chainId.startsWith('eip155:') ? `${chainId}:${address.toLowerCase()}` : `${chainId}:${address}`
}

// What may be written: a session that checks out, or will once its `notBefore` comes.
const usable = (verdict: StoredSessionVerdict) => verdict === 'trusted' || verdict === 'not-yet'

const untrusted = () =>
  new InvalidSiwxSessionError({
    details:
      "the session's message is not its data's text, is for another domain, or is not signed by its account",
  })

function isExpired(session: SiwxSession, now: number): boolean {
  const { expirationTime } = session.data
  return expirationTime !== undefined && Date.parse(expirationTime) <= now
}

/**
 * The browser's sign-in storage: sessions in `localStorage` (or any Foyer storage adapter), one key
 * per account and chain. Reading returns only unexpired sessions and removes expired ones; a session
 * that is corrupt in storage is dropped without throwing and without touching the others, and a
 * key whose whole text is corrupt loses only that account's sessions. Storage is writable by anyone
 * on the origin, so a session is kept and returned only once it checks out (see
 * {@link checkStoredSession}): its message is its data's text, for this page's domain, signed by its
 * account (plain accounts only: a smart account's signature needs its chain's node). A tampered one is
 * refused by `add` and `set` and dropped when read. A site with a server plugs its own
 * {@link SiwxStorage} instead; the server remains the authority either way.
 *
 * @example
 * const storage = localSiwxStorage()
 * await storage.add({ data, message, signature })
 * await storage.get('eip155:1', '0xd8da6bf26964aF9D7eEd9e03E53415D37aA96045') // [session]
 */
export function localSiwxStorage(options: LocalSiwxStorageOptions = {}): SiwxStorage {
  const adapter = options.storage ?? localStorageAdapter()
  const store = createStorage(adapter, { onError: options.onError })
  const prefix = options.key ?? SIWX_SESSIONS_KEY
  const now = options.now ?? Date.now
  const domain = options.domain ?? globalThis.location?.host
  // Sessions already checked, by their exact text and signature: checking costs a signature
  // verification, and the same sessions are read on every account change.
  const trusted = new Set<string>()

  const verdictOf = async (session: SiwxSession, time: number): Promise<StoredSessionVerdict> => {
    const id = JSON.stringify([session.data, session.message, session.signature])
    if (trusted.has(id)) return 'trusted'
    const verdict = await checkStoredSession(session, { domain, now: time })
    if (verdict === 'trusted') trusted.add(id)
    return verdict
  }

  const keyOf = (id: string): StorageKey<unknown[]> => ({ name: `${prefix}:${id}`, validate: isList })

  // The account's valid, unexpired sessions; what was dropped is pruned from storage.
  const read = (id: string, time: number): SiwxSession[] => {
    const key = keyOf(id)
    const stored = store.get(key)
    if (stored === undefined) return []
    const kept = stored.filter(
      (item): item is SiwxSession =>
        isSiwxSession(item) &&
        accountId(item.data.chainId, item.data.accountAddress) === id &&
        !isExpired(item, time),
    )
    if (kept.length < stored.length) write(id, kept)
    return kept
  }

  // The account's sessions the page may trust; forged or tampered ones are pruned from storage, one
  // whose `notBefore` is ahead, or that could not be checked now, stays there without being used.
  const readTrusted = async (id: string, time: number): Promise<SiwxSession[]> => {
    const sessions = read(id, time)
    const verdicts = await Promise.all(sessions.map((session) => verdictOf(session, time)))
    const refused = verdicts.filter((verdict) => verdict === 'refused').length
    if (refused > 0)
      write(
        id,
        sessions.filter((_, index) => verdicts[index] !== 'refused'),
      )
    return sessions.filter((_, index) => verdicts[index] === 'trusted')
  }

  const write = (id: string, sessions: SiwxSession[]) => {
    if (sessions.length === 0) store.remove(keyOf(id))
    else store.set(keyOf(id), sessions)
  }

  // The account ids that have a key; best effort, as a storage that cannot list keys lists none.
  const storedIds = (): string[] => {
    try {
      return adapter
        .keys()
        .filter((name) => name.startsWith(`${prefix}:`))
        .map((name) => name.slice(prefix.length + 1))
    } catch {
      return []
    }
  }

  return {
    async add(session) {
      if (!isSiwxSession(session)) throw new InvalidSiwxSessionError()
      const time = now()
      // Expired sessions of other accounts would otherwise stay until that account signs in again.
      for (const id of storedIds()) read(id, time)
      if (isExpired(session, time)) return
      if (!usable(await verdictOf(session, time))) throw untrusted()
      const id = accountId(session.data.chainId, session.data.accountAddress)
      // Adding the same signed message twice keeps one copy.
      const others = read(id, time).filter((stored) => stored.message !== session.message)
      write(id, [...others, session])
    },

    async get(chainId, address) {
      if (!isCaipNetworkId(chainId) || typeof address !== 'string') return []
      return readTrusted(accountId(chainId, address), now())
    },

    async set(sessions) {
      if (!Array.isArray(sessions) || !sessions.every(isSiwxSession)) throw new InvalidSiwxSessionError()
      const time = now()
      const current = sessions.filter((session) => !isExpired(session, time))
      const verdicts = await Promise.all(current.map((session) => verdictOf(session, time)))
      if (!verdicts.every(usable)) throw untrusted()
      const byAccount = new Map<string, SiwxSession[]>()
      for (const session of sessions) {
        if (isExpired(session, time)) continue
        const id = accountId(session.data.chainId, session.data.accountAddress)
        const list = byAccount.get(id) ?? []
        if (!list.some((kept) => kept.message === session.message)) byAccount.set(id, [...list, session])
      }
      store.clear(`${prefix}:`)
      for (const [id, list] of byAccount) write(id, list)
    },

    async delete(chainId: CaipNetworkId, address: string) {
      if (!isCaipNetworkId(chainId) || typeof address !== 'string') return
      store.remove(keyOf(accountId(chainId, address)))
    },
  }
}
