import { type Address, encodeFunctionData, erc20Abi, type Hex, numberToHex, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { evmAtomicBatchStatus } from '../../core/src/chains/eip155/transfer/evm-batch.js'
import { BATCH_EXECUTOR_RUNTIME } from '../devnet/contracts/batch-executor.bytecode.js'
import {
  BATCH_EXECUTOR_ADDRESS,
  batchExecutorAbi,
  DELEGATED_TO_BATCH_EXECUTOR,
} from '../devnet/contracts/batch-executor.js'
import { compileBatchExecutor } from '../devnet/contracts/compile-batch-executor.js'
import { swapCall, swapPlan } from '../devnet/convert-swap.js'
import { FOY_ADDRESS, FUSD_ADDRESS } from '../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0, ANVIL_PRIVATE_KEY_0, ANVIL_PRIVATE_KEY_1 } from '../devnet/local-networks.js'
import { DEVNET_EXCHANGE, UNISWAP_V2_ROUTER_ADDRESS } from '../devnet/uniswap.js'
import { createScriptedWallet } from '../wallets/eip1193-wallet.js'
import { type SwapStack, useSwapStack } from './swap-stack.js'

// An approval and a swap as one EIP-5792 batch, run by the scripted wallet on anvil: one
// `wallet_sendCalls`, one EIP-7702 transaction that delegates the account to BatchExecutor and runs
// both calls, all or none. The chain is the oracle: allowance and balances read after, and the
// transactions the block holds.

let stack: SwapStack
useSwapStack((started) => {
  stack = started
})

const user = ANVIL_ADDRESS_0
const amount = parseUnits('10', 18)

function batchingWallet() {
  return createScriptedWallet({
    chains: [{ chainId: stack.anvil.chainId, rpcUrl: stack.anvil.rpcUrl }],
    privateKey: ANVIL_PRIVATE_KEY_0,
    authorised: true,
    batching: 'atomic',
  })
}

const allowance = () =>
  stack.chain.readContract({
    address: FUSD_ADDRESS,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [user, UNISWAP_V2_ROUTER_ADDRESS],
  })
const balanceOf = (token: Address) =>
  stack.chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [user] })

/** The approval and the swap as the local API builds them (the swap unestimated: nothing is approved yet). */
async function approveAndSwap() {
  const pair = { network: stack.network, from: FUSD_ADDRESS as Hex, to: FOY_ADDRESS as Hex }
  const [approval, swap] = await Promise.all([
    stack.convert.buildApproval({ ...pair, userAddress: user, amount }),
    stack.convert.buildSwap({ ...pair, userAddress: user, amount, disableEstimate: true }),
  ])
  return { approval, swap }
}

/** The calls in EIP-5792's shape: hex values. */
const asCall = (call: { to: string; data: string; value: bigint }) => ({
  to: call.to,
  data: call.data,
  value: numberToHex(call.value),
})

/** Asks `wallet_getCallsStatus` until it is no longer pending (100). */
async function settled(provider: ReturnType<typeof batchingWallet>['provider'], id: string) {
  for (;;) {
    const status = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
      status: number
      receipts?: { status: Hex; transactionHash: Hex }[]
    }
    if (status.status !== 100) return status
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const sendCalls = (calls: unknown[]) => ({
  method: 'wallet_sendCalls',
  params: [
    { version: '2.0.0', chainId: numberToHex(stack.anvil.chainId), from: user, atomicRequired: true, calls },
  ],
})

describe('EIP-5792 batches on anvil (EIP-7702 to BatchExecutor)', () => {
  it('the committed runtime code is what BatchExecutor.sol compiles to', () => {
    expect(compileBatchExecutor()).toBe(BATCH_EXECUTOR_RUNTIME)
  }, 60_000)

  it('reports atomic batching on a chain with BatchExecutor, and nothing when the lever is off', async () => {
    const { provider, controls } = batchingWallet()
    const chainId = numberToHex(stack.anvil.chainId)
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [user, [chainId]] })).toEqual({
      [chainId]: { atomic: { status: 'supported' } },
    })
    controls.setBatching('none')
    await expect(
      provider.request({ method: 'wallet_getCapabilities', params: [user] }),
    ).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('approves and swaps as one wallet request and one atomic transaction', async () => {
    const { provider, controls } = batchingWallet()
    const { approval, swap } = await approveAndSwap()
    const before = { fusd: await balanceOf(FUSD_ADDRESS), foy: await balanceOf(FOY_ADDRESS) }
    const blockBefore = await stack.chain.getBlockNumber()
    const { id } = (await provider.request(sendCalls([asCall(approval), asCall(swap)]))) as { id: string }
    const status = await settled(provider, id)
    expect(status.status).toBe(200)
    expect(status.receipts).toHaveLength(1)
    const hash = status.receipts?.[0]?.transactionHash as Hex
    // One transaction, from the account to itself, of type 4 (EIP-7702), and no other one.
    const transaction = await stack.chain.getTransaction({ hash })
    expect(transaction.type).toBe('eip7702')
    expect(transaction.from.toLowerCase()).toBe(user.toLowerCase())
    expect(transaction.to?.toLowerCase()).toBe(user.toLowerCase())
    expect(await stack.chain.getBlockNumber()).toBe(blockBefore + 1n)
    expect(controls.requests.filter((request) => request.method === 'wallet_sendCalls')).toHaveLength(1)
    expect(controls.requests.filter((request) => request.method === 'eth_sendTransaction')).toEqual([])
    // The approval was of exactly the amount, and the swap spent it all.
    expect(await allowance()).toBe(0n)
    expect(await balanceOf(FUSD_ADDRESS)).toBe(before.fusd - amount)
    expect((await balanceOf(FOY_ADDRESS)) - before.foy >= swap.toAmount - swap.toAmount / 100n).toBe(true)
    expect(await stack.chain.getCode({ address: user })).toBe(DELEGATED_TO_BATCH_EXECUTOR)
  }, 60_000)

  it('a batch whose swap fails leaves no approval behind, and its status is a failure (500)', async () => {
    const { provider } = batchingWallet()
    const { approval } = await approveAndSwap()
    const plan = swapPlan(DEVNET_EXCHANGE, { from: FUSD_ADDRESS, to: FOY_ADDRESS })
    if ('reason' in plan) throw new Error(plan.reason)
    // The router refuses a swap that would give less than its minimum: ask for far more than the pool gives.
    const latest = await stack.chain.getBlock()
    const greedy = swapCall(plan, {
      amountIn: amount,
      amountOutMin: parseUnits('1000000', 18),
      recipient: user,
      deadline: latest.timestamp + 600n,
    })
    const before = { fusd: await balanceOf(FUSD_ADDRESS), allowance: await allowance() }
    const { id } = (await provider.request(
      sendCalls([asCall(approval), asCall({ to: UNISWAP_V2_ROUTER_ADDRESS, ...greedy })]),
    )) as { id: string }
    const status = await settled(provider, id)
    expect(status.status).toBe(500)
    expect(status.receipts?.[0]?.status).toBe('0x0')
    expect(await allowance()).toBe(before.allowance)
    expect(await balanceOf(FUSD_ADDRESS)).toBe(before.fusd)
  }, 60_000)

  it('a wallet that claims success for a reverted batch is not believed: the chain decides', async () => {
    const { provider, controls } = batchingWallet()
    const { approval } = await approveAndSwap()
    const plan = swapPlan(DEVNET_EXCHANGE, { from: FUSD_ADDRESS, to: FOY_ADDRESS })
    if ('reason' in plan) throw new Error(plan.reason)
    const latest = await stack.chain.getBlock()
    const greedy = swapCall(plan, {
      amountIn: amount,
      amountOutMin: parseUnits('1000000', 18),
      recipient: user,
      deadline: latest.timestamp + 600n,
    })
    controls.lieAboutCallsStatus(true)
    const { id } = (await provider.request(
      sendCalls([asCall(approval), asCall({ to: UNISWAP_V2_ROUTER_ADDRESS, ...greedy })]),
    )) as { id: string }
    // The wallet says 200 with a successful receipt …
    expect((await settled(provider, id)).status).toBe(200)
    // … Foyer's reading asks the chain, which reverted it.
    const status = await evmAtomicBatchStatus(provider as never, stack.chain as never, {
      id,
      proof: { token: FUSD_ADDRESS, from: user, amount },
    })
    expect(status.status).toBe('reverted')
    expect(await allowance()).toBe(0n)
  }, 60_000)

  it('Foyer reads a real batch as confirmed, with the transaction that carried it', async () => {
    const { provider } = batchingWallet()
    const { approval, swap } = await approveAndSwap()
    const { id } = (await provider.request(sendCalls([asCall(approval), asCall(swap)]))) as { id: string }
    const wallet = await settled(provider, id)
    const status = await evmAtomicBatchStatus(provider as never, stack.chain as never, {
      id,
      proof: { token: FUSD_ADDRESS, from: user, amount },
    })
    expect(status).toEqual({ status: 'confirmed', id: wallet.receipts?.[0]?.transactionHash })
  }, 60_000)

  it('the delegated account runs calls only for itself: anyone else calling execute is refused', async () => {
    const { provider } = batchingWallet()
    const { approval } = await approveAndSwap()
    const { id } = (await provider.request(sendCalls([asCall(approval)]))) as { id: string }
    expect((await settled(provider, id)).status).toBe(200)
    // Another account asks the delegated account to approve its own router spending: refused.
    const stranger = privateKeyToAccount(ANVIL_PRIVATE_KEY_1)
    const theft = encodeFunctionData({
      abi: batchExecutorAbi,
      functionName: 'execute',
      args: [[{ to: FUSD_ADDRESS, value: 0n, data: approval.data }]],
    })
    await expect(stack.chain.call({ account: stranger, to: user, data: theft })).rejects.toThrow(
      /Unauthorised|revert/i,
    )
    expect(await stack.chain.getCode({ address: BATCH_EXECUTOR_ADDRESS })).toBe(BATCH_EXECUTOR_RUNTIME)
  }, 60_000)
})
