import { createHmac, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import { bytesToHex } from 'viem'
import { type SocialProvider, socialProviders } from '../../../core/src/config/features.js'
import { isAllowedAncestorOrigin } from '../../../core/src/embedded/ancestor-origins.js'
import { readBody } from '../read-body.js'
import { installSmartAccount } from '../smart-account.js'
import { serveStaticFile } from '../static-files.js'
import { loginAccount, loginSolanaKey } from './login-keys.js'

/**
 * What a test can make the dev login frame do wrong. `wrongOtp` and `expiredOtp` refuse every code;
 * `rateLimited` refuses new codes; `neverReady` keeps the frame from saying it is ready; `readyLateMs`
 * delays that message; `rpcRejected` refuses every signature and transaction as the visitor would;
 * `sessionRevoked` forgets the login on the frame's next call; `popupClosed` makes the social
 * provider's page close itself; `unverifiedDomain` refuses the embedding site as one not allowed;
 * `rpcHangs` leaves every signature and transaction unanswered.
 *
 * @example
 * frame.setFaults({ wrongOtp: true })
 */
export type LoginFrameFaults = {
  /** The provider's page closes itself, as a visitor closing the popup would. */
  popupClosed?: boolean
  wrongOtp?: boolean
  expiredOtp?: boolean
  rateLimited?: boolean
  neverReady?: boolean
  readyLateMs?: number
  rpcRejected?: boolean
  sessionRevoked?: boolean
  unverifiedDomain?: boolean
  rpcHangs?: boolean
  /**
   * A hostile frame: the address it answers GET_SOCIAL_REDIRECT_URI with, in place of its consent
   * page's (e.g. a `javascript:` one). Test-only, set through the server as every fault is.
   */
  socialRedirectUri?: string
  /** A hostile frame: the address it answers GET_FARCASTER_URI with, in place of its sign-in page's. */
  farcasterUri?: string
}

/**
 * The dev login frame: a page on its own origin (its own port of 127.0.0.1) that speaks the login
 * frame's production protocol, with a small API of its own under `/dev-api/` for codes and keys.
 *
 * @example
 * const frame = await startLoginFrame({ rpcUrls: { 31337: chain.rpcUrl } })
 * frame.url // http://127.0.0.1:<port>/
 */
export type LoginFrame = {
  /** The frame page's address, to which Foyer adds its query (projectId, chainId, …). */
  url: string
  /** The newest code sent to `email`, as the visitor would read it in their inbox. */
  inbox(email: string): string | undefined
  setFaults(faults: LoginFrameFaults): void
  close(): Promise<void>
}

/** How long a code stays valid. */
const OTP_LIFETIME_MS = 10 * 60_000
/** What a new login's account gets on every local chain, so it can pay for its transactions: 10 ETH. */
const LOGIN_BALANCE_WEI = 10n * 10n ** 18n
const frameRoot = fileURLToPath(new URL('.', import.meta.url))

/**
 * Starts the dev login frame on `port` (a free one by default). Codes are deterministic (an HMAC of
 * the email and how many codes it got before) and readable through `inbox`; a verified code hands the
 * frame the login's key (derived from the dev mnemonic and the email) and funds its account on each
 * local chain of `rpcUrls`. The page runs from source on a Vite dev server, or from a production
 * build of this folder (`build`, which the browser tests make once per run): it reads its settings
 * from `/dev-api/config` either way.
 *
 * @example
 * const frame = await startLoginFrame({ rpcUrls: { 31337: 'http://127.0.0.1:8545' } })
 */
export async function startLoginFrame(options: {
  rpcUrls: Readonly<Record<number, string>>
  /** The local Solana chain, where each login's Solana account gets SOL. */
  solanaRpcUrl?: string | undefined
  port?: number
  /** A folder holding a production build of the frame's page, served instead of the dev server. */
  build?: string | undefined
}): Promise<LoginFrame> {
  const codes = new Map<string, { code: string; issuedAt: number; count: number }>()
  const usedSocialCodes = new Set<string>()
  const farcasterChannels = new Map<string, FarcasterChannel>()
  let faults: LoginFrameFaults = {}

  const routes: Record<string, (body: unknown, query: URLSearchParams) => Promise<Answer> | Answer> = {
    'GET /dev-api/config': () => ({
      status: 200,
      body: { rpcUrls: options.rpcUrls, solanaRpcUrl: options.solanaRpcUrl, faults },
    }),
    // The inbox, for a person trying the demo: the newest code sent to an address.
    'GET /dev-api/inbox': (_, query) => {
      const sent = codes.get((query.get('email') ?? '').trim().toLowerCase())
      return sent
        ? { status: 200, body: { code: sent.code } }
        : { status: 404, body: { message: 'No code sent' } }
    },
    'POST /dev-api/otp': (body) => {
      const email = emailOf(body)
      if (!email) return { status: 400, body: { message: 'Invalid email' } }
      if (faults.rateLimited) return { status: 429, body: { message: 'Too many requests: try again later' } }
      const count = (codes.get(email)?.count ?? 0) + 1
      codes.set(email, { code: otpFor(email, count), issuedAt: Date.now(), count })
      return { status: 200, body: {} }
    },
    // Social login, as a provider and the secure site do it: the provider's consent page, its
    // redirect with a code, the secure site's result page (which posts the result to the site that
    // asked, at that site's origin only), and the code's check, which signs the login in.
    'GET /dev-api/social/authorize': (_, query) => {
      const asked = socialRequestOf(query)
      if (!asked) return { status: 400, body: { message: 'Unknown provider or site' } }
      return { status: 200, html: consentPage(asked, faults.popupClosed === true) }
    },
    'GET /dev-api/social/callback': (_, query) => {
      const asked = socialRequestOf(query)
      const user = query.get('user')?.trim() ?? ''
      if (!asked || !/^[\w.-]{1,40}$/.test(user)) return { status: 400, body: { message: 'Invalid login' } }
      const result = new URLSearchParams({
        ...asked,
        user,
        code: socialCode(asked.provider, user, asked.state),
      })
      return { status: 302, redirect: `/dev-api/social/result?${result}` }
    },
    'GET /dev-api/social/result': (_, query) => {
      const returnOrigin = query.get('returnOrigin') ?? ''
      if (!isAllowedAncestorOrigin(returnOrigin)) return { status: 400, body: { message: 'Unknown site' } }
      return { status: 200, html: resultPage(returnOrigin) }
    },
    'POST /dev-api/social/verify': async (body) => {
      const field = (name: string) => {
        const value = typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined
        return typeof value === 'string' ? value : ''
      }
      const [provider, user, state, code] = ['provider', 'user', 'state', 'code'].map(field)
      if (
        !provider ||
        !user ||
        !state ||
        code !== socialCode(provider, user, state) ||
        usedSocialCodes.has(code)
      )
        return { status: 400, body: { message: 'The provider refused the login' } }
      usedSocialCodes.add(code)
      return { status: 200, body: { ...(await signIn(`${provider}:${user}`)), userName: user } }
    },
    // Farcaster, as its relay and app do it: a channel the frame opens, whose sign-in address the
    // visitor opens in the app (here a page of this server) and approves; the frame asks the
    // channel's status until then, and the approval signs the login in.
    'POST /dev-api/farcaster/channel': () => {
      const channelToken = randomUUID()
      farcasterChannels.set(channelToken, { approvedBy: undefined, waiting: new Set() })
      return { status: 200, body: { channelToken } }
    },
    'GET /dev-api/farcaster/sign-in': (_, query) => {
      const channelToken = query.get('channelToken') ?? ''
      if (!farcasterChannels.has(channelToken)) return { status: 404, body: { message: 'Unknown channel' } }
      return { status: 200, html: farcasterSignInPage(channelToken) }
    },
    'GET /dev-api/farcaster/approve': (_, query) => {
      const channel = farcasterChannels.get(query.get('channelToken') ?? '')
      const user = query.get('user')?.trim() ?? ''
      if (!channel || !/^[\w.-]{1,40}$/.test(user))
        return { status: 400, body: { message: 'Invalid sign-in' } }
      channel.approvedBy = user
      for (const wake of channel.waiting) wake()
      return {
        status: 200,
        html: '<!doctype html><html lang="en"><title>Approved</title><p>Signed in. Go back to the site.</p></html>',
      }
    },
    // Answers once approved, or after 20 s with `pending` (the frame asks again).
    'GET /dev-api/farcaster/status': async (_, query) => {
      const channelToken = query.get('channelToken') ?? ''
      const channel = farcasterChannels.get(channelToken)
      if (!channel) return { status: 404, body: { message: 'Unknown channel' } }
      if (channel.approvedBy === undefined) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer)
            channel.waiting.delete(wake)
            resolve()
          }
          const timer = setTimeout(wake, 20_000)
          channel.waiting.add(wake)
        })
      }
      const userName = channel.approvedBy
      if (userName === undefined) return { status: 200, body: { state: 'pending' } }
      farcasterChannels.delete(channelToken)
      return {
        status: 200,
        body: { state: 'completed', ...(await signIn(`farcaster:${userName}`)), userName },
      }
    },
    // A code checked for an email update: the login keeps its key, only its address changes.
    'POST /dev-api/check': (body) => checkCode(body) ?? { status: 200, body: {} },
    'POST /dev-api/verify': async (body) => {
      const refused = checkCode(body)
      if (refused) return refused
      return { status: 200, body: await signIn(emailOf(body) ?? '') }
    },
  }

  /**
   * The keys of a login (an email, or `provider:username`), handed to the frame: its EVM account,
   * funded on each local EVM chain, the smart account it owns there (installed and funded), and its
   * Solana key, funded on the local Solana chain.
   */
  async function signIn(login: string) {
    const account = loginAccount(login)
    const solana = loginSolanaKey(login)
    const [smartAccount] = await Promise.all([
      ...Object.values(options.rpcUrls).map((rpcUrl) =>
        installSmartAccount(rpcUrl, account.address, LOGIN_BALANCE_WEI),
      ),
      ...Object.values(options.rpcUrls).map((rpcUrl) => fund(rpcUrl, account.address)),
      options.solanaRpcUrl && airdrop(options.solanaRpcUrl, solana.address),
    ])
    const privateKey = account.getHdKey().privateKey
    if (!privateKey) throw new Error('the dev mnemonic gave no private key')
    return { address: account.address, privateKey: bytesToHex(privateKey), smartAccount, solana }
  }

  /** Refuses a code that is not the newest one sent to the body's email (or is too old); uses it up otherwise. */
  function checkCode(body: unknown): Answer | undefined {
    const email = emailOf(body)
    const sent = email && codes.get(email)
    const otp = typeof body === 'object' && body !== null ? Reflect.get(body, 'otp') : undefined
    if (!email || !sent || faults.wrongOtp || otp !== sent.code)
      return { status: 400, body: { message: 'Invalid code' } }
    if (faults.expiredOtp || Date.now() - sent.issuedAt > OTP_LIFETIME_MS) {
      return { status: 400, body: { message: 'Code expired' } }
    }
    codes.delete(email)
    return undefined
  }

  /** Answers `/dev-api/…`; anything else goes to `next` (the page and its files). */
  function serveApi(request: IncomingMessage, response: ServerResponse, next: () => void): void {
    const route = routes[`${request.method} ${request.url?.split('?')[0]}`]
    if (route) void answer(request, response, route)
    else next()
  }

  const page = options.build
    ? await serveBuiltPage(options.build, options.port ?? 0, serveApi)
    : await startPageDevServer(options.port ?? 0, serveApi)
  return {
    url: page.url,
    inbox: (email) => codes.get(email.trim().toLowerCase())?.code,
    setFaults(next) {
      faults = { ...next }
    },
    close: page.close,
  }
}

/** The frame's page on a server of its own, with the dev API in front of it. */
type FramePage = { url: string; close(): Promise<void> }

/** The dev API, which answers its own paths and passes the rest on. */
type ApiMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

/** The page from source, on a Vite dev server (a free port when `port` is taken). */
async function startPageDevServer(port: number, serveApi: ApiMiddleware): Promise<FramePage> {
  // Vite loads only here: the browser tests serve a build, and importing it costs each file a second.
  const { createServer: createViteServer } = await import('vite')
  const vite = await createViteServer({
    root: frameRoot,
    configFile: false,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port, strictPort: false },
    // Bundled at start, so the first visit does not discover them and reload the frame midway.
    optimizeDeps: { include: ['viem', 'viem/accounts', '@noble/curves/ed25519'] },
    plugins: [
      {
        name: 'foyer-dev-login-api',
        configureServer(server) {
          server.middlewares.use(serveApi)
        },
      },
    ],
  })
  await vite.listen()
  const url = vite.resolvedUrls?.local[0]
  if (!url) throw new Error('The dev login frame did not report its URL')
  return { url, close: () => vite.close() }
}

/** The page's production build, as plain files, on `port` (a free one when 0). */
async function serveBuiltPage(build: string, port: number, serveApi: ApiMiddleware): Promise<FramePage> {
  const server = createServer((request, response) =>
    serveApi(request, response, () => {
      serveStaticFile(build, request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500)
        response.end()
      })
    }),
  )
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('The dev login frame has no port')
  return {
    url: `http://127.0.0.1:${address.port}/`,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

type Answer =
  | { status: number; body: unknown }
  | { status: 200; html: string }
  | { status: 302; redirect: string }

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  route: (body: unknown, query: URLSearchParams) => Promise<Answer> | Answer,
) {
  try {
    const text = request.method === 'POST' ? await readBody(request) : ''
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams
    const answered = await route(text ? JSON.parse(text) : undefined, query)
    if ('html' in answered)
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(answered.html)
    else if ('redirect' in answered) response.writeHead(302, { location: answered.redirect }).end()
    else
      response
        .writeHead(answered.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answered.body))
  } catch (error) {
    response
      .writeHead(500, { 'content-type': 'application/json' })
      .end(JSON.stringify({ message: String(error) }))
  }
}

function emailOf(body: unknown): string | undefined {
  const email = typeof body === 'object' && body !== null ? Reflect.get(body, 'email') : undefined
  return typeof email === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
    ? email.trim().toLowerCase()
    : undefined
}

/** A Farcaster sign-in channel: who approved it, and the status requests waiting for that. */
type FarcasterChannel = { approvedBy: string | undefined; waiting: Set<() => void> }

/** The Farcaster app's approval, as a page: who signs in, and Approve. */
function farcasterSignInPage(channelToken: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev Farcaster sign-in</title></head>
<body><main><h1>Sign in to Foyer with dev Farcaster</h1>
<form action="/dev-api/farcaster/approve" method="get">
<input type="hidden" name="channelToken" value="${escapeHtml(channelToken)}">
<label>Username <input name="user" value="ada" autocomplete="off"></label>
<button type="submit">Approve</button></form></main></body></html>`
}

/** What a social login asks for: the provider, the frame's state, and the site to post the result to. */
type SocialRequest = { provider: SocialProvider; state: string; returnOrigin: string }

function socialRequestOf(query: URLSearchParams): SocialRequest | undefined {
  const provider = socialProviders.find((known) => known === query.get('provider'))
  const state = query.get('state') ?? ''
  const returnOrigin = query.get('returnOrigin') ?? ''
  if (!provider || !/^[\w-]{8,64}$/.test(state) || !isAllowedAncestorOrigin(returnOrigin)) return undefined
  return { provider, state, returnOrigin }
}

/** The provider's code for a login: an HMAC of who logged in, where, for which request. */
function socialCode(provider: string, user: string, state: string): string {
  return createHmac('sha256', 'foyer-dev-social').update(`${provider}:${user}:${state}`).digest('hex')
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The provider's consent page: who to log in as, and Continue. */
function consentPage(asked: SocialRequest, closesItself: boolean): string {
  const hidden = Object.entries(asked)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev ${asked.provider} login</title></head>
<body><main><h1>Log in to Foyer with dev ${escapeHtml(asked.provider)}</h1>
<form action="/dev-api/social/callback" method="get">${hidden}
<label>Username <input name="user" value="ada" autocomplete="off"></label>
<button type="submit">Continue</button></form></main>
${closesItself ? '<script>window.close()</script>' : ''}</body></html>`
}

/**
 * The secure site's result page: in a popup, posts its address to the site that asked, at that
 * origin only; without one (a login that replaced the page, as inside Telegram), sends the visitor
 * back to that site with its address in `result_uri`.
 */
function resultPage(returnOrigin: string): string {
  const back = `${returnOrigin}/?result_uri=`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Logged in</title></head>
<body><p>Logged in. You can close this window.</p>
<script>
if (window.opener) window.opener.postMessage({ resultUri: location.href }, ${JSON.stringify(returnOrigin)})
else location.replace(${JSON.stringify(back)} + encodeURIComponent(location.href))
</script>
</body></html>`
}

/** A six-digit code: deterministic for the email and the how-many-th code it is. */
function otpFor(email: string, count: number): string {
  const digest = createHmac('sha256', 'foyer-dev-login-frame').update(`${email}:${count}`).digest()
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0')
}

/** What a new login's Solana account gets on the local Solana chain: 10 SOL. */
const LOGIN_LAMPORTS = 10_000_000_000

/** Calls `method` on a local chain's JSON-RPC (its answer is not needed). */
async function rpcCall(rpcUrl: string, method: string, params: unknown[]) {
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
}

const airdrop = (rpcUrl: string, address: string) =>
  rpcCall(rpcUrl, 'requestAirdrop', [address, LOGIN_LAMPORTS])

const fund = (rpcUrl: string, address: string) =>
  rpcCall(rpcUrl, 'anvil_setBalance', [address, `0x${LOGIN_BALANCE_WEI.toString(16)}`])
