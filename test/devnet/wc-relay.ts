import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { RawData, WebSocket, WebSocketServer } from 'ws'
import { acceptWebSockets } from './web-sockets.js'

// A WalletConnect relay on 127.0.0.1, small enough to read: the JSON-RPC that @walletconnect/core 2.25
// speaks to `wss://relay.walletconnect.org` (see /work/shared/STACK.md), an in-memory mailbox, and a
// stand-in for the Verify API on the same port. Payloads are end-to-end encrypted by the clients, so the
// relay only moves opaque strings between topics.

/**
 * One line of the relay's log: a request a client sent (`in`) or a message the relay pushed (`out`).
 *
 * @example
 * expect(relay.log.filter((e) => e.direction === 'in').map((e) => e.method)).toContain('wc_proposeSession')
 */
export type RelayLogEntry = {
  at: number
  direction: 'in' | 'out'
  /** The client (the `iss` of its auth JWT, or a random id for sockets without one). */
  client: string
  method: string
  topic?: string
  tag?: number
  /** Set when the relay answered the request with a JSON-RPC error. */
  error?: string
}

/**
 * A running relay.
 *
 * @example
 * const relay: Relay = await startRelay()
 * const client = await SignClient.init({ projectId: 'foyer', relayUrl: relay.url })
 * await relay.stop()
 */
export type Relay = {
  /** `ws://127.0.0.1:<port>`, the `relayUrl` for WalletConnect clients. */
  url: string
  /** `http://127.0.0.1:<port>`. */
  httpUrl: string
  /** `httpUrl + '/v3'`: where the Verify API stand-in answers (`/attestation`, `/public-key`). */
  verifyUrl: string
  port: number
  /** Every request received and message pushed, oldest first (kept across restarts). */
  log: RelayLogEntry[]
  stop(): Promise<void>
  /** Closes every socket and the server, forgets all subscriptions and held messages, listens again. */
  restart(): Promise<void>
  /** Closes every socket and the server: the relay is unreachable until `up()`. */
  down(): Promise<void>
  /** Listens again on the same port, with no subscriptions or held messages (as a restarted relay). */
  up(): Promise<void>
  /** Terminates every client socket but keeps the server and the mailbox, as a network blip would. */
  dropConnections(): void
}

/** What a push carries (`irn_subscription` params.data). */
type Message = { topic: string; message: string; publishedAt: number; tag: number; attestation?: string }
/** A message held until its ttl runs out, so late subscribers (and reconnecting ones) still get it. */
type Held = Message & { expiresAt: number; publisher: string; ackedBy: Set<string> }

type Peer = { socket: WebSocket; client: string; topics: Set<string>; inflight: Map<number, Held> }

type Params = Record<string, unknown>
type RpcError = { code: number; message: string }

// The tags the relay stamps on messages it publishes for `wc_proposeSession` / `wc_approveSession`.
const TAG_PROPOSE = 1100
const TAG_PROPOSE_RESPONSE = 1101
const TAG_SETTLE = 1102
const DEFAULT_TTL_SECONDS = 300

/**
 * Starts a WalletConnect relay and Verify API stand-in on `host` (127.0.0.1) and `port` (a free one).
 *
 * @example
 * const relay = await startRelay()
 * const provider = await UniversalProvider.init({ projectId: 'foyer', relayUrl: relay.url })
 * relay.dropConnections() // clients reconnect and resubscribe on their own
 * await relay.stop()
 */
export async function startRelay(options: { port?: number; host?: string } = {}): Promise<Relay> {
  const host = options.host ?? '127.0.0.1'
  const log: RelayLogEntry[] = []
  // The Verify stand-in signs attestations with its own P-256 key, so a wallet that checks them against
  // `/v3/public-key` accepts them as well as a dapp that only decodes them.
  const verifyKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  let subscribers = new Map<string, Set<Peer>>()
  let mailbox: Held[] = []
  let pushId = Date.now() * 1000
  let server: Server
  let wss: WebSocketServer

  function send(peer: Peer, payload: object): void {
    if (peer.socket.readyState === peer.socket.OPEN) peer.socket.send(JSON.stringify(payload))
  }

  /** Pushes `held` to `peer` unless the peer published it, acknowledged it or has it in flight. */
  function deliver(peer: Peer, held: Held): void {
    if (held.publisher === peer.client || held.ackedBy.has(peer.client)) return
    if ([...peer.inflight.values()].includes(held)) return
    const id = ++pushId
    peer.inflight.set(id, held)
    const { topic, tag } = held
    log.push({
      at: Date.now(),
      direction: 'out',
      client: peer.client,
      method: 'irn_subscription',
      topic,
      tag,
    })
    const params = { id: subscriptionId(peer, topic), data: messageOf(held) }
    send(peer, { id, jsonrpc: '2.0', method: 'irn_subscription', params })
  }

  function subscribe(peer: Peer, topic: string): string {
    peer.topics.add(topic)
    subscribers.set(topic, (subscribers.get(topic) ?? new Set()).add(peer))
    for (const held of live()) if (held.topic === topic) deliver(peer, held)
    return subscriptionId(peer, topic)
  }

  function publish(peer: Peer, topic: string, message: string, tag: number, ttl: number, extra = {}): void {
    const now = Date.now()
    const expiresAt = now + ttl * 1000
    const held: Held = {
      topic,
      message,
      tag,
      ...extra,
      publishedAt: now,
      expiresAt,
      publisher: peer.client,
      ackedBy: new Set(),
    }
    mailbox = [...live(), held]
    for (const other of subscribers.get(topic) ?? []) deliver(other, held)
  }

  /** The held messages whose ttl has not run out (expired ones are dropped on the way). */
  function live(): Held[] {
    const now = Date.now()
    mailbox = mailbox.filter((held) => held.expiresAt > now)
    return mailbox
  }

  function handle(peer: Peer, method: string, params: Params): unknown {
    const text = (key: string) => {
      const value = params[key]
      if (typeof value !== 'string' || value === '') throw invalid(`Missing or invalid "${key}" param`)
      return value
    }
    const ttl = typeof params.ttl === 'number' ? params.ttl : DEFAULT_TTL_SECONDS
    // The dapp's proposal carries its Verify attestation; the relay hands it on with the message.
    const attestation = typeof params.attestation === 'string' ? { attestation: params.attestation } : {}
    const tag = Number(params.tag ?? 0)
    switch (method) {
      case 'irn_subscribe':
        return subscribe(peer, text('topic'))
      case 'irn_batchSubscribe':
        return topicsOf(params).map((topic) => subscribe(peer, topic))
      case 'irn_unsubscribe': {
        // The client sends the id it computed itself (sha256 of topic + its client id), not ours: go by topic.
        const topic = text('topic')
        peer.topics.delete(topic)
        subscribers.get(topic)?.delete(peer)
        return true
      }
      case 'irn_publish':
        publish(peer, text('topic'), text('message'), tag, ttl, attestation)
        return true
      case 'irn_batchFetchMessages': {
        const topics = new Set(topicsOf(params))
        const messages = live().filter(
          (h) => topics.has(h.topic) && h.publisher !== peer.client && !h.ackedBy.has(peer.client),
        )
        return { messages: messages.map(messageOf), hasMore: false }
      }
      case 'wc_proposeSession': {
        // The dapp never sends irn_subscribe for its pairing topic: proposing subscribes it (to hear the answer).
        const pairingTopic = text('pairingTopic')
        subscribe(peer, pairingTopic)
        publish(peer, pairingTopic, text('sessionProposal'), TAG_PROPOSE, ttl, attestation)
        return true
      }
      case 'wc_approveSession': {
        // Likewise the wallet relies on approving to subscribe it to the new session topic.
        const sessionTopic = text('sessionTopic')
        subscribe(peer, sessionTopic)
        publish(peer, text('pairingTopic'), text('sessionProposalResponse'), TAG_PROPOSE_RESPONSE, ttl)
        publish(peer, sessionTopic, text('sessionSettlementRequest'), TAG_SETTLE, ttl)
        return true
      }
      default:
        throw { code: -32601, message: `Method not found: the Foyer test relay does not support ${method}` }
    }
  }

  function onMessage(peer: Peer, raw: RawData): void {
    let payload: { id?: unknown; method?: unknown; params?: unknown; result?: unknown; error?: unknown }
    try {
      payload = JSON.parse(raw.toString())
    } catch {
      send(peer, { id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } })
      return
    }
    const { id } = payload
    if (typeof payload.method !== 'string') {
      // An answer to one of our pushes: `result: true` is the client's acknowledgement.
      const held = peer.inflight.get(Number(id))
      peer.inflight.delete(Number(id))
      if (held && payload.result === true) held.ackedBy.add(peer.client)
      return
    }
    const method = payload.method
    const params = (payload.params ?? {}) as Params
    const entry: RelayLogEntry = { at: Date.now(), direction: 'in', client: peer.client, method }
    const topic = params.topic ?? params.pairingTopic ?? params.sessionTopic
    if (typeof topic === 'string') entry.topic = topic
    if (typeof params.tag === 'number') entry.tag = params.tag
    log.push(entry)
    try {
      send(peer, { id, jsonrpc: '2.0', result: handle(peer, method, params) })
    } catch (thrown) {
      const error = isRpcError(thrown) ? thrown : { code: -32603, message: String(thrown) }
      entry.error = error.message
      send(peer, { id, jsonrpc: '2.0', error })
    }
  }

  function onConnection(socket: WebSocket, request: IncomingMessage): void {
    const peer: Peer = { socket, client: clientOf(request), topics: new Set(), inflight: new Map() }
    socket.on('message', (raw) => onMessage(peer, raw))
    socket.on('close', () => {
      for (const topic of peer.topics) subscribers.get(topic)?.delete(peer)
    })
  }

  async function listen(port: number): Promise<number> {
    server = createServer((req, res) => serveVerify(req, res, verifyKeys))
    wss = acceptWebSockets(server)
    wss.on('connection', onConnection)
    // The client terminates a socket that has been silent for 35 s; pings keep idle sessions alive.
    const pinger = setInterval(() => {
      for (const socket of wss.clients) socket.ping()
    }, 10_000)
    pinger.unref()
    wss.on('close', () => clearInterval(pinger))
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, () => resolve())
    })
    return (server.address() as AddressInfo).port
  }

  async function stop(): Promise<void> {
    for (const socket of wss.clients) socket.terminate()
    await new Promise<void>((resolve) => wss.close(() => resolve()))
    server.closeAllConnections()
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
  }

  const port = await listen(options.port ?? 0)
  const httpUrl = `http://${host}:${port}`
  return {
    url: `ws://${host}:${port}`,
    httpUrl,
    verifyUrl: `${httpUrl}/v3`,
    port,
    log,
    stop,
    async restart() {
      await stop()
      subscribers = new Map()
      mailbox = []
      await listen(port)
    },
    down: stop,
    async up() {
      subscribers = new Map()
      mailbox = []
      await listen(port)
    },
    dropConnections() {
      for (const socket of wss.clients) socket.terminate()
    },
  }
}

/**
 * Serves the Verify API stand-in: `GET /v3/attestation` answers the page the SDK's hidden iframe loads
 * (it posts the attestation to its parent), `GET /v3/public-key` the key that signed it.
 */
function serveVerify(
  req: IncomingMessage,
  res: ServerResponse,
  keys: ReturnType<typeof generateKeyPairSync>,
) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader('Access-Control-Allow-Headers', '*')
  if (req.method === 'OPTIONS') return void res.writeHead(204).end()
  if (url.pathname === '/v3/public-key') {
    const publicKey = keys.publicKey.export({ format: 'jwk' })
    const body = { publicKey, algorithm: 'ES256', expiresAt: Math.floor(Date.now() / 1000) + 86_400 }
    return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
  }
  if (url.pathname === '/v3/attestation') {
    const query = url.searchParams
    const payload = {
      // The SDK ignores an attestation whose `id` is not the one it asked for.
      id: query.get('id') ?? '',
      origin: query.get('origin') ?? '',
      isScam: false,
      isVerified: true,
      exp: Math.floor(Date.now() / 1000) + 300,
    }
    const jwt = signJwt(payload, keys.privateKey)
    const message = JSON.stringify(JSON.stringify({ type: 'verify_attestation', attestation: jwt }))
    const html = `<!doctype html><script>window.parent.postMessage(${message.replaceAll('<', '\\u003c')}, '*')</script>`
    return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html)
  }
  res.writeHead(404, { 'Content-Type': 'text/plain' }).end(`No route for ${req.method} ${url.pathname}`)
}

function signJwt(payload: object, key: ReturnType<typeof generateKeyPairSync>['privateKey']): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const body = `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(payload)}`
  // JOSE wants the raw r || s signature, not DER.
  const signature = sign('sha256', Buffer.from(body), { key, dsaEncoding: 'ieee-p1363' })
  return `${body}.${signature.toString('base64url')}`
}

/** The client's id: the `iss` of the `auth` JWT it connects with (stable across its reconnects). */
function clientOf(request: IncomingMessage): string {
  const auth = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('auth')
  try {
    const iss = JSON.parse(Buffer.from(auth?.split('.')[1] ?? '', 'base64url').toString()).iss
    if (typeof iss === 'string') return iss
  } catch {}
  return `anonymous:${randomUUID()}`
}

function messageOf({ topic, message, publishedAt, tag, attestation }: Message): Message {
  return attestation
    ? { topic, message, publishedAt, tag, attestation }
    : { topic, message, publishedAt, tag }
}

function subscriptionId(peer: Peer, topic: string): string {
  return createHash('sha256').update(`${topic}${peer.client}`).digest('hex')
}

function topicsOf(params: Params): string[] {
  const { topics } = params
  if (!Array.isArray(topics) || !topics.every((t) => typeof t === 'string'))
    throw invalid('Missing or invalid "topics" param')
  return topics
}

function invalid(message: string): RpcError {
  return { code: -32602, message }
}

function isRpcError(value: unknown): value is RpcError {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value
}
