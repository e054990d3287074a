import { afterEach, describe, expect, it, vi } from 'vitest'
import { storageKeys } from './keys.js'
import { localStorageAdapter } from './local-storage.js'
import { fakeLocalStorage } from './storage.fixtures.js'
import { createStorage } from './storage.js'

function defineLocalStorage(get: () => unknown) {
  const spy = vi.fn(get)
  Object.defineProperty(globalThis, 'localStorage', { get: spy, configurable: true })
  return spy
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage')
  Reflect.deleteProperty(globalThis, 'document')
})

describe('localStorageAdapter', () => {
  it('does not touch localStorage or document when the storage module is imported (SSR)', async () => {
    const localStorageGetter = defineLocalStorage(() => {
      throw new Error('localStorage touched at import')
    })
    const documentGetter = vi.fn(() => {
      throw new Error('document touched at import')
    })
    Object.defineProperty(globalThis, 'document', { get: documentGetter, configurable: true })
    vi.resetModules()

    const storage = await import('./index.js')
    const local = storage.createStorage(storage.localStorageAdapter())
    storage.createStorage(storage.cookieStorage())
    expect(localStorageGetter).not.toHaveBeenCalled()
    expect(documentGetter).not.toHaveBeenCalled()

    // First use: the throwing getter (a sandboxed iframe) means memory, silently.
    expect(local.set(storage.storageKeys.activeNamespace, 'bip122')).toBe(true)
    expect(local.get(storage.storageKeys.activeNamespace)).toBe('bip122')
    expect(localStorageGetter).toHaveBeenCalledTimes(1)
  })

  it('uses localStorage when it is there, resolved at the first call', () => {
    const adapter = localStorageAdapter()
    const storage = fakeLocalStorage()
    storage.setItem('site:theme', 'dark')
    const getter = defineLocalStorage(() => storage)
    const store = createStorage(adapter)
    store.set(storageKeys.connectedNamespaces, ['eip155', 'cosmos'])
    expect(storage.getItem('foyer:connected-namespaces')).toBe('["eip155","cosmos"]')
    expect(adapter.keys().sort()).toEqual(['foyer:connected-namespaces', 'site:theme'])
    store.clear()
    expect(storage.getItem('site:theme')).toBe('dark')
    expect(storage.length).toBe(1)
    expect(getter).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['missing (server)', undefined],
    ['not a Storage', { getItem: 'nope' }],
  ])('falls back to memory when localStorage is %s', (_, value) => {
    defineLocalStorage(() => value)
    const adapter = localStorageAdapter()
    adapter.setItem('foyer:email', '"ada@example.com"')
    expect(adapter.getItem('foyer:email')).toBe('"ada@example.com"')
    expect(adapter.keys()).toEqual(['foyer:email'])
    adapter.removeItem('foyer:email')
    expect(adapter.getItem('foyer:email')).toBeNull()
  })

  it('keeps to its first choice, so values do not jump between memory and localStorage', () => {
    const adapter = localStorageAdapter()
    adapter.setItem('foyer:auth-token', '"t"')
    const storage = fakeLocalStorage()
    defineLocalStorage(() => storage)
    expect(adapter.getItem('foyer:auth-token')).toBe('"t"')
    expect(storage.length).toBe(0)
  })
})
