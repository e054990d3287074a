import {
  type Address,
  createWalletClient,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { type EvmAddress, NATIVE_TOKEN_ADDRESS } from '../../core/src/api/blockchain/convert.types.js'
import { SWAP_SLIPPAGE_PERCENT } from '../../core/src/api/blockchain/convert-api.js'
import { eip155Kit } from '../../core/src/chains/eip155/eip155.kit.js'
import { evmMock } from '../../core/src/machines/connection/connection.fixtures.js'
import type { SwapRequest } from '../../core/src/machines/swap/swap.actors.js'
import { SwapCallMismatchError } from '../../core/src/machines/swap/swap.mismatch.js'
import { verifySwapApproval, verifySwapTransaction } from '../../core/src/machines/swap/swap.verify.js'
import { mainnet } from '../../core/src/networks/definitions/index.js'
import { devnetViemChain, FOY_ADDRESS, FUSD_ADDRESS } from '../devnet/evm-tokens.js'
import {
  ANVIL_ADDRESS_0,
  ANVIL_ADDRESS_1,
  ANVIL_PRIVATE_KEY_0,
  ANVIL_PRIVATE_KEY_1,
} from '../devnet/local-networks.js'
import { UNISWAP_V2_ROUTER_ADDRESS, WETH_ADDRESS } from '../devnet/uniswap.js'
import { uniswapArtifact } from '../devnet/uniswap-artifacts.js'
import { type SwapStack, useSwapStack } from './swap-stack.js'

// A swap end to end as Foyer will run it: the approval and the swap built by the local API, read by
// Foyer's convert client, signed and sent by a real key on anvil. The chain's balances are the oracle:
// they move by exactly the amount in and the amount the router gave, never less than the quote allows.

let stack: SwapStack
useSwapStack((started) => {
  stack = started
})

const user = ANVIL_ADDRESS_0
const routerAbi = () => uniswapArtifact('UniswapV2Router02').abi

function signer(privateKey: Hex = ANVIL_PRIVATE_KEY_0) {
  return createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: devnetViemChain(stack.anvil.chainId, stack.anvil.rpcUrl),
    transport: http(stack.anvil.rpcUrl),
  })
}

/** Sends a call from the user and waits for it; the receipt, whatever its status. */
async function send(call: { to: Address; data: Hex; value: bigint; gas?: bigint | undefined }) {
  const hash = await signer().sendTransaction(call)
  return stack.chain.waitForTransactionReceipt({ hash })
}

const tokenBalance = (token: Address) =>
  stack.chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [user] })
const ethBalance = () => stack.chain.getBalance({ address: user })

/** The arguments of the router call a swap answer carries. */
function decodeSwap(data: Hex) {
  return decodeFunctionData({ abi: routerAbi(), data }) as { functionName: string; args: readonly unknown[] }
}

/** The quote, the swap built for it, and the approval first when the source is a token. */
async function prepare(from: EvmAddress, to: EvmAddress, amount: bigint, disableEstimate = false) {
  const pair = { network: stack.network, from, to }
  const [quote] = await stack.convert.quotes({ ...pair, amount, userAddress: user })
  if (!quote) throw new Error('no quote')
  return {
    pair,
    quote,
    build: () => stack.convert.buildSwap({ ...pair, amount, userAddress: user, disableEstimate }),
  }
}

/** How the eip155 kit's wait (what the swap's result reads) says the transaction `hash` ended. */
async function landedOutcome(hash: Hex) {
  const wait = await eip155Kit.loadWaitUntilLanded?.()
  if (!wait) throw new Error('the eip155 kit has no wait until landed')
  return wait({ id: hash, rpcUrls: [stack.anvil.rpcUrl], timeoutMs: 30_000 }, new AbortController().signal)
}

const minimumOf = (quoted: bigint) => (quoted * BigInt(100 - SWAP_SLIPPAGE_PERCENT)) / 100n

/**
 * The swap as the swap machine asks for it, from the account on the devnet whose router the site
 * declares (as the demo does): what Foyer's checks of the built calls compare them with.
 */
async function swapRequestFor(from: EvmAddress, to: EvmAddress, amount: bigint): Promise<SwapRequest> {
  const tokens = await stack.convert.tokens({ network: stack.network })
  const tokenOf = (address: EvmAddress) => {
    const token = tokens.find((each) => each.address.toLowerCase() === address.toLowerCase())
    if (!token) throw new Error(`the API lists no ${address}`)
    return token
  }
  const network = {
    ...mainnet,
    caipNetworkId: stack.network,
    contracts: { uniswapV2Router02: { address: UNISWAP_V2_ROUTER_ADDRESS } },
  }
  return {
    account: { address: user, network, adapter: evmMock() },
    network: stack.network,
    from: tokenOf(from),
    to: tokenOf(to),
    amount,
  }
}
const nowInSeconds = () => Date.now() / 1000

describe('a swap built by the local API and sent from a real key', () => {
  it('swaps FUSD for FOY after the approval it builds: balances move by the amount and the quote', async () => {
    const amount = parseUnits('100', 18)
    const { pair, quote, build } = await prepare(FUSD_ADDRESS, FOY_ADDRESS, amount)
    expect(
      await stack.convert.allowance({ network: stack.network, token: FUSD_ADDRESS, userAddress: user }),
    ).toBe(0n)

    const approval = await stack.convert.buildApproval({ ...pair, userAddress: user, amount })
    expect(approval.to).toBe(FUSD_ADDRESS)
    // Foyer's check before the wallet is asked: exactly the amount, for the declared router.
    const request = await swapRequestFor(FUSD_ADDRESS, FOY_ADDRESS, amount)
    expect(verifySwapApproval(approval, request).toLowerCase()).toBe(UNISWAP_V2_ROUTER_ADDRESS.toLowerCase())
    expect((await send(approval)).status).toBe('success')
    expect(
      await stack.convert.allowance({ network: stack.network, token: FUSD_ADDRESS, userAddress: user }),
    ).toBe(amount)

    const swap = await build()
    const latest = await stack.chain.getBlock()
    const { functionName, args } = decodeSwap(swap.data)
    expect(swap).toMatchObject({
      from: user,
      to: UNISWAP_V2_ROUTER_ADDRESS,
      value: 0n,
      toAmount: quote.toAmount,
    })
    expect(functionName).toBe('swapExactTokensForTokens')
    expect(args.slice(0, 4)).toEqual([amount, minimumOf(quote.toAmount), [FUSD_ADDRESS, FOY_ADDRESS], user])
    expect(args[4]).toBeGreaterThan(latest.timestamp)
    // What the call accepts at least is read from it, and is the minimum shown for the quote.
    expect(verifySwapTransaction(swap, request, { now: nowInSeconds() })).toBe(minimumOf(quote.toAmount))

    const [fusdBefore, foyBefore] = await Promise.all([tokenBalance(FUSD_ADDRESS), tokenBalance(FOY_ADDRESS)])
    const receipt = await send({ ...swap, gas: swap.gas })
    expect(receipt.status).toBe('success')
    const [fusdAfter, foyAfter] = await Promise.all([tokenBalance(FUSD_ADDRESS), tokenBalance(FOY_ADDRESS)])
    expect(fusdBefore - fusdAfter).toBe(amount)
    // Nothing else traded in between: the router gave exactly its quote, above the minimum.
    expect(foyAfter - foyBefore).toBe(quote.toAmount)
    expect(foyAfter - foyBefore).toBeGreaterThanOrEqual(minimumOf(quote.toAmount))
    // The gas the API estimated (padded) covered the swap.
    expect(receipt.gasUsed).toBeLessThanOrEqual(swap.gas ?? 0n)
  })

  it('swaps ETH for FOY with no approval: the call carries the amount, the ETH goes by it and the fee', async () => {
    const amount = parseEther('0.5')
    expect(
      await stack.convert.allowance({
        network: stack.network,
        token: NATIVE_TOKEN_ADDRESS,
        userAddress: user,
      }),
    ).toBeGreaterThanOrEqual(amount)
    const { quote, build } = await prepare(NATIVE_TOKEN_ADDRESS, FOY_ADDRESS, amount, true)
    const swap = await build()
    const { functionName, args } = decodeSwap(swap.data)
    expect(swap.value).toBe(amount)
    expect(functionName).toBe('swapExactETHForTokens')
    expect(args.slice(0, 3)).toEqual([minimumOf(quote.toAmount), [WETH_ADDRESS, FOY_ADDRESS], user])
    const request = await swapRequestFor(NATIVE_TOKEN_ADDRESS, FOY_ADDRESS, amount)
    expect(verifySwapTransaction(swap, request, { now: nowInSeconds() })).toBe(minimumOf(quote.toAmount))

    const [ethBefore, foyBefore] = await Promise.all([ethBalance(), tokenBalance(FOY_ADDRESS)])
    const receipt = await send({ ...swap, gas: swap.gas })
    expect(receipt.status).toBe('success')
    const [ethAfter, foyAfter] = await Promise.all([ethBalance(), tokenBalance(FOY_ADDRESS)])
    expect(ethBefore - ethAfter).toBe(amount + receipt.gasUsed * receipt.effectiveGasPrice)
    expect(foyAfter - foyBefore).toBe(quote.toAmount)
    expect(foyAfter - foyBefore).toBeGreaterThanOrEqual(minimumOf(quote.toAmount))
  })

  it('swaps FOY for ETH: the router unwraps WETH to the sender', async () => {
    const amount = parseUnits('40', 18)
    const { pair, quote, build } = await prepare(FOY_ADDRESS, NATIVE_TOKEN_ADDRESS, amount)
    expect((await send(await stack.convert.buildApproval({ ...pair, userAddress: user }))).status).toBe(
      'success',
    )
    const swap = await build()
    expect(decodeSwap(swap.data).functionName).toBe('swapExactTokensForETH')
    const [ethBefore, foyBefore] = await Promise.all([ethBalance(), tokenBalance(FOY_ADDRESS)])
    const receipt = await send({ ...swap, gas: swap.gas })
    expect(receipt.status).toBe('success')
    const [ethAfter, foyAfter] = await Promise.all([ethBalance(), tokenBalance(FOY_ADDRESS)])
    expect(foyBefore - foyAfter).toBe(amount)
    expect(ethAfter - ethBefore).toBe(quote.toAmount - receipt.gasUsed * receipt.effectiveGasPrice)
  })

  it("refuses the API's calls rewritten: another recipient, an unlimited approval, another amount of ETH", async () => {
    const amount = parseUnits('5', 18)
    const { pair, build } = await prepare(FUSD_ADDRESS, FOY_ADDRESS, amount, true)
    const request = await swapRequestFor(FUSD_ADDRESS, FOY_ADDRESS, amount)
    const swap = await build()
    const { functionName, args } = decodeSwap(swap.data)
    const rewritten = encodeFunctionData({
      abi: routerAbi(),
      functionName,
      args: [args[0], args[1], args[2], ANVIL_ADDRESS_1, args[4]],
    } as never)
    const check = (call: typeof swap) => () => verifySwapTransaction(call, request, { now: nowInSeconds() })
    expect(check(swap)).not.toThrow()
    expect(check({ ...swap, data: rewritten })).toThrow(SwapCallMismatchError)
    expect(check({ ...swap, value: 1n })).toThrow(SwapCallMismatchError)
    // The API's approval without an amount is unlimited: never what a swap of 5 FUSD approves.
    const unlimited = await stack.convert.buildApproval({ ...pair, userAddress: user })
    expect(() => verifySwapApproval(unlimited, request)).toThrow(SwapCallMismatchError)
  })

  it('reverts rather than give less than the quote allows when the price moved after it was built', async () => {
    const amount = parseEther('1')
    const { build } = await prepare(NATIVE_TOKEN_ADDRESS, FOY_ADDRESS, amount, true)
    const swap = await build()
    // Someone else buys FOY with 10 ETH first: the same ETH now gives over 1 % less FOY.
    const whale = signer(ANVIL_PRIVATE_KEY_1)
    const deadline = (await stack.chain.getBlock()).timestamp + 600n
    const hash = await whale.writeContract({
      address: UNISWAP_V2_ROUTER_ADDRESS,
      abi: routerAbi(),
      functionName: 'swapExactETHForTokens',
      args: [0n, [WETH_ADDRESS, FOY_ADDRESS], whale.account.address, deadline],
      value: parseEther('10'),
    })
    expect((await stack.chain.waitForTransactionReceipt({ hash })).status).toBe('success')

    const foyBefore = await tokenBalance(FOY_ADDRESS)
    const receipt = await send({ ...swap, gas: swap.gas })
    expect(receipt.status).toBe('reverted')
    expect(await tokenBalance(FOY_ADDRESS)).toBe(foyBefore)
    // The eip155 kit's wait, which the swap's result reads, says so: never "succeeded".
    expect(await landedOutcome(receipt.transactionHash)).toBe('failed')
    expect(await landedOutcome(hash)).toBe('succeeded')
  })

  it('reverts a swap sent after its deadline, and the kit wait says it failed', async () => {
    const amount = parseEther('0.5')
    const { build } = await prepare(NATIVE_TOKEN_ADDRESS, FOY_ADDRESS, amount, true)
    const swap = await build()
    const { args } = decodeSwap(swap.data)
    // Ten minutes and more later than the deadline the API wrote into the call.
    const deadline = args[3] as bigint
    const now = (await stack.chain.getBlock()).timestamp
    await stack.chain.increaseTime({ seconds: Number(deadline - now) + 600 })
    await stack.chain.mine({ blocks: 1 })
    const foyBefore = await tokenBalance(FOY_ADDRESS)
    const receipt = await send({ ...swap, gas: swap.gas })
    expect(receipt.status).toBe('reverted')
    expect(await tokenBalance(FOY_ADDRESS)).toBe(foyBefore)
    expect(await landedOutcome(receipt.transactionHash)).toBe('failed')
  })

  it('is refused by the API when the allowance is short, unless asked not to estimate', async () => {
    const amount = parseUnits('10', 18)
    const { build } = await prepare(FUSD_ADDRESS, FOY_ADDRESS, amount)
    await expect(build()).rejects.toMatchObject({ status: 400, body: expect.stringContaining('allowance') })
    const unestimated = await (await prepare(FUSD_ADDRESS, FOY_ADDRESS, amount, true)).build()
    expect(unestimated.gas).toBeGreaterThan(0n)
  })
})
