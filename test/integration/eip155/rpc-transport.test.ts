import { TokenBalanceUnavailableError } from '@foyer/core'
import { eip155, type RpcOptions } from '@foyer/core/eip155'
import { HttpRequestError, parseEther, TimeoutError } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { publicRpcUrl, rpcUrlsOf } from '../../../core/src/chains/public-rpc.js'
import { FALLBACK_PING_TIMEOUT_MS } from '../../../core/src/chains/rpc-options.js'
import { rankRpcUrls } from '../../../core/src/chains/rpc-rank.js'
import { type Anvil, startAnvil } from '../../devnet/anvil.js'
import { type ApiService, start as startApiService } from '../../devnet/api-service.js'
import { DEVNET_TOKENS } from '../../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0, DEVNET_A, devnetNetwork } from '../../devnet/local-networks.js'
import { deadUrl, type ProxyStep, type RpcProxy, startRpcProxy } from './rpc-proxy.js'

// Balances over HTTP JSON-RPC (SPEC §9): retries with backoff, batching, fallback URLs and timeouts,
// with a misbehaving proxy in front of anvil.

const tenThousand = parseEther('10000')
const otherAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let anvil: Anvil
const proxies: RpcProxy[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: DEVNET_A })
})
afterAll(() => anvil.stop())
afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()))
})

async function proxy(plan: readonly ProxyStep[] = [], then: ProxyStep = 'forward') {
  const started = await startRpcProxy(anvil.rpcUrl, plan, then)
  proxies.push(started)
  return started
}

function balanceOver(urls: readonly string[], rpc?: RpcOptions, address = ANVIL_ADDRESS_0) {
  const network = devnetNetwork(DEVNET_A, urls)
  return eip155({ networks: [network], rpc }).getBalance({ address, network })
}

/** The errors in an error's `cause` chain. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = []
  for (let e = error; e instanceof Error; e = e.cause) chain.push(e)
  return chain
}

describe('retries', () => {
  it('retries a 503 twice with the default backoff, then reads the balance (3 requests)', async () => {
    const flaky = await proxy([{ status: 503 }, { status: 503 }])
    const started = Date.now()
    const balance = await balanceOver([flaky.url])
    expect(balance.value).toBe(tenThousand)
    expect(flaky.bodies).toHaveLength(3)
    // 150 ms then 300 ms of backoff (SPEC §9: exponential, base 150 ms).
    expect(Date.now() - started).toBeGreaterThanOrEqual(450)
  })

  it('gives up after 3 retries (4 requests) with the HTTP status in the cause', async () => {
    const down = await proxy([], { status: 503 })
    const error = await balanceOver([down.url], { retryDelayMs: 5 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TokenBalanceUnavailableError)
    expect(down.bodies).toHaveLength(4)
    const http = causes(error).find((e) => e instanceof HttpRequestError) as HttpRequestError | undefined
    expect(http?.status).toBe(503)
  })

  it('does not retry a status outside the list (404)', async () => {
    const missing = await proxy([], { status: 404 })
    await expect(balanceOver([missing.url], { retryDelayMs: 5 })).rejects.toThrow(
      TokenBalanceUnavailableError,
    )
    expect(missing.bodies).toHaveLength(1)
  })
})

describe('batching', () => {
  it('sends two balance reads made together as one JSON-RPC batch', async () => {
    const counting = await proxy()
    const network = devnetNetwork(DEVNET_A, counting.url)
    const adapter = eip155({ networks: [network] })
    const [first, second] = await Promise.all([
      adapter.getBalance({ address: ANVIL_ADDRESS_0, network }),
      adapter.getBalance({ address: otherAddress, network }),
    ])
    expect([first.value, second.value]).toEqual([tenThousand, tenThousand])
    expect(counting.bodies).toHaveLength(1)
    const [batch] = counting.bodies as { method: string }[][]
    expect(batch?.map((call) => call.method)).toEqual(['eth_getBalance', 'eth_getBalance'])
  })

  it('splits batches at batchSize', async () => {
    const counting = await proxy()
    const network = devnetNetwork(DEVNET_A, counting.url)
    const adapter = eip155({ networks: [network], rpc: { batchSize: 2 } })
    const addresses = [ANVIL_ADDRESS_0, otherAddress, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC']
    await Promise.all(addresses.map((address) => adapter.getBalance({ address, network })))
    expect((counting.bodies as unknown[][]).map((batch) => batch.length)).toEqual([2, 1])
  })
})

describe('fallback and timeout', () => {
  it('reads from the next URL when the first one refuses connections', async () => {
    const second = await proxy()
    const balance = await balanceOver([await deadUrl(), second.url])
    expect(balance.value).toBe(tenThousand)
    // The ping that ranked it first, then the read.
    expect(second.bodies).toHaveLength(2)
  })

  it('fails a hanging URL after the timeout, without waiting for it', async () => {
    const hanging = await proxy([], 'hang')
    const started = Date.now()
    const error = await balanceOver([hanging.url], { timeoutMs: 200, retryCount: 0 }).catch((e: unknown) => e)
    const elapsed = Date.now() - started
    expect(error).toBeInstanceOf(TokenBalanceUnavailableError)
    expect(causes(error).some((e) => e instanceof TimeoutError)).toBe(true)
    expect(elapsed).toBeGreaterThanOrEqual(190)
    expect(elapsed).toBeLessThan(2_000)
  })

  it('moves on from a hanging URL to the next one after the timeout', async () => {
    const hanging = await proxy([], 'hang')
    // Its ping times out, which ranks it last: the read goes to the next URL and never waits on it.
    const balance = await balanceOver([hanging.url, anvil.rpcUrl], { timeoutMs: 200, pingTimeoutMs: 200 })
    expect(balance.value).toBe(tenThousand)
    expect(hanging.bodies).toEqual([expect.objectContaining({ method: 'eth_chainId' })])
  })
})

describe('fallback ping (SPEC §9: endpoints ranked by answer time, 4 s each)', () => {
  it('asks the endpoint that answered the ping, after pinging each once; a silent one is ranked last', async () => {
    // The silent endpoint comes first in the list: without the ranking every read would wait on it.
    const silent = await proxy([], 'hang')
    const answering = await proxy()
    const urls = [silent.url, answering.url]
    const adapter = eip155({ networks: [devnetNetwork(DEVNET_A, urls)] })
    const network = adapter.networks[0]
    await adapter.getBalance({ address: ANVIL_ADDRESS_0, network })
    await adapter.getBalance({ address: otherAddress, network })
    // One ping each, then both reads from the answering endpoint; the silent one saw only its ping.
    expect(silent.bodies.map(methodsOf)).toEqual([['eth_chainId']])
    expect(answering.bodies.map(methodsOf)).toEqual([['eth_chainId'], ['eth_getBalance'], ['eth_getBalance']])
  })

  it('skips an endpoint whose ping failed, and keeps it as the last resort', async () => {
    const failing = await proxy([{ status: 500 }], 'forward')
    const answering = await proxy()
    const adapter = eip155({ networks: [devnetNetwork(DEVNET_A, [failing.url, answering.url])] })
    const balance = await adapter.getBalance({ address: ANVIL_ADDRESS_0, network: adapter.networks[0] })
    expect(balance.value).toBe(tenThousand)
    expect(failing.bodies.map(methodsOf)).toEqual([['eth_chainId']])
    expect(answering.bodies.map(methodsOf)).toEqual([['eth_chainId'], ['eth_getBalance']])
  })

  it('ranks answered endpoints ahead of failed ones, failed ones in their given order', async () => {
    const refused = await deadUrl()
    const failing = await proxy([], { status: 500 })
    const answering = await proxy()
    const order = await rankRpcUrls([refused, failing.url, answering.url], {
      method: 'eth_chainId',
      timeoutMs: FALLBACK_PING_TIMEOUT_MS,
    })
    expect(order).toEqual([answering.url, refused, failing.url])
  })

  it('pings nothing until the network is read, and a single endpoint never', async () => {
    const first = await proxy()
    const second = await proxy()
    eip155({ networks: [devnetNetwork(DEVNET_A, [first.url, second.url])] })
    const alone = await proxy()
    const adapter = eip155({ networks: [devnetNetwork(DEVNET_A, [alone.url])] })
    await adapter.getBalance({ address: ANVIL_ADDRESS_0, network: adapter.networks[0] })
    expect([first.bodies, second.bodies]).toEqual([[], []])
    expect(alone.bodies.map(methodsOf)).toEqual([['eth_getBalance']])
  })
})

describe('public RPC host (SPEC §7: chainId and projectId query, the last fallback)', () => {
  let service: ApiService
  beforeAll(async () => {
    service = await startApiService()
    service.setChains({ [`eip155:${DEVNET_A}`]: { rpcUrl: anvil.rpcUrl, tokens: DEVNET_TOKENS } })
  })
  afterAll(() => service.close())

  const publicRpc = () => ({
    url: service.url,
    projectId: 'p-rpc',
    networks: [`eip155:${DEVNET_A}` as const],
  })

  it('reads a network with no RPC URL of its own through the host, naming the chain and project', async () => {
    service.requests.length = 0
    const network = devnetNetwork(DEVNET_A, [])
    expect(rpcUrlsOf(network, { publicRpc: publicRpc() })).toEqual([
      `${service.url}/v1/?chainId=eip155%3A${DEVNET_A}&projectId=p-rpc`,
    ])
    const adapter = eip155({ networks: [network], rpc: { publicRpc: publicRpc() } })
    const balance = await adapter.getBalance({ address: ANVIL_ADDRESS_0, network })
    expect(balance.value).toBe(tenThousand)
    const rpcCalls = service.requests.filter((request) => request.path === '/v1/')
    expect(rpcCalls.map((request) => [request.method, request.query, methodsOf(request.body)])).toEqual([
      ['POST', { chainId: `eip155:${DEVNET_A}`, projectId: 'p-rpc' }, ['eth_getBalance']],
    ])
  })

  it("puts the site's own URL first and the host last, and reads from the host when the own URL fails", async () => {
    service.requests.length = 0
    const own = await proxy([], { status: 503 })
    const network = devnetNetwork(DEVNET_A, [own.url])
    expect(rpcUrlsOf(network, { publicRpc: publicRpc() })).toEqual([
      own.url,
      `${service.url}/v1/?chainId=eip155%3A${DEVNET_A}&projectId=p-rpc`,
    ])
    const adapter = eip155({ networks: [network], rpc: { publicRpc: publicRpc(), retryDelayMs: 5 } })
    expect((await adapter.getBalance({ address: ANVIL_ADDRESS_0, network })).value).toBe(tenThousand)
    // Both pinged; the own URL failed its ping, so the read went to the host.
    expect(own.bodies.map(methodsOf)).toEqual([['eth_chainId']])
    expect(
      service.requests.filter((request) => request.path === '/v1/').map((r) => methodsOf(r.body)),
    ).toEqual([['eth_chainId'], ['eth_getBalance']])
  })

  it('leaves networks the host does not serve to their own URLs', () => {
    const network = devnetNetwork(DEVNET_A, [anvil.rpcUrl])
    expect(rpcUrlsOf(network, { publicRpc: { url: service.url, projectId: 'p-rpc' } })).toEqual([
      anvil.rpcUrl,
    ])
    expect(publicRpcUrl({ url: 'https://rpc.example.com/', projectId: 'p1' }, 'eip155:8453')).toBe(
      'https://rpc.example.com/v1/?chainId=eip155%3A8453&projectId=p1',
    )
  })
})

/** The JSON-RPC methods of one HTTP body: one call, or a batch. */
function methodsOf(body: unknown): string[] {
  const calls = Array.isArray(body) ? body : [body]
  return calls.map((call) => (call as { method: string }).method)
}
