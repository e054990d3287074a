import { describe, expect, it, vi } from 'vitest'
import { keySamples } from './keys.fixtures.js'
import { storageKeys } from './keys.js'
import { memoryStorage } from './memory.js'
import { StorageError } from './storage.errors.js'
import { createStorage } from './storage.js'
import type { CacheKey, StorageAdapter } from './storage.types.js'

function failingWrites(error: unknown): StorageAdapter & { items: Map<string, string> } {
  const items = new Map([['foyer:active-namespace', '"solana"']])
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: () => {
      throw error
    },
    removeItem: (key) => {
      items.delete(key)
    },
    keys: () => [...items.keys()],
  }
}

describe('set when the storage refuses', () => {
  it.each([
    [
      'a DOMException QuotaExceededError',
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    ],
    ['a DOMException-like object (code 22)', Object.assign(new Error('full'), { name: 'Error', code: 22 })],
    [
      'Firefox NS_ERROR_DOM_QUOTA_REACHED',
      Object.assign(new Error('full'), { name: 'NS_ERROR_DOM_QUOTA_REACHED' }),
    ],
  ])('survives %s and reports STORAGE_QUOTA_EXCEEDED', (_, thrown) => {
    const adapter = failingWrites(thrown)
    const onError = vi.fn()
    const store = createStorage(adapter, { onError })
    let written: boolean | undefined
    expect(() => {
      written = store.set(storageKeys.activeNamespace, 'eip155')
    }).not.toThrow()
    expect(written).toBe(false)
    expect(onError).toHaveBeenCalledTimes(1)
    const error = onError.mock.calls[0]?.[0] as StorageError
    expect(error).toBeInstanceOf(StorageError)
    expect(error.code).toBe('STORAGE_QUOTA_EXCEEDED')
    expect(error.key).toBe('foyer:active-namespace')
    expect(error.cause).toBe(thrown)
    // The previous value is still readable.
    expect(store.get(storageKeys.activeNamespace)).toBe('solana')
  })

  it('reports any other write failure as STORAGE_WRITE_FAILED', () => {
    const onError = vi.fn()
    const store = createStorage(failingWrites(new TypeError('blocked')), { onError })
    expect(store.set(storageKeys.email, 'ada@example.com')).toBe(false)
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'STORAGE_WRITE_FAILED' }))
  })

  it('does not throw without onError, nor when onError itself throws', () => {
    const quota = new DOMException('full', 'QuotaExceededError')
    expect(createStorage(failingWrites(quota)).set(storageKeys.emailLoginUsed, true)).toBe(false)
    const throwing = createStorage(failingWrites(quota), {
      onError: () => {
        throw new Error('bad handler')
      },
    })
    expect(throwing.set(storageKeys.emailLoginUsed, true)).toBe(false)
  })

  it('refuses values its key would reject on the next read, writing nothing', () => {
    const adapter = memoryStorage()
    const onError = vi.fn()
    const store = createStorage(adapter, { onError })
    expect(store.set(storageKeys.lastEmailLoginTime, Number.NaN)).toBe(false)
    expect(store.set(storageKeys.recentWallets, [{ id: '' }])).toBe(false)
    expect(store.set(storageKeys.email, 'not-an-email')).toBe(false)
    expect(store.set(storageKeys.lastChainId, 10n as unknown as number)).toBe(false)
    const circular: { href: string; name: string; self?: unknown } = { href: 'https://a.b', name: 'A' }
    circular.self = circular
    expect(store.set(storageKeys.deepLinkChoice, circular)).toBe(false)
    expect(adapter.keys()).toEqual([])
    expect(onError.mock.calls.map(([error]) => (error as StorageError).code)).toEqual(
      Array(5).fill('STORAGE_INVALID_VALUE'),
    )
  })

  it('drops undefined optional properties, as JSON does', () => {
    const store = createStorage(memoryStorage())
    expect(store.set(storageKeys.recentWallets, [{ id: 'phantom', rdns: undefined }])).toBe(true)
    expect(store.get(storageKeys.recentWallets)).toEqual([{ id: 'phantom' }])
  })
})

describe('caches with a time to live', () => {
  const caches = keySamples().filter((sample) => 'ttlMs' in sample.key) as {
    key: CacheKey<unknown>
    value: Record<string, { timestamp: number }>
  }[]

  it('has the five caches of SPEC §3', () => {
    expect(caches.map(({ key }) => key.name)).toEqual([
      'foyer:balance-cache',
      'foyer:native-balance-cache',
      'foyer:ens-cache',
      'foyer:identity-cache',
      'foyer:name-cache',
    ])
  })

  it.each(caches.map((cache) => [cache.key.name, cache] as const))(
    '%s: entries are fresh until their TTL, then ignored and removed',
    (_, { key, value }) => {
      const adapter = memoryStorage()
      const store = createStorage(adapter)
      const written = Object.values(value)[0]?.timestamp ?? 0
      store.set(key, value)
      expect(store.readFresh(key, written)).toEqual(value)
      expect(store.readFresh(key, written + key.ttlMs - 1)).toEqual(value)
      expect(adapter.getItem(key.name)).toBe(JSON.stringify(value))
      expect(store.readFresh(key, written + key.ttlMs)).toEqual({})
      expect(adapter.getItem(key.name)).toBeNull()
    },
  )

  it('removes only the expired entries and keeps the fresh ones stored', () => {
    const adapter = memoryStorage()
    const store = createStorage(adapter)
    const key = storageKeys.nativeBalanceCache
    const t0 = 1_000_000
    store.writeFresh(key, 'eip155:1:0xold', { balance: '1', symbol: 'ETH' }, t0)
    store.writeFresh(key, 'eip155:1:0xnew', { balance: '2', symbol: 'ETH' }, t0 + 20_000)
    expect(Object.keys(store.readFresh(key, t0 + 29_999))).toEqual(['eip155:1:0xold', 'eip155:1:0xnew'])

    const fresh = store.readFresh(key, t0 + 30_000)
    expect(fresh).toEqual({ 'eip155:1:0xnew': { balance: '2', symbol: 'ETH', timestamp: t0 + 20_000 } })
    expect(JSON.parse(adapter.getItem(key.name) ?? 'null')).toEqual(fresh)
  })

  it('treats an entry stamped in the future as foreign', () => {
    const key = storageKeys.identityCache
    const adapter = memoryStorage({ [key.name]: JSON.stringify({ '0xa': { name: 'x', timestamp: 5_000 } }) })
    expect(createStorage(adapter).readFresh(key, 4_000)).toEqual({})
    expect(adapter.getItem(key.name)).toBeNull()
  })

  it('drops expired entries when writing a new one', () => {
    const adapter = memoryStorage()
    const store = createStorage(adapter)
    const key = storageKeys.ensCache
    store.writeFresh(key, 'old.eth', { addresses: { '60': '0x1' } }, 0)
    store.writeFresh(key, 'new.eth', { addresses: { '60': '0x2' } }, 300_000)
    expect(Object.keys(JSON.parse(adapter.getItem(key.name) ?? '{}'))).toEqual(['new.eth'])
  })

  it('reads a corrupt cache as empty and removes it', () => {
    const key = storageKeys.balanceCache
    const adapter = memoryStorage({ [key.name]: '{"0xa":{"balances":"lots","timestamp":1}}' })
    expect(createStorage(adapter).readFresh(key, 2)).toEqual({})
    expect(adapter.getItem(key.name)).toBeNull()
  })

  it('uses the clock when no time is given', () => {
    vi.useFakeTimers({ now: 1_000_000 })
    try {
      const store = createStorage(memoryStorage())
      store.writeFresh(storageKeys.identityCache, '0xa', { name: 'ada.eth' })
      vi.setSystemTime(1_000_000 + 299_999)
      expect(store.readFresh(storageKeys.identityCache)['0xa']?.name).toBe('ada.eth')
      vi.setSystemTime(1_000_000 + 300_000)
      expect(store.readFresh(storageKeys.identityCache)['0xa']).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })
})
