/**
 * A `Storage` like the browser's `localStorage`, backed by a Map (for tests).
 *
 * @example
 * Object.defineProperty(globalThis, 'localStorage', { value: fakeLocalStorage(), configurable: true })
 */
export function fakeLocalStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
    clear: () => items.clear(),
  }
}

/**
 * A fake `document` whose `cookie` behaves like a browser's, plus the raw strings written to it.
 *
 * @example
 * const jar: CookieJar = cookieJar({ theme: 'dark' })
 */
export type CookieJar = { cookie: string; readonly writes: string[] }

/**
 * A fake `document` with a cookie jar: reading `cookie` gives `name=value; …`, writing it parses
 * one `Set-Cookie`-style string and honours `Max-Age=0` as deletion (for tests).
 *
 * @example
 * const jar = cookieJar()
 * cookieStorage({ document: jar })
 */
export function cookieJar(initial: Record<string, string> = {}): CookieJar {
  const cookies = new Map(Object.entries(initial))
  const writes: string[] = []
  return {
    writes,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(text: string) {
      writes.push(text)
      const [pair = '', ...attributes] = text.split(';')
      const equals = pair.indexOf('=')
      const name = pair.slice(0, equals).trim()
      const maxAge = attributes.map((part) => part.trim()).find((part) => /^max-age=/i.test(part))
      if (maxAge !== undefined && Number(maxAge.slice('max-age='.length)) <= 0) cookies.delete(name)
      else cookies.set(name, pair.slice(equals + 1).trim())
    },
  }
}
