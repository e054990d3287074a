import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AccountChains, resolveAccountChains } from './account-chains.js'
import { accountRoutes } from './account-routes.js'
import { convertRoutes } from './convert-routes.js'
import { nameRoutes } from './name-routes.js'
import { createOnrampDesk, type OnrampDesk, onrampRoutes } from './onramp-routes.js'
import { publicRpcRoutes } from './public-rpc-routes.js'
import { type DevnetWallet, directoryRoutes, generateWallets } from './wallet-directory.js'

/**
 * What a route answers. `json` sends a JSON body (status 200 unless given); `status` an empty or
 * text body; `raw` any bytes (malformed JSON, images); `hang` never answers (until the client gives
 * up or the service closes). `delayMs` waits before answering.
 *
 * @example
 * const reply: Reply = { kind: 'raw', body: pngBytes, contentType: 'image/png' }
 */
export type Reply =
  | { kind: 'json'; body: unknown; status?: number; delayMs?: number; headers?: Record<string, string> }
  | { kind: 'status'; status: number; body?: string; delayMs?: number }
  | { kind: 'raw'; body: string | Uint8Array; status?: number; contentType?: string; delayMs?: number }
  | { kind: 'hang' }

/**
 * A request the service received, as tests assert it.
 *
 * @example
 * expect(service.requests[0]).toMatchObject({ path: '/appkit/v1/config', query: { st: 'foyer' } })
 */
export type RecordedRequest = {
  method: string
  /** Path without the query: `/appkit/v1/config`. */
  path: string
  /** Query parameters (the last value wins for repeated keys). */
  query: Record<string, string>
  /** Values of `:name` segments of the matched route. */
  pathParams: Record<string, string>
  headers: IncomingMessage['headers']
  /** The body parsed as JSON, or the raw text when it is not JSON; `undefined` when empty. */
  body: unknown
}

/**
 * A route's behaviour: a fixed reply, or a function of the request (for stateful fakes).
 *
 * @example
 * const route: Route = (request) => json({ data: [], count: Number(request.query.page) })
 */
export type Route = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>)

/**
 * The running service.
 *
 * @example
 * const service: ApiService = await start()
 * afterAll(() => service.close())
 */
export type ApiService = {
  /** `http://127.0.0.1:<port>`, the `baseUrl` for Foyer's clients. */
  url: string
  /** Every request received so far, oldest first (preflight `OPTIONS` excluded). */
  requests: RecordedRequest[]
  /** Sets or replaces a route; `path` may hold `:name` segments (`/getWalletImage/:id`). */
  setRoute(method: string, path: string, route: Route): void
  /**
   * Makes the account routes (`/v1/account/:address/balance`, `…/history`) answer from these devnets,
   * replacing those set before; kept across {@link ApiService.reset}. Other networks answer empty.
   */
  setChains(chains: AccountChains): void
  /** The onramp's signing key, card provider and purchases, shared in Node only (see `onrampRoutes`). */
  onramp: OnrampDesk
  /** Back to the default routes and an empty request log. */
  reset(): void
  close(): Promise<void>
}

/**
 * The project config the default route serves: every feature on, providers as SPEC §9's remote
 * defaults (wire format of `GET /appkit/v1/config`).
 *
 * @example
 * service.setRoute('GET', '/appkit/v1/config', json(defaultProjectConfig))
 */
export const defaultProjectConfig = {
  features: [
    {
      id: 'social_login',
      isEnabled: true,
      config: ['email', 'google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
    },
    { id: 'swap', isEnabled: true, config: ['1inch'] },
    { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] },
    { id: 'activity', isEnabled: true, config: null },
    { id: 'reown_branding', isEnabled: true, config: null },
    { id: 'multi_wallet', isEnabled: false, config: null },
  ],
}

/**
 * The allow list the default route serves: local dev servers on any port.
 *
 * @example
 * service.setRoute('GET', '/projects/v1/origins', json({ allowedOrigins: defaultAllowedOrigins }))
 */
export const defaultAllowedOrigins = ['localhost', '127.0.0.1']

/**
 * A JSON reply.
 *
 * @example
 * service.setRoute('GET', '/projects/v1/origins', json({ allowedOrigins: ['https://example.com'] }))
 */
export function json(body: unknown, options: { status?: number; delayMs?: number } = {}): Reply {
  return { kind: 'json', body, ...options }
}

/**
 * A reply with only a status (and an optional text body).
 *
 * @example
 * service.setRoute('GET', '/projects/v1/origins', status(429))
 */
export function status(code: number, body?: string): Reply {
  return body === undefined ? { kind: 'status', status: code } : { kind: 'status', status: code, body }
}

/**
 * A 200 reply whose body claims to be JSON but is not.
 *
 * @example
 * service.setRoute('GET', '/appkit/v1/config', malformed())
 */
export function malformed(body = '{"features": [ oops'): Reply {
  return { kind: 'raw', body, contentType: 'application/json' }
}

/**
 * A reply that never comes.
 *
 * @example
 * service.setRoute('GET', '/appkit/v1/config', hang())
 */
export function hang(): Reply {
  return { kind: 'hang' }
}

/**
 * Starts the local fake of the wallet directory API on 127.0.0.1 (a free port). Routes not in the
 * table answer 404 with a JSON error. CORS is open so the demo page can call it from another port.
 * Besides project config and allowed origins, it serves the wallet directory (`/getWallets`, wallet,
 * asset, currency and token images; see `directoryRoutes`) over `wallets`, by default the
 * `generateWallets()` dataset (600 wallets), generated once per service, and the Blockchain API's
 * account balance and history read from the anvil `chains` (see `accountRoutes`; none by default,
 * or attached later with `setChains`), its name service, in memory (see `nameRoutes`), and the
 * public RPC host in front of the same chains (`POST /v1/?chainId=…`, see `publicRpcRoutes`).
 *
 * @example
 * const service = await start()
 * const api = createHttpClient({ baseUrl: service.url })
 * service.setRoute('GET', '/projects/v1/origins', status(503))
 * await service.close()
 * const big = await start({ wallets: generateWallets(5_000) }) // a render benchmark
 * const chained = await start({ chains: { 'eip155:31337': { rpcUrl: anvil.rpcUrl, tokens } } })
 */
export async function start(
  options: { routes?: Record<string, Route>; wallets?: readonly DevnetWallet[]; chains?: AccountChains } = {},
): Promise<ApiService> {
  const routes = new Map<string, Route>()
  const requests: RecordedRequest[] = []
  const directory = directoryRoutes(options.wallets ?? generateWallets())
  let chains = resolveAccountChains(options.chains ?? {})
  const account = accountRoutes(() => chains)
  const onramp = createOnrampDesk()

  function reset(): void {
    routes.clear()
    requests.length = 0
    routes.set('GET /appkit/v1/config', json(defaultProjectConfig))
    routes.set('GET /projects/v1/origins', json({ allowedOrigins: defaultAllowedOrigins }))
    for (const [key, route] of Object.entries(directory)) routes.set(key, route)
    for (const [key, route] of Object.entries(account)) routes.set(key, route)
    for (const [key, route] of Object.entries(convertRoutes(() => chains))) routes.set(key, route)
    for (const [key, route] of Object.entries(onrampRoutes(onramp, () => chains, account)))
      routes.set(key, route)
    // The name service starts empty each time: a reset forgets every name registered.
    for (const [key, route] of Object.entries(nameRoutes(Date.now, () => chains))) routes.set(key, route)
    // The public RPC host, forwarding to the same chains.
    for (const [key, route] of Object.entries(publicRpcRoutes(() => chains))) routes.set(key, route)
    // Analytics: the project reports, and every report is taken (tests count them in `requests`).
    routes.set('GET /getAnalyticsConfig', json({ isAnalyticsEnabled: true }))
    routes.set('POST /e', json({}))
    // Extra routes are given as 'METHOD /path'.
    for (const [key, route] of Object.entries(options.routes ?? {})) routes.set(key, route)
  }
  reset()

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' })
      res.end(String(error))
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const method = req.method ?? 'GET'
    res.setHeader('Access-Control-Allow-Origin', '*')
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
        'Access-Control-Allow-Headers': '*',
      })
      res.end()
      return
    }
    const found = findRoute(routes, method, url.pathname)
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      pathParams: found?.params ?? {},
      headers: req.headers,
      body: parseBody(await readBody(req)),
    }
    requests.push(request)
    const route = found?.route ?? json({ error: `No route for ${method} ${url.pathname}` }, { status: 404 })
    const reply = typeof route === 'function' ? await route(request) : route
    await send(res, reply)
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reset,
    onramp,
    setRoute(method, path, route) {
      routes.set(`${method.toUpperCase()} ${path}`, route)
    },
    setChains(next) {
      chains = resolveAccountChains(next)
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        // Hanging routes keep sockets open; close() would wait for them forever.
        server.closeAllConnections()
      }),
  }
}

function findRoute(
  routes: Map<string, Route>,
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  const exact = routes.get(`${method} ${path}`)
  if (exact) return { route: exact, params: {} }
  const segments = path.split('/')
  for (const [key, route] of routes) {
    const [routeMethod, routePath = ''] = key.split(' ')
    if (routeMethod !== method) continue
    const pattern = routePath.split('/')
    if (pattern.length !== segments.length) continue
    const params: Record<string, string> = {}
    const isMatch = pattern.every((part, index) => {
      const segment = segments[index] ?? ''
      if (part.startsWith(':') && segment !== '') {
        params[part.slice(1)] = decodeURIComponent(segment)
        return true
      }
      return part === segment
    })
    if (isMatch) return { route, params }
  }
  return undefined
}

async function send(res: ServerResponse, reply: Reply): Promise<void> {
  if (reply.kind === 'hang') return
  if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs))
  if (res.destroyed) return
  switch (reply.kind) {
    case 'json':
      res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json', ...reply.headers })
      res.end(JSON.stringify(reply.body))
      return
    case 'status':
      res.writeHead(reply.status, { 'Content-Type': 'text/plain' })
      res.end(reply.body ?? '')
      return
    case 'raw':
      res.writeHead(reply.status ?? 200, { 'Content-Type': reply.contentType ?? 'application/octet-stream' })
      res.end(reply.body)
      return
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function parseBody(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
