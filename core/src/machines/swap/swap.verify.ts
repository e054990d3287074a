import { encodeFunctionData } from 'viem'
import type { ApprovalTransaction, EvmAddress, SwapTransaction } from '../../api/blockchain/convert.types.js'
import { swapRouterOf } from '../../chains/eip155/chain-contracts.js'
import { decodeRouterSwap } from '../../chains/eip155/preview/router-calls.js'
import { type AmountFigure, amountFigure } from '../../utils/amount-figure.js'
import { formatAmount } from '../../utils/format-balance.js'
import type { SwapRequest } from './swap.actors.js'
import { SwapCallMismatchError, type SwapCheck, swapMismatch } from './swap.mismatch.js'
import { isNativeToken } from './swap.rules.js'

// The swap service builds the calls the wallet is asked to send; Foyer showed the visitor a quote and
// a minimum. A service that lies (or is compromised, or wrong) must not be able to make the wallet send
// something else under that review, so every call is checked against what was shown before the
// wallet is asked, and refused otherwise:
// - the approval is ERC-20 `approve` of exactly the amount paid, on the token paid, with no coin sent;
// - the swap comes from the account and sends the coin only when the coin is what is paid, exactly
//   the amount (else nothing);
// - where the network declares its swap router (`contracts.uniswapV2Router02`), both go to that router
//   only, and the swap's calldata is read: the exact amount in, from the token paid to the token
//   received, to the account itself, before a deadline not passed; the least it accepts is handed to
//   the machine, whose slippage guard holds it to the minimum shown like the service's own estimate
//   (a call that accepts less is a price that moved, or a lie: either way the wallet is not asked,
//   and the visitor sees a new quote).
//   Elsewhere the swap's calldata is the exchange's own format, which the wallet shows: Foyer holds it
//   to the checks above, and, in a batch, to the contract the approval names.

const erc20Approve = [
  {
    type: 'function',
    name: 'approve',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
    stateMutability: 'nonpayable',
  },
] as const

/** `approve(spender, amount)`'s selector. */
const APPROVE_SELECTOR = '0x095ea7b3'

/**
 * Whether two addresses are one, whatever their case: a checksum the service got wrong is not a
 * different address (and must not throw before the comparison is made).
 */
const isAddressEqual = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Refuses the call: which check failed, with the values it compared (see swap.mismatch.ts). */
function refuse(check: SwapCheck, values?: Record<string, string | AmountFigure>): never {
  throw new SwapCallMismatchError(swapMismatch(check, values))
}

/** The address the approval call names as spender, when its data is `approve`'s shape at all. */
function spenderOf(data: string): EvmAddress | undefined {
  const hex = data.toLowerCase()
  // The selector, then the spender's 32-byte word (12 zero bytes, then the 20-byte address).
  if (!hex.startsWith(APPROVE_SELECTOR) || hex.length < 10 + 64) return undefined
  const word = hex.slice(10, 74)
  return word.startsWith('0'.repeat(24)) ? `0x${word.slice(24)}` : undefined
}

/**
 * Checks the approval the service built against the swap shown (see above); the contract it lets
 * spend. Throws {@link SwapCallMismatchError} otherwise.
 *
 * @example
 * const spender = verifySwapApproval(approval, swap) // '0x7a25…488d'
 */
export function verifySwapApproval(approval: ApprovalTransaction, swap: SwapRequest): EvmAddress {
  const { from, amount } = swap
  if (!isAddressEqual(approval.to, from.address))
    refuse('approvalToken', { to: approval.to, symbol: from.symbol, token: from.address })
  if (approval.value !== 0n) refuse('approvalValue', { wei: `${approval.value}` })
  const spender = spenderOf(approval.data)
  const exact =
    spender && encodeFunctionData({ abi: erc20Approve, functionName: 'approve', args: [spender, amount] })
  if (!spender || approval.data.toLowerCase() !== exact)
    refuse('approvalAmount', { amount: amountFigure(formatAmount(amount, from.decimals), from.symbol) })
  const router = swapRouterOf(swap.account.network)
  if (router && spender && !isAddressEqual(spender, router)) refuse('approvalSpender', { spender, router })
  return spender as EvmAddress
}

/**
 * Checks the swap the service built against the swap shown (see above): `spender` is the contract the
 * approval sent with it names (a batch's), `now` the time in seconds. The least the call accepts of
 * the token received, where Foyer reads the call (the declared router's); `undefined` elsewhere.
 * Throws {@link SwapCallMismatchError}.
 *
 * @example
 * const least = verifySwapTransaction(built, swap, { spender, now: Date.now() / 1000 }) // 39_600n
 */
export function verifySwapTransaction(
  built: SwapTransaction,
  swap: SwapRequest,
  { spender, now }: { spender?: EvmAddress | undefined; now: number },
): bigint | undefined {
  const { account, from, to, amount } = swap
  const user = account.address as EvmAddress
  const paysCoin = isNativeToken(from)
  if (!isAddressEqual(built.from, user)) refuse('sender', { from: built.from, account: user })
  const value = paysCoin ? amount : 0n
  if (built.value !== value) refuse('value', { wei: `${built.value}`, expected: `${value}` })
  if (spender && !isAddressEqual(built.to, spender)) refuse('spender', { to: built.to, spender })
  const router = swapRouterOf(account.network)
  if (!router) return undefined
  if (!isAddressEqual(built.to, router)) refuse('router', { to: built.to, router })
  const call = decodeRouterSwap(built.data)
  if (call?.exact !== 'in') refuse('exactIn')
  if (call.ethIn !== paysCoin || call.ethOut !== isNativeToken(to))
    refuse('tokens', { function: call.function, from: from.symbol, to: to.symbol })
  if (!paysCoin && call.amountIn !== amount)
    refuse('amountIn', {
      amount: amountFigure(formatAmount(call.amountIn ?? 0n, from.decimals), from.symbol),
    })
  const first = call.path[0]
  const last = call.path.at(-1)
  // The router itself refuses an ETH path that does not start (or end) with its WETH.
  if (!paysCoin && (!first || !isAddressEqual(first, from.address)))
    refuse('pathStart', { address: `${first}`, symbol: from.symbol })
  if (!isNativeToken(to) && (!last || !isAddressEqual(last, to.address)))
    refuse('pathEnd', { address: `${last}`, symbol: to.symbol })
  if (!isAddressEqual(call.to, user)) refuse('recipient', { to: call.to, account: user })
  if (call.deadline <= BigInt(Math.floor(now))) refuse('deadline')
  return call.amountOutMin
}

/**
 * A swap the service built, checked: with the least its call accepts of the token received, where
 * Foyer reads the call (see {@link verifySwapTransaction}).
 *
 * @example
 * const checked: CheckedSwap = { ...built, acceptsAtLeast: 39_600n }
 */
export type CheckedSwap = SwapTransaction & { acceptsAtLeast: bigint | undefined }
