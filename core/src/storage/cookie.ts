import { memoryStorage } from './memory.js'
import { StorageError } from './storage.errors.js'
import type { StorageAdapter } from './storage.types.js'

/**
 * How long a Foyer cookie lives by default, in seconds: 400 days, the longest browsers keep a
 * cookie (RFC 6265bis), so a stored connection lasts about as long as it would in localStorage.
 *
 * @example
 * cookieStorage({ maxAge: DEFAULT_COOKIE_MAX_AGE / 2 })
 */
export const DEFAULT_COOKIE_MAX_AGE = 400 * 24 * 60 * 60

// Browsers drop a cookie whose name and value exceed 4096 bytes without any error, so the adapter
// refuses it loudly instead (the typed store reports it as STORAGE_QUOTA_EXCEEDED).
const maxCookieBytes = 4096

/**
 * Attributes of a cookie Foyer writes.
 *
 * @example
 * const options: CookieOptions = { maxAge: 3600, secure: true }
 */
export type CookieOptions = {
  /** Lifetime in seconds; default `DEFAULT_COOKIE_MAX_AGE`; 0 deletes the cookie. */
  maxAge?: number
  /** Default `/`, so every page of the site sees the connection. */
  path?: string
  /** Default `Lax`: sent on top-level navigations to the site, not on cross-site subrequests. */
  sameSite?: 'Lax' | 'Strict' | 'None'
  /** Send over HTTPS only; forced on with `sameSite: 'None'`, which browsers require. */
  secure?: boolean
  domain?: string
}

/**
 * Options of `cookieStorage`: where cookies come from, plus the attributes of written cookies.
 *
 * @example
 * cookieStorage({ cookieHeader: request.headers.get('cookie') })
 */
export type CookieStorageOptions = CookieOptions & {
  /**
   * On the server: the request's `Cookie` header. When this property is present (even `null` or
   * `undefined`, for a request without cookies) the adapter reads the header and keeps writes in
   * memory for this request; send them with `serializeCookie`.
   */
  cookieHeader?: string | null | undefined
  /** In the browser: the document whose `cookie` to use; default `globalThis.document` at call time. */
  document?: { cookie: string }
}

/**
 * An adapter over cookies, so server rendering can know the stored connection (status, namespace,
 * network) before the page reaches the browser. Keep it for small values: a cookie holds at most
 * 4 KB and travels with every request; caches belong in `localStorage`. Names and values are
 * encoded with `encodeURIComponent`, which leaves only characters every cookie parser accepts.
 *
 * @example
 * // server
 * const store = createStorage(cookieStorage({ cookieHeader: request.headers.get('cookie') }))
 * store.get(storageKeys.connectionStatus('eip155')) // 'connected' | …
 * // browser
 * const store = createStorage(cookieStorage({ secure: true }))
 */
export function cookieStorage(options: CookieStorageOptions = {}): StorageAdapter {
  if ('cookieHeader' in options) {
    return memoryStorage(Object.fromEntries(parseCookieHeader(options.cookieHeader ?? '')))
  }
  let fallback: StorageAdapter | undefined
  // Resolved at call time, not at creation, so the adapter can be created during server rendering.
  const jar = () => options.document ?? browserDocument()
  const cookies = () => parseCookieHeader(jar()?.cookie ?? '')
  const write = (name: string, value: string, maxAge: number | undefined) => {
    const target = jar()
    if (target === undefined) {
      fallback ??= memoryStorage()
      if (maxAge === 0) fallback.removeItem(name)
      else fallback.setItem(name, value)
      return
    }
    target.cookie = serializeCookie(name, value, { ...options, maxAge })
  }
  return {
    getItem: (name) => (jar() ? (cookies().get(name) ?? null) : (fallback?.getItem(name) ?? null)),
    setItem: (name, value) => {
      const bytes = new TextEncoder().encode(encodeURIComponent(name) + encodeURIComponent(value)).length
      if (bytes > maxCookieBytes) {
        throw new StorageError('STORAGE_QUOTA_EXCEEDED', name, {
          details: `cookie "${name}" would be ${bytes} bytes, over the ${maxCookieBytes}-byte limit`,
        })
      }
      write(name, value, options.maxAge)
    },
    removeItem: (name) => write(name, '', 0),
    keys: () => (jar() ? [...cookies().keys()] : (fallback?.keys() ?? [])),
  }
}

/**
 * A `Set-Cookie` header value for `name` and `value`, with Foyer's defaults (`Path=/`,
 * `SameSite=Lax`, 400-day `Max-Age`). Name and value are `encodeURIComponent`-encoded, which is
 * what `cookieStorage` decodes.
 *
 * @example
 * response.headers.append('Set-Cookie', serializeCookie('foyer:active-namespace', '"solana"'))
 * // 'foyer%3Aactive-namespace=%22solana%22; Max-Age=34560000; Path=/; SameSite=Lax'
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const sameSite = options.sameSite ?? 'Lax'
  const maxAge = Math.max(0, Math.floor(options.maxAge ?? DEFAULT_COOKIE_MAX_AGE))
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `Max-Age=${maxAge}`]
  parts.push(`Path=${options.path ?? '/'}`)
  if (options.domain !== undefined) parts.push(`Domain=${options.domain}`)
  parts.push(`SameSite=${sameSite}`)
  if (options.secure || sameSite === 'None') parts.push('Secure')
  return parts.join('; ')
}

/**
 * The cookies of a `Cookie` header (or of `document.cookie`), names and values decoded. Lenient,
 * as browsers are: pairs without `=` are skipped, surrounding double quotes are dropped, a
 * malformed `%` sequence is kept as written, and for a repeated name the first wins (browsers
 * send the most specific path first).
 *
 * @example
 * parseCookieHeader('foyer%3Aemail=%22ada%40example.com%22; theme=dark').get('foyer:email')
 * // '"ada@example.com"'
 */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=')
    if (equals === -1) continue
    const name = decode(pair.slice(0, equals).trim())
    let value = pair.slice(equals + 1).trim()
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
    if (name !== '' && !cookies.has(name)) cookies.set(name, decode(value))
  }
  return cookies
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

function browserDocument(): { cookie: string } | undefined {
  const document: unknown = (globalThis as { document?: unknown }).document
  if (typeof document === 'object' && document !== null && 'cookie' in document) {
    return document as { cookie: string }
  }
  return undefined
}
