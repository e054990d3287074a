import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cookieStorage, parseCookieHeader } from './cookie.js'
import { type KeySample, keySamples } from './keys.fixtures.js'
import { storageKeys } from './keys.js'
import { localStorageAdapter } from './local-storage.js'
import { memoryStorage } from './memory.js'
import type { StorageError } from './storage.errors.js'
import { cookieJar, fakeLocalStorage } from './storage.fixtures.js'
import { createStorage } from './storage.js'
import type { FoyerKeyName, StorageAdapter } from './storage.types.js'

type Medium = { adapter: StorageAdapter; raw: (name: string) => string | null }

// Each adapter with a way to look at what it really wrote (not through the adapter itself).
const media: Record<string, () => Medium> = {
  memory: () => {
    const adapter = memoryStorage()
    return { adapter, raw: (name) => adapter.getItem(name) }
  },
  'localStorage (browser)': () => {
    const storage = fakeLocalStorage()
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true })
    return { adapter: localStorageAdapter(), raw: (name) => storage.getItem(name) }
  },
  'localStorage (missing, memory fallback)': () => {
    const adapter = localStorageAdapter()
    return { adapter, raw: (name) => adapter.getItem(name) }
  },
  'cookie (browser)': () => {
    const jar = cookieJar()
    return {
      adapter: cookieStorage({ document: jar }),
      raw: (name) => parseCookieHeader(jar.cookie).get(name) ?? null,
    }
  },
  'cookie (server request)': () => {
    const adapter = cookieStorage({ cookieHeader: 'theme=dark' })
    return { adapter, raw: (name) => adapter.getItem(name) }
  },
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage')
})

describe.each(Object.entries(media))('createStorage over %s', (_, makeMedium) => {
  it('round-trips every key with a valid value, as JSON', () => {
    const { adapter, raw } = makeMedium()
    const onError = vi.fn()
    const store = createStorage(adapter, { onError })
    for (const { key, value } of keySamples()) {
      expect(store.set(key, value), key.name).toBe(true)
      expect(raw(key.name), key.name).toBe(JSON.stringify(value))
      expect(store.get(key), key.name).toEqual(value)
    }
    for (const { key } of keySamples()) {
      store.remove(key)
      expect(store.get(key), key.name).toBeUndefined()
      expect(raw(key.name), key.name).toBeNull()
    }
    expect(onError).not.toHaveBeenCalled()
  })

  it("clears only Foyer's keys, or those under a narrower prefix", () => {
    const { adapter, raw } = makeMedium()
    const store = createStorage(adapter)
    adapter.setItem('site:theme', 'dark')
    adapter.setItem('foyerish', 'kept')
    for (const { key, value } of keySamples()) store.set(key, value)

    store.clear('foyer:connection-status:')
    expect(store.get(storageKeys.connectionStatus('eip155'))).toBeUndefined()
    expect(store.get(storageKeys.connectionStatus('solana'))).toBeUndefined()
    expect(store.get(storageKeys.activeNamespace)).toBe('solana')

    store.clear('site:' as FoyerKeyName)
    expect(raw('site:theme')).toBe('dark')

    store.clear()
    expect(adapter.keys().filter((name) => name.startsWith('foyer'))).toEqual(['foyerish'])
    expect(raw('site:theme')).toBe('dark')
    for (const { key } of keySamples()) expect(raw(key.name)).toBeNull()
  })
})

// ---------------------------------------------------------------------------------------------
// Garbage: every key, fed text that is not a value of its type, must read as undefined and be removed.

type Path = (string | number)[]

function nodePaths(value: unknown, path: Path = []): Path[] {
  const children = Array.isArray(value)
    ? value.map((item, index) => nodePaths(item, [...path, index]))
    : typeof value === 'object' && value !== null
      ? Object.entries(value).map(([name, item]) => nodePaths(item, [...path, name]))
      : []
  return [path, ...children.flat()]
}

function nodeAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], value)
}

// A copy of `value` with the node at `path` replaced. Defined as an own data property, so that even
// `__proto__` becomes a real key of the JSON text.
function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const copy = structuredClone(value)
  const parent = nodeAt(copy, path.slice(0, -1)) as object
  Object.defineProperty(parent, path[path.length - 1] as string, {
    value: replacement,
    enumerable: true,
    configurable: true,
    writable: true,
  })
  return copy
}

const isContainer = (value: unknown) => typeof value === 'object' && value !== null
const json = (value: unknown) => JSON.stringify(value) ?? 'null'

const notJson = fc.string().filter((text) => {
  try {
    JSON.parse(text)
    return false
  } catch {
    return true
  }
})
const primitive = fc.oneof(fc.string(), fc.double(), fc.boolean(), fc.constant(null))
const hugeString = fc.integer({ min: 65_537, max: 200_000 }).map((length) => 'x'.repeat(length))

function garbageFor({ value }: KeySample): fc.Arbitrary<string> {
  const paths = nodePaths(value)
  const objectPaths = paths.filter((path) => {
    const node = nodeAt(value, path)
    return isContainer(node) && !Array.isArray(node)
  })
  const anyPath = fc.constantFrom(...paths)

  // A node of the valid value replaced by one of another kind: primitive ↔ container, array ↔ object.
  const wrongKind = anyPath.chain((path) => {
    const node = nodeAt(value, path)
    const replacement = !isContainer(node)
      ? fc.oneof(
          fc.constant(null),
          fc.array(fc.jsonValue(), { maxLength: 3 }),
          fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
        )
      : Array.isArray(node)
        ? fc.oneof(primitive, fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }))
        : fc.oneof(primitive, fc.array(fc.jsonValue(), { maxLength: 3 }))
    return replacement.map((item) => json(replaceAt(value, path, item)))
  })

  // A huge string anywhere: as the whole text, as a JSON string, or in place of any node.
  const huge = fc.oneof(
    hugeString,
    hugeString.map(json),
    fc.tuple(anyPath, hugeString).map(([path, text]) => json(replaceAt(value, path, text))),
  )

  // Prototype-pollution keys, alone or planted into any object of an otherwise valid value.
  const unsafeKey = fc.constantFrom('__proto__', 'constructor', 'prototype')
  const pollution = fc.oneof(
    fc.constantFrom(
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '[{"__proto__":{"x":1}}]',
      `{"__proto__":${json(value)}}`,
    ),
    ...(objectPaths.length === 0
      ? []
      : [
          fc
            .tuple(fc.constantFrom(...objectPaths), unsafeKey, fc.option(fc.jsonValue()))
            .map(([path, name, item]) => {
              const target = structuredClone(nodeAt(value, path)) as object
              // Without a generated value, plant a copy of a valid sibling: only the key is wrong then.
              const planted = item ?? Object.values(target)[0] ?? { x: 1 }
              Object.defineProperty(target, name, { value: planted, enumerable: true })
              return json(replaceAt(value, path, target))
            }),
        ]),
  )

  return fc.oneof(
    notJson,
    fc.constantFrom('null', '', '{', 'undefined', 'NaN', "{'a':1}", '[1,]', '"open', '{"a":1}}', '\u0000'),
    wrongKind,
    huge,
    pollution,
  )
}

describe('createStorage with garbage', () => {
  it('ignores and removes a corrupt or foreign value under every key, without throwing', () => {
    const samples = keySamples()
    const garbage = fc
      .constantFrom(...samples)
      .chain((sample) => garbageFor(sample).map((raw) => ({ sample, raw })))
    fc.assert(
      fc.property(garbage, ({ sample, raw }) => {
        const adapter = memoryStorage({ [sample.key.name]: raw, 'site:theme': 'dark' })
        const onError = vi.fn()
        const store = createStorage(adapter, { onError })
        let value: unknown = 'not read'
        expect(() => {
          value = store.get(sample.key)
        }).not.toThrow()
        expect(value).toBeUndefined()
        expect(adapter.getItem(sample.key.name)).toBeNull()
        expect(adapter.getItem('site:theme')).toBe('dark')
        expect(onError).not.toHaveBeenCalled()
        expect(({} as Record<string, unknown>).x).toBeUndefined()
      }),
      { numRuns: 2000 },
    )
  })

  it('removes garbage through cookies too', () => {
    const jar = cookieJar({ 'foyer%3Aemail': '%E0%A4%A', 'foyer%3Aauth-token': '%7B%22__proto__%22%3A1%7D' })
    const store = createStorage(cookieStorage({ document: jar }))
    expect(store.get(storageKeys.email)).toBeUndefined()
    expect(store.get(storageKeys.authToken)).toBeUndefined()
    expect(jar.cookie).toBe('')
    expect(jar.writes.every((write) => write.includes('Max-Age=0'))).toBe(true)
  })

  it('never throws when the adapter does, and reports it', () => {
    const broken: StorageAdapter = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {},
      removeItem: () => {
        throw new Error('SecurityError')
      },
      keys: () => {
        throw new Error('SecurityError')
      },
    }
    const onError = vi.fn()
    const store = createStorage(broken, { onError })
    expect(store.get(storageKeys.email)).toBeUndefined()
    expect(() => store.remove(storageKeys.email)).not.toThrow()
    expect(() => store.clear()).not.toThrow()
    expect(onError.mock.calls.map(([error]) => (error as StorageError).code)).toEqual([
      'STORAGE_READ_FAILED',
      'STORAGE_WRITE_FAILED',
      'STORAGE_READ_FAILED',
    ])
  })
})
