import { HttpStatusError, HttpTimeoutError, InvalidResponseError } from '../errors/http.js'
import { MAX_RESPONSE_BYTES, readBodyText } from './read-body.js'

/**
 * A query parameter value; `undefined` and `null` are left out, lists are joined with commas.
 *
 * @example
 * const include: QueryValue = ['id1', 'id2'] // include=id1,id2
 */
export type QueryValue = string | number | boolean | null | undefined | readonly string[]

/**
 * One request of the HTTP client.
 *
 * @example
 * const request: HttpRequest = { path: '/getWallets', params: { page: 1, entries: 40 } }
 */
export type HttpRequest = {
  /** Path below the base URL (`/appkit/v1/config`), or an absolute `http(s)://` URL. */
  path: string
  /** Query parameters, appended in order after the path. */
  params?: Record<string, QueryValue> | undefined
  /** Sent as JSON; only for POST and PUT (and DELETE when the API wants one). */
  body?: unknown
  /** Aborts the request (and the body read). */
  signal?: AbortSignal | undefined
  /** Extra headers for this request only. */
  headers?: Record<string, string> | undefined
  /** How long this request may take, instead of the client's `timeoutMs`. */
  timeoutMs?: number | undefined
}

/**
 * The subset of `fetch` the client uses; lets tests and non-browser hosts inject their own.
 *
 * @example
 * const logged: FetchFn = (input, init) => { console.debug(input); return fetch(input, init) }
 */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>

/**
 * Options of {@link createHttpClient}.
 *
 * @example
 * const options: HttpClientOptions = { baseUrl: 'http://127.0.0.1:8545', clientId: 'abc' }
 */
export type HttpClientOptions = {
  /** Origin (and optional path prefix) every relative path is resolved against. */
  baseUrl: string
  /** Appended to every request as the `clientId` query parameter when set. */
  clientId?: string | null | undefined
  /** Defaults to `globalThis.fetch`, looked up on each call so importing this module is SSR-safe. */
  fetch?: FetchFn | undefined
  /** Headers sent with every request. */
  headers?: Record<string, string> | undefined
  /** How long a request may take, body included; {@link HTTP_REQUEST_TIMEOUT_MS} by default. */
  timeoutMs?: number | undefined
}

/**
 * How long a request of the HTTP client may take, headers and body, before it fails with
 * `HttpTimeoutError`: the 10 s Foyer gives an RPC call, so a service that never answers ends in the
 * same fallback as one that fails, instead of a spinner that never stops.
 */
export const HTTP_REQUEST_TIMEOUT_MS = 10_000

/** How much of an error answer's body an `HttpStatusError` keeps. */
const maxErrorBodyLength = 10_000

/**
 * A small JSON-over-HTTP client (SPEC §7, generic HTTP client). The type parameter of `get`/`post`/…
 * is not checked at run time: callers that do not fully trust the API validate the `unknown` default.
 *
 * @example
 * const body: unknown = await api.get({ path: '/projects/v1/origins', params: { projectId } })
 */
export type HttpClient = {
  readonly baseUrl: string
  get<T = unknown>(request: HttpRequest): Promise<T>
  post<T = unknown>(request: HttpRequest): Promise<T>
  put<T = unknown>(request: HttpRequest): Promise<T>
  delete<T = unknown>(request: HttpRequest): Promise<T>
  /** GET for binary bodies (wallet, asset, currency and token images). */
  getBlob(request: Omit<HttpRequest, 'body'>): Promise<Blob>
  /** The full URL a request would use, query included (for `<img src>` or logs). */
  url(request: Pick<HttpRequest, 'path' | 'params'>): string
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * Creates the HTTP client every Foyer service uses. Non-OK answers throw `HttpStatusError`
 * ('HTTP status code: N'); a 2xx body that is not JSON (or over 1 MB) throws
 * `InvalidResponseError`; no complete answer within `timeoutMs` throws `HttpTimeoutError`.
 *
 * @example
 * const api = createHttpClient({ baseUrl: 'https://api.example.com', clientId: 'abc' })
 * const config = await api.get({ path: '/appkit/v1/config', params: { projectId: 'p1', st: 'foyer' } })
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? HTTP_REQUEST_TIMEOUT_MS

  function url({ path, params }: Pick<HttpRequest, 'path' | 'params'>): string {
    const target = new URL(/^https?:\/\//i.test(path) ? path : `${baseUrl}/${path.replace(/^\/+/, '')}`)
    for (const [key, value] of Object.entries(params ?? {})) {
      if (value === undefined || value === null) continue
      target.searchParams.append(key, typeof value === 'object' ? value.join(',') : String(value))
    }
    if (options.clientId) target.searchParams.set('clientId', options.clientId)
    return target.toString()
  }

  async function send(
    method: Method,
    request: HttpRequest,
    signal: AbortSignal,
  ): Promise<{ response: Response; target: string }> {
    const hasBody = request.body !== undefined
    const headers: Record<string, string> = {
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
      ...request.headers,
    }
    const init: RequestInit = { method, headers, signal }
    if (hasBody) init.body = JSON.stringify(request.body)
    // Looked up per call (not at import) so server-side rendering can import this module.
    const fetchFn: FetchFn | undefined = options.fetch ?? globalThis.fetch
    if (!fetchFn) throw new Error('No fetch implementation: pass `fetch` to createHttpClient')
    const target = url(request)
    const response = await fetchFn(target, init)
    if (!response.ok) {
      const body = await readText(response)
      // The body is kept for callers that read why (a few hundred characters); junk beyond is dropped.
      throw new HttpStatusError(response.status, {
        details: describe(method, target, body),
        body: body.slice(0, maxErrorBodyLength),
      })
    }
    return { response, target }
  }

  /**
   * Runs `work` (request and body read) with a signal that aborts when the caller's does, or with
   * `HttpTimeoutError` once the request's (or else the client's) `timeoutMs` has passed.
   */
  async function withinTimeout<T>(
    method: Method,
    request: HttpRequest,
    work: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController()
    const limitMs = request.timeoutMs ?? timeoutMs
    const timeout = new HttpTimeoutError(limitMs, { details: describe(method, url(request), '') })
    const timer = setTimeout(() => controller.abort(timeout), limitMs)
    const onAbort = () => controller.abort(request.signal?.reason)
    if (request.signal?.aborted) onAbort()
    request.signal?.addEventListener('abort', onAbort, { once: true })
    try {
      return await work(controller.signal)
    } catch (error) {
      // fetch rejects with its own AbortError; the reason says whether time ran out.
      if (controller.signal.aborted) throw controller.signal.reason
      throw error
    } finally {
      clearTimeout(timer)
      request.signal?.removeEventListener('abort', onAbort)
    }
  }

  function json<T>(method: Method, request: HttpRequest): Promise<T> {
    return withinTimeout(method, request, async (signal) => {
      const { response, target } = await send(method, request, signal)
      // The largest JSON answer a Foyer service sends is a page of the wallet directory (tens of kB);
      // the body is read up to 1 MB and the download stopped there, never buffered whole.
      let text: string
      try {
        text = await readBodyText(response, MAX_RESPONSE_BYTES)
      } catch (cause) {
        if (!(cause instanceof InvalidResponseError)) throw cause
        throw new InvalidResponseError({ cause, details: describe(method, target, cause.details ?? '') })
      }
      if (text.trim() === '') return undefined as T
      try {
        return JSON.parse(text) as T
      } catch (cause) {
        throw new InvalidResponseError({ cause, details: describe(method, target, 'body is not JSON') })
      }
    })
  }

  return {
    baseUrl,
    url,
    get: (request) => json('GET', request),
    post: (request) => json('POST', request),
    put: (request) => json('PUT', request),
    delete: (request) => json('DELETE', request),
    getBlob: (request) =>
      withinTimeout('GET', request, async (signal) => (await send('GET', request, signal)).response.blob()),
  }
}

async function readText(response: Response): Promise<string> {
  try {
    return await readBodyText(response, MAX_RESPONSE_BYTES)
  } catch {
    // The body of an error answer is only detail; a broken or oversized one must not hide the status.
    return ''
  }
}

function describe(method: Method, target: string, note: string): string {
  // The query is dropped: it only repeats project id and sdk properties.
  const where = target.split('?')[0] ?? target
  const snippet = note.trim().slice(0, 200)
  return snippet ? `${method} ${where}: ${snippet}` : `${method} ${where}`
}
