import { type Address, createWalletClient, erc20Abi, type Hex, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { ActiveAccount } from '../../core/src/account-data/active-account.js'
import { NATIVE_TOKEN_ADDRESS, type SwapToken } from '../../core/src/api/blockchain/convert.types.js'
import { estimateEvmCall } from '../../core/src/chains/eip155/transfer/evm-transfer.js'
import type { SwapRequest } from '../../core/src/machines/swap/swap.actors.js'
import { maxAmount } from '../../core/src/machines/swap/swap.fee.js'
import { estimateSwapFee } from '../../core/src/machines/swap/swap.fee-estimate.js'
import type { SwapPorts } from '../../core/src/machines/swap/swap.types.js'
import { devnetViemChain, FOY_ADDRESS, FUSD_ADDRESS } from '../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0, ANVIL_PRIVATE_KEY_0 } from '../devnet/local-networks.js'
import { type SwapStack, useSwapStack } from './swap-stack.js'

// The network fee the Swap view shows, against what the chain really charged: the fee is estimated
// as the view estimates it (the local API's standard gas price, the gas of the swap it builds, the
// network's estimate of the approval), then the approval and the swap are sent from a real key on
// anvil, the wallet choosing the fee as it does for a swap. The receipts are the oracle: gas used ×
// effective gas price, summed over the transactions, never above the fee shown.

let stack: SwapStack
useSwapStack((started) => {
  stack = started
})

const user = ANVIL_ADDRESS_0
const token = (symbol: string, address: Address, isNative = false): SwapToken => ({
  name: symbol,
  symbol,
  address,
  caipAddress: `${stack.network}:${address}`,
  decimals: 18,
  logoUri: undefined,
  eip2612: false,
  isNative,
})

/** The swap's ports as the fee reads them: the local API's convert client and the chain's own estimate. */
function ports(): SwapPorts {
  const unused = () => Promise.reject(new Error('not used by the fee'))
  return {
    convert: stack.convert,
    readBalance: unused,
    sendCall: unused,
    estimateGas: (_, call) => estimateEvmCall(stack.chain, { from: user, call }),
  }
}

function swapOf(from: SwapToken, to: SwapToken, amount: bigint): SwapRequest {
  // The fee reads the account's address only (the ports here are bound to it).
  const account = { address: user } as ActiveAccount
  return { account, network: stack.network as SwapRequest['network'], from, to, amount }
}

/** Sends a call from the user, the wallet (viem's) choosing the fee; its receipt. */
async function send(call: { to: Address; data: Hex; value: bigint; gas?: bigint | undefined }) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(ANVIL_PRIVATE_KEY_0),
    chain: devnetViemChain(stack.anvil.chainId, stack.anvil.rpcUrl),
    transport: http(stack.anvil.rpcUrl),
  })
  const receipt = await stack.chain.waitForTransactionReceipt({ hash: await wallet.sendTransaction(call) })
  expect(receipt.status).toBe('success')
  return receipt
}

/**
 * A block later, as on a live chain where blocks pass between a pool's trades. Right after the pools
 * are deployed, an estimate made in the second of their last update skips the pool's price
 * accumulators (Uniswap v2 writes them only when time passed), while the block that takes the swap
 * does not: the swap would run out of the gas estimated. Not what the fee's bound is about.
 */
async function aBlockLater() {
  await stack.chain.increaseTime({ seconds: 12 })
  await stack.chain.mine({ blocks: 1 })
}

const paid = (receipt: { gasUsed: bigint; effectiveGasPrice: bigint }) =>
  receipt.gasUsed * receipt.effectiveGasPrice

describe('the swap fee shown, against the fee the chain charged', () => {
  it('ETH for FOY: the swap paid no more than the fee shown, and the ETH moved by the amount and that fee', async () => {
    await aBlockLater()
    const amount = parseEther('0.5')
    const request = swapOf(token('ETH', NATIVE_TOKEN_ADDRESS, true), token('FOY', FOY_ADDRESS), amount)
    const fee = await estimateSwapFee(ports(), request, new AbortController().signal)
    expect(fee.includesApproval).toBe(false)
    const shown = fee.units ?? 0n
    expect(shown).toBeGreaterThan(0n)

    const built = await stack.convert.buildSwap({
      network: request.network,
      from: NATIVE_TOKEN_ADDRESS,
      to: FOY_ADDRESS,
      userAddress: user,
      amount,
    })
    const before = await stack.chain.getBalance({ address: user })
    const receipt = await send({ to: built.to, data: built.data, value: built.value, gas: built.gas })
    expect(paid(receipt)).toBeGreaterThan(0n)
    expect(paid(receipt)).toBeLessThanOrEqual(shown)
    expect(before - (await stack.chain.getBalance({ address: user }))).toBe(amount + paid(receipt))
  })

  it('FUSD for FOY with its approval first: both transactions together paid no more than the fee shown', async () => {
    await aBlockLater()
    const amount = parseUnits('100', 18)
    const request = swapOf(token('FUSD', FUSD_ADDRESS), token('FOY', FOY_ADDRESS), amount)
    const fee = await estimateSwapFee(ports(), request, new AbortController().signal)
    expect(fee.includesApproval).toBe(true)
    const shown = fee.units ?? 0n
    const pair = { network: request.network, from: FUSD_ADDRESS as Hex, to: FOY_ADDRESS as Hex }

    const approval = await stack.convert.buildApproval({ ...pair, userAddress: user, amount })
    const approved = await send({ to: approval.to, data: approval.data, value: approval.value })
    const built = await stack.convert.buildSwap({ ...pair, userAddress: user, amount })
    const swapped = await send({ to: built.to, data: built.data, value: built.value, gas: built.gas })
    expect(paid(approved) + paid(swapped)).toBeLessThanOrEqual(shown)
    // The approval counted: without it, the fee shown would not have covered both.
    expect(paid(approved)).toBeGreaterThan(0n)
    const fusd = await stack.chain.readContract({
      address: FUSD_ADDRESS,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [user, built.to],
    })
    expect(fusd).toBe(0n)
  })

  it('Max on ETH leaves the fee: the swap of the balance less 1.2 times the fee goes through, and pays less than what was left', async () => {
    await aBlockLater()
    const balance = await stack.chain.getBalance({ address: user })
    const eth = token('ETH', NATIVE_TOKEN_ADDRESS, true)
    const foy = token('FOY', FOY_ADDRESS)
    // As Max asks: the swap of the whole balance, unsimulated (it leaves nothing for its own fee).
    const fee = await estimateSwapFee(ports(), swapOf(eth, foy, balance), new AbortController().signal, {
      unsimulated: true,
    })
    const max = maxAmount({ balance, fee: fee.units })
    expect(max.short).toBe(false)
    const left = balance - max.units
    expect(left).toBeGreaterThan(fee.units ?? 0n)

    const built = await stack.convert.buildSwap({
      network: stack.network as SwapRequest['network'],
      from: NATIVE_TOKEN_ADDRESS,
      to: FOY_ADDRESS,
      userAddress: user,
      amount: max.units,
    })
    expect(built.value).toBe(max.units)
    const receipt = await send({ to: built.to, data: built.data, value: built.value, gas: built.gas })
    expect(paid(receipt)).toBeLessThanOrEqual(left)
    expect(await stack.chain.getBalance({ address: user })).toBe(left - paid(receipt))
  })
})
