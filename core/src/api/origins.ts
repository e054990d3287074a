import type { Alert } from '../errors/alerts.js'
import { isFoyerError } from '../errors/base.js'
import { HttpStatusError, InvalidProjectIdError, RateLimitedError, ServerError } from '../errors/http.js'
import type { HttpClient } from './http.js'

/**
 * The project and SDK the allowed origins are fetched for; `sdkType` and `sdkVersion` are sent as
 * `st` and `sv` when given.
 *
 * @example
 * const request: OriginsRequest = { projectId: 'p1', sdkType: 'foyer', sdkVersion: '0.1.0' }
 */
export type OriginsRequest = {
  projectId: string
  sdkType?: string | undefined
  sdkVersion?: string | undefined
  signal?: AbortSignal | undefined
}

/** What an error answer says when the project id (the key) itself is refused. */
const invalidKeyAnswer = /invalid (key|project ?id)/i

/**
 * Fetches the origins the project allows (`GET /projects/v1/origins` → `allowedOrigins`).
 * SPEC §8: 429 throws `RateLimitedError`, 5xx throws `ServerError`, and any other failure (another
 * status, a network error, a timeout, a body that is not `{ allowedOrigins: [...] }`) gives an empty
 * list, which {@link checkOrigin} reads as a project without allowed origins. One error answer is told
 * apart: a 4xx whose body says the key is invalid throws `InvalidProjectIdError`, so the site owner
 * reads 'Invalid Project ID' rather than a missing configuration. Entries that are not strings are
 * dropped.
 *
 * @example
 * const origins = await fetchAllowedOrigins(api, { projectId: 'p1', sdkType: 'foyer', sdkVersion: '0.1.0' })
 */
export async function fetchAllowedOrigins(client: HttpClient, request: OriginsRequest): Promise<string[]> {
  const { projectId, sdkType, sdkVersion, signal } = request
  let body: unknown
  try {
    body = await client.get({
      path: '/projects/v1/origins',
      params: { projectId, st: sdkType, sv: sdkVersion },
      signal,
    })
  } catch (error) {
    if (!(error instanceof HttpStatusError)) return []
    if (error.status === 429) throw new RateLimitedError({ cause: error })
    if (error.status >= 500 && error.status < 600) {
      throw new ServerError({ cause: error, details: error.shortMessage })
    }
    if (error.status >= 400 && invalidKeyAnswer.test(error.body))
      throw new InvalidProjectIdError({ cause: error })
    return []
  }
  const allowedOrigins =
    typeof body === 'object' && body !== null && 'allowedOrigins' in body && body.allowedOrigins
  if (!Array.isArray(allowedOrigins)) return []
  return allowedOrigins.filter((origin): origin is string => typeof origin === 'string')
}

/**
 * Input of {@link checkOrigin}.
 *
 * @example
 * const input: CheckOriginInput = { origin: location.origin, projectId, fetchOrigins: (id) => fetchAllowedOrigins(api, { projectId: id }) }
 */
export type CheckOriginInput = {
  /** The page's origin, `window.location.origin`. */
  origin: string
  projectId: string | undefined
  /** Usually {@link fetchAllowedOrigins} bound to a client; only called with a project id. */
  fetchOrigins: (projectId: string) => Promise<readonly string[]>
}

/**
 * Checks the page origin against the project's allow list (SPEC §8) and returns the alert to raise,
 * or `undefined` when the origin is allowed. Rate limit and server errors map to their alerts, a
 * refused project id to 'Invalid Project ID'; a missing project id, or an empty list (which is also
 * what any other failure gives), means the project is not configured; an origin not on the list is an
 * invalid app configuration. With a project id set, the not-configured alert says that no allowed
 * origin could be read instead of claiming there is no project id. The caller decides when to check
 * (SPEC §5: when email or social login is on).
 *
 * @example
 * const alert = await checkOrigin({ origin: location.origin, projectId, fetchOrigins })
 * if (alert) raise(alert)
 */
export async function checkOrigin({
  origin,
  projectId,
  fetchOrigins,
}: CheckOriginInput): Promise<Alert | undefined> {
  if (!projectId) return { id: 'PROJECT_ID_NOT_CONFIGURED' }
  let allowed: readonly string[]
  try {
    allowed = await fetchOrigins(projectId)
  } catch (error) {
    if (isFoyerError(error, 'RATE_LIMITED')) return { id: 'RATE_LIMITED' }
    if (isFoyerError(error, 'SERVER_ERROR'))
      return { id: 'SERVER_ERROR', message: error.details ?? error.shortMessage }
    if (isFoyerError(error, 'INVALID_PROJECT_ID')) return { id: 'INVALID_PROJECT_ID' }
    allowed = []
  }
  if (allowed.length === 0)
    return {
      id: 'PROJECT_ID_NOT_CONFIGURED',
      title: 'No Allowed Origins',
      message:
        "No allowed origin could be read for this project: add this site's origin to the project. Email and social login may not work here.",
    }
  return isOriginAllowed(origin, allowed) ? undefined : { id: 'INVALID_APP_CONFIGURATION' }
}

/**
 * Whether `origin` matches one of the allow-list entries. An entry is `*` (any origin), or
 * `[scheme://]host[:port]` with any path ignored: a `*` host label matches exactly one label
 * (`https://*.example.com` matches `https://app.example.com`, not `https://example.com` nor
 * `https://a.b.example.com`), port `*` matches any port. Without a scheme any scheme matches and,
 * without a port, any port (so `localhost` allows every local dev server); with a scheme and no
 * port only the scheme's default port matches. Hosts compare case-insensitively.
 *
 * @example
 * isOriginAllowed('https://app.example.com', ['https://*.example.com']) // true
 * isOriginAllowed('http://localhost:5173', ['localhost']) // true
 * isOriginAllowed('https://evil.com', ['https://example.com']) // false
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  const current = parseOrigin(origin)
  if (!current) return false
  return allowed.some((entry) => matches(current, entry.trim()))
}

type Origin = { scheme: string; host: string; port: string }

const defaultPorts: Record<string, string> = { http: '80', https: '443' }

function parseOrigin(origin: string): Origin | undefined {
  try {
    const url = new URL(origin)
    const scheme = url.protocol.replace(/:$/, '')
    // Opaque origins ('null', file:, data:) have no host and can never be allow-listed.
    if (!url.hostname) return undefined
    return { scheme, host: url.hostname.toLowerCase(), port: url.port || (defaultPorts[scheme] ?? '') }
  } catch {
    return undefined
  }
}

function matches(current: Origin, entry: string): boolean {
  if (entry === '*') return true
  const schemeEnd = entry.indexOf('://')
  const scheme = schemeEnd === -1 ? undefined : entry.slice(0, schemeEnd).toLowerCase()
  const hostPort = (schemeEnd === -1 ? entry : entry.slice(schemeEnd + 3)).split(/[/?#]/)[0] ?? ''
  const { host, port } = splitHostPort(hostPort.toLowerCase())
  if (scheme !== undefined && scheme !== current.scheme) return false
  const wantedPort = port ?? (scheme === undefined ? '*' : (defaultPorts[scheme] ?? ''))
  if (wantedPort !== '*' && wantedPort !== current.port) return false
  return hostMatches(host, current.host)
}

function splitHostPort(hostPort: string): { host: string; port: string | undefined } {
  // IPv6 literals keep their colons inside brackets: [::1]:3000.
  const ipv6 = /^(\[[^\]]+\])(?::(.*))?$/.exec(hostPort)
  if (ipv6) return { host: ipv6[1] ?? '', port: ipv6[2] }
  const colon = hostPort.lastIndexOf(':')
  return colon === -1
    ? { host: hostPort, port: undefined }
    : { host: hostPort.slice(0, colon), port: hostPort.slice(colon + 1) }
}

function hostMatches(pattern: string, host: string): boolean {
  const wanted = pattern.split('.')
  const labels = host.split('.')
  if (wanted.length !== labels.length) return false
  // Only whole-label wildcards: 'a*.example.com' is not a pattern Foyer understands, so it never matches.
  return wanted.every((label, index) => label === '*' || label === labels[index])
}
