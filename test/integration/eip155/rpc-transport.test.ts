import { TokenBalanceUnavailableError } from '@foyer/core'
import { eip155, type RpcOptions } from '@foyer/core/eip155'
import { HttpRequestError, parseEther, TimeoutError } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Anvil, startAnvil } from '../../devnet/anvil.js'
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
    expect(second.bodies).toHaveLength(1)
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
    const balance = await balanceOver([hanging.url, anvil.rpcUrl], { timeoutMs: 200 })
    expect(balance.value).toBe(tenThousand)
    expect(hanging.bodies).toHaveLength(1)
  })
})
