import { createTestClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eip155Kit } from '../../../core/src/chains/eip155/eip155.kit.js'
import type { WaitUntilLanded } from '../../../core/src/chains/kit.types.js'
import { type Anvil, startAnvil } from '../../devnet/anvil.js'
import { ANVIL_PRIVATE_KEY_0, DEVNET_A } from '../../devnet/local-networks.js'
import { deadUrl, type RpcProxy, startRpcProxy } from './rpc-proxy.js'

// The eip155 kit's wait for a sent transaction, against a local chain that mines only when told to
// (behind a proxy that records what the wait asks): it ends when the transaction has a receipt, and
// not before, although the node answered with its hash long before.

let anvil: Anvil
let proxy: RpcProxy
let wait: WaitUntilLanded
beforeAll(async () => {
  anvil = await startAnvil({ chainId: DEVNET_A })
  proxy = await startRpcProxy(anvil.rpcUrl)
  const load = eip155Kit.loadWaitUntilLanded
  if (!load) throw new Error('the eip155 kit has no wait until landed')
  wait = await load()
})
afterAll(async () => {
  await proxy.close()
  await anvil.stop()
})

/** What the wait is given for the chain at `url`: its RPC URL, and a minute. */
const onChain = (url: string) => ({ rpcUrls: [url], timeoutMs: 60_000 })
const chain = () => createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })

/** A transfer the node accepted while it does not mine: its hash, and no block yet. */
async function sendUnmined(): Promise<`0x${string}`> {
  await chain().setAutomine(false)
  const account = privateKeyToAccount(ANVIL_PRIVATE_KEY_0)
  const wallet = createWalletClient({ account, transport: http(anvil.rpcUrl) })
  return wallet.sendTransaction({
    chain: null,
    to: '0x000000000000000000000000000000000000bEEF',
    value: parseEther('0.01'),
  })
}

/** How many times the wait asked the chain for `hash`'s receipt. */
const receiptQuestions = (hash: string) =>
  proxy.bodies
    .flat()
    .filter((body) => JSON.stringify(body).includes('eth_getTransactionReceipt'))
    .filter((body) => JSON.stringify(body).includes(hash)).length

describe('eip155: waiting until a sent transaction has landed', () => {
  it('ends once the transaction is in a block, not when the node answers with its hash', async () => {
    const hash = await sendUnmined()
    let landed = false
    // Behind the proxy, whose requests the test reads.
    const waiting = wait({ ...onChain(proxy.url), id: hash }, new AbortController().signal).then(() => {
      landed = true
    })
    await vi.waitFor(() => expect(receiptQuestions(hash)).toBeGreaterThanOrEqual(2), { timeout: 10_000 })
    expect(landed, 'asked twice, no receipt yet: still waiting').toBe(false)
    await chain().mine({ blocks: 1 })
    await waiting
    expect(landed).toBe(true)
    await chain().setAutomine(true)
  })

  it('stops waiting as soon as its signal aborts', async () => {
    const hash = await sendUnmined()
    const stop = new AbortController()
    // Straight to the chain: the proxy would be left forwarding the receipt question under way.
    const waiting = wait({ ...onChain(anvil.rpcUrl), id: hash }, stop.signal)
    stop.abort(new Error('Foyer stopped'))
    await expect(waiting).rejects.toThrow('Foyer stopped')
    await chain().mine({ blocks: 1 })
    await chain().setAutomine(true)
  })

  it('asks again when the chain fails to answer, and the next RPC URL when one is down', async () => {
    const failingOnce = await startRpcProxy(anvil.rpcUrl, [{ status: 503 }])
    try {
      const hash = await sendUnmined()
      const waiting = wait(
        { ...onChain(failingOnce.url), rpcUrls: [await deadUrl(), failingOnce.url], id: hash },
        new AbortController().signal,
      )
      await vi.waitFor(() => expect(failingOnce.bodies.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 })
      await chain().mine({ blocks: 1 })
      await expect(waiting).resolves.toBe('succeeded')
    } finally {
      await chain().setAutomine(true)
      await failingOnce.close()
    }
  })

  it('gives up once its time is over, the transaction still not in a block', async () => {
    const hash = await sendUnmined()
    const waiting = wait({ ...onChain(anvil.rpcUrl), id: hash, timeoutMs: 1 }, new AbortController().signal)
    await expect(waiting).rejects.toThrow(`No receipt of ${hash} within 1 ms`)
    await chain().mine({ blocks: 1 })
    await chain().setAutomine(true)
  })

  it('refuses an id that is no transaction hash', async () => {
    await expect(
      wait({ ...onChain(anvil.rpcUrl), id: '0x1234' }, new AbortController().signal),
    ).rejects.toThrow('not an EVM transaction hash')
  })
})
