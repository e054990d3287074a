import { createPublicKey, verify } from 'node:crypto'
import { runInNewContext } from 'node:vm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type Relay, startRelay } from '../../devnet/wc-relay.js'

// The local relay spoken to with raw sockets: what the WalletConnect client relies on, one rule at a time.

type Push = { id: number; topic: string; message: string; publishedAt: number; tag: number }
type Reply = { result?: unknown; error?: { code: number; message: string } }

/** A bare relay client: JSON-RPC requests with a timeout, pushes recorded (and acknowledged, unless told). */
class RawClient {
  readonly pushes: Push[] = []
  private readonly socket: WebSocket
  private readonly pending = new Map<number, (reply: Reply) => void>()
  private nextId = 1

  private constructor(socket: WebSocket, ack: boolean) {
    this.socket = socket
    socket.on('message', (raw) => {
      const payload = JSON.parse(raw.toString())
      if (payload.method === 'irn_subscription') {
        this.pushes.push({ id: payload.id, ...payload.params.data })
        if (ack) socket.send(JSON.stringify({ id: payload.id, jsonrpc: '2.0', result: true }))
      } else this.pending.get(payload.id)?.(payload)
    })
  }

  /** Connects as `clientId` (the `iss` of an unsigned auth JWT, as the relay reads it) or anonymously. */
  static async connect(relay: Relay, options: { clientId?: string; ack?: boolean } = {}): Promise<RawClient> {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const auth = options.clientId ? `${part({ alg: 'none' })}.${part({ iss: options.clientId })}.` : ''
    const socket = new WebSocket(`${relay.url}/?auth=${auth}&projectId=foyer-test`)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    const client = new RawClient(socket, options.ack ?? true)
    clients.push(client)
    return client
  }

  request(method: string, params: object = {}): Promise<Reply> {
    const id = this.nextId++
    this.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${method} got no reply within 2 s`)), 2_000)
      this.pending.set(id, (reply) => {
        clearTimeout(timer)
        resolve(reply)
      })
    })
  }

  /** Resolves once a push arrived (pushes to other sockets are not ordered with our replies). */
  async waitForPushes(count: number): Promise<Push[]> {
    const deadline = Date.now() + 2_000
    while (this.pushes.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} pushes, got ${this.pushes.length}`)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    return this.pushes
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve()
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve())
      this.socket.close()
    })
  }
}

const clients: RawClient[] = []
const topic = (n: number) => n.toString(16).padStart(64, 'a')
let relay: Relay
let topics = 0
/** A fresh topic per test: the relay is shared and keeps its mailbox between tests. */
const freshTopic = () => topic(++topics)

beforeAll(async () => {
  relay = await startRelay()
})
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
})
afterAll(() => relay.stop())

describe('wc relay', () => {
  it('pushes a message published on a topic to its subscriber, with tag and publishedAt', async () => {
    const [subscriber, publisher] = [await RawClient.connect(relay), await RawClient.connect(relay)]
    const t = freshTopic()
    const subscribed = await subscriber.request('irn_subscribe', { topic: t })
    expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/)
    const before = Date.now()
    expect(
      await publisher.request('irn_publish', { topic: t, message: 'hello', ttl: 300, tag: 1108 }),
    ).toEqual({
      id: 1,
      jsonrpc: '2.0',
      result: true,
    })
    const [push] = await subscriber.waitForPushes(1)
    expect(push).toMatchObject({ topic: t, message: 'hello', tag: 1108 })
    expect(push?.publishedAt).toBeGreaterThanOrEqual(before)
    expect(relay.log.at(-1)).toMatchObject({
      direction: 'out',
      method: 'irn_subscription',
      topic: t,
      tag: 1108,
    })
  })

  it('never echoes a publish to the publisher', async () => {
    const [a, b] = [await RawClient.connect(relay), await RawClient.connect(relay)]
    const t = freshTopic()
    await a.request('irn_subscribe', { topic: t })
    await b.request('irn_subscribe', { topic: t })
    await a.request('irn_publish', { topic: t, message: 'from a', ttl: 300 })
    await b.waitForPushes(1)
    // An echo would have been written to `a` before the reply to its publish.
    expect(a.pushes).toEqual([])
  })

  it('holds messages for a topic nobody listens to and delivers them on subscribe', async () => {
    const publisher = await RawClient.connect(relay)
    const t = freshTopic()
    await publisher.request('irn_publish', { topic: t, message: 'one', ttl: 300, tag: 1100 })
    await publisher.request('irn_publish', { topic: t, message: 'two', ttl: 300, tag: 1108 })
    const late = await RawClient.connect(relay)
    await late.request('irn_subscribe', { topic: t })
    // Held messages are pushed before the reply to the subscribe.
    expect(late.pushes.map((p) => [p.message, p.tag])).toEqual([
      ['one', 1100],
      ['two', 1108],
    ])
  })

  it('redelivers a message until the client acknowledges it', async () => {
    const publisher = await RawClient.connect(relay)
    const t = freshTopic()
    await publisher.request('irn_publish', { topic: t, message: 'important', ttl: 300 })
    const forgetful = await RawClient.connect(relay, { clientId: 'did:key:forgetful', ack: false })
    await forgetful.request('irn_subscribe', { topic: t })
    expect(forgetful.pushes).toHaveLength(1)
    await forgetful.close()
    const again = await RawClient.connect(relay, { clientId: 'did:key:forgetful' })
    await again.request('irn_subscribe', { topic: t })
    expect(again.pushes.map((p) => p.message)).toEqual(['important'])
    await again.request('irn_batchFetchMessages', { topics: [t] }) // the ack has arrived once this answers
    await again.close()
    const acked = await RawClient.connect(relay, { clientId: 'did:key:forgetful' })
    await acked.request('irn_subscribe', { topic: t })
    expect(acked.pushes).toEqual([])
  })

  it('drops held messages whose ttl ran out', async () => {
    const publisher = await RawClient.connect(relay)
    const t = freshTopic()
    await publisher.request('irn_publish', { topic: t, message: 'short-lived', ttl: 1 })
    await publisher.request('irn_publish', { topic: t, message: 'long-lived', ttl: 300 })
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const late = await RawClient.connect(relay)
    await late.request('irn_subscribe', { topic: t })
    expect(late.pushes.map((p) => p.message)).toEqual(['long-lived'])
  })

  it('subscribes to many topics at once (irn_batchSubscribe)', async () => {
    const publisher = await RawClient.connect(relay)
    const [t1, t2] = [freshTopic(), freshTopic()]
    await publisher.request('irn_publish', { topic: t1, message: 'to t1', ttl: 300 })
    const subscriber = await RawClient.connect(relay)
    const { result } = await subscriber.request('irn_batchSubscribe', { topics: [t1, t2] })
    expect(result).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/), expect.stringMatching(/^[0-9a-f]{64}$/)])
    expect(subscriber.pushes.map((p) => p.topic)).toEqual([t1])
    await publisher.request('irn_publish', { topic: t2, message: 'to t2', ttl: 300 })
    expect((await subscriber.waitForPushes(2)).map((p) => p.message)).toEqual(['to t1', 'to t2'])
  })

  it('stops delivering after irn_unsubscribe', async () => {
    const [subscriber, publisher] = [await RawClient.connect(relay), await RawClient.connect(relay)]
    const t = freshTopic()
    const { result: id } = await subscriber.request('irn_subscribe', { topic: t })
    // The SDK sends the id it computed itself; the relay goes by topic.
    expect(await subscriber.request('irn_unsubscribe', { topic: t, id: `not-${id}` })).toMatchObject({
      result: true,
    })
    await publisher.request('irn_publish', { topic: t, message: 'unheard', ttl: 300 })
    await subscriber.request('irn_batchFetchMessages', { topics: [] }) // ordered after the publish
    expect(subscriber.pushes).toEqual([])
  })

  it('answers the session shortcuts: wc_proposeSession and wc_approveSession', async () => {
    const [dapp, wallet] = [await RawClient.connect(relay), await RawClient.connect(relay)]
    const [pairingTopic, sessionTopic] = [freshTopic(), freshTopic()]
    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'proposal',
      ttl: 300,
    })
    expect(proposed.result).toBe(true)
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    expect(wallet.pushes.map((p) => [p.message, p.tag])).toEqual([['proposal', 1100]])
    const approval = {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    }
    expect((await wallet.request('wc_approveSession', approval)).result).toBe(true)
    await dapp.waitForPushes(1) // the dapp was subscribed to the pairing topic by proposing
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    expect(dapp.pushes.map((p) => [p.message, p.tag])).toEqual([
      ['response', 1101],
      ['settle', 1102],
    ])
    // The wallet was subscribed to the session topic by approving.
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'request', ttl: 300, tag: 1108 })
    expect((await wallet.waitForPushes(2)).at(-1)).toMatchObject({ message: 'request', tag: 1108 })
  })

  it('answers unknown methods with -32601 and invalid params with -32602, and logs them', async () => {
    const client = await RawClient.connect(relay)
    const unknown = await client.request('irn_batchPublish', { messages: [] })
    expect(unknown.error).toMatchObject({
      code: -32601,
      message: expect.stringContaining('irn_batchPublish'),
    })
    expect(relay.log.at(-1)).toMatchObject({
      direction: 'in',
      method: 'irn_batchPublish',
      error: expect.any(String),
    })
    expect((await client.request('irn_publish', { message: 'no topic', ttl: 1 })).error).toMatchObject({
      code: -32602,
    })
  })

  it('keeps the mailbox through dropConnections() but forgets everything on restart()', async () => {
    const publisher = await RawClient.connect(relay)
    const [kept, lost] = [freshTopic(), freshTopic()]
    await publisher.request('irn_publish', { topic: kept, message: 'kept', ttl: 300 })
    relay.dropConnections()
    const afterBlip = await RawClient.connect(relay)
    await afterBlip.request('irn_subscribe', { topic: kept })
    expect(afterBlip.pushes.map((p) => p.message)).toEqual(['kept'])

    const subscriber = await RawClient.connect(relay)
    await subscriber.request('irn_subscribe', { topic: lost })
    await afterBlip.request('irn_publish', { topic: lost, message: 'lost', ttl: 300 })
    await subscriber.waitForPushes(1)
    const port = relay.port
    await relay.restart()
    expect(relay.port).toBe(port)
    const fresh = await RawClient.connect(relay)
    // Neither the mailbox nor the old subscription survived: nothing to deliver, nobody to deliver to.
    await fresh.request('irn_publish', { topic: kept, message: 'after restart', ttl: 300 })
    await fresh.request('irn_subscribe', { topic: lost })
    expect(fresh.pushes).toEqual([])
    expect(subscriber.pushes).toHaveLength(1)
  })

  it('serves a Verify attestation page that posts a signed JWT for the requested id', async () => {
    const query = new URLSearchParams({
      projectId: 'foyer-test',
      origin: 'http://127.0.0.1:5173',
      id: 'abc123',
    })
    const response = await fetch(`${relay.verifyUrl}/attestation?${query}&decryptedId=def`)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    // Run the page's script as the SDK's hidden iframe would: it must post a JSON string to its parent.
    const html = await response.text()
    const script = html.slice(html.indexOf('<script>') + 8, html.indexOf('</script>'))
    const messages: unknown[][] = []
    runInNewContext(script, {
      window: { parent: { postMessage: (...args: unknown[]) => messages.push(args) } },
    })
    expect(messages).toEqual([[expect.any(String), '*']])
    const posted = JSON.parse(messages[0]?.[0] as string)
    expect(posted.type).toBe('verify_attestation')
    const [header, payload, signature] = (posted.attestation as string).split('.') as [string, string, string]
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString())
    expect(decode(payload)).toMatchObject({ id: 'abc123', origin: 'http://127.0.0.1:5173', isVerified: true })
    expect(decode(payload).exp).toBeGreaterThan(Date.now() / 1000)

    const { publicKey, expiresAt } = await (await fetch(`${relay.verifyUrl}/public-key`)).json()
    expect(expiresAt).toBeGreaterThan(Date.now() / 1000)
    const key = createPublicKey({ key: publicKey, format: 'jwk' })
    const data = Buffer.from(`${header}.${payload}`)
    expect(
      verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url')),
    ).toBe(true)
  })
})
