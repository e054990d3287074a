import { type Address, formatEther, getAddress, type Hex, isAddressEqual } from 'viem'
import { type AmountFigure, amountFigure } from '../../../utils/amount-figure.js'
import {
  type ReviewText,
  type ReviewValue,
  reviewAmount,
  reviewDetail,
  reviewText,
} from '../../review-text.js'
import type { TransactionPreviewRow } from '../../transaction-preview.types.js'
import { RAW_UNITS_NOTE, tokenAmount, tokenAmountValue, tokenNameValue } from './amounts.js'
import { decodeRouterSwap, type RouterSwap } from './router-calls.js'
import { type ChainReader, readTokenFacts, type TokenFacts } from './token-facts.js'

/**
 * What a swap's words need: the router called, the native currency's symbol, the chain to read the
 * tokens from, the account that signs (the swap's tokens should go to it), and the time now
 * (milliseconds since the epoch) to tell a deadline already past.
 *
 * @example
 * const context: SwapContext = { router, symbol: 'ETH', read, account, now: Date.now() }
 */
export type SwapContext = {
  router: Address
  symbol: string
  read: ChainReader
  account: Address | undefined
  now: number
}

/**
 * One end of a swap: its amounts in words and as data (a figure, or the raw units' words), its name
 * (a symbol, or 'the token' as a phrase).
 */
type Side = {
  amount: (value: bigint) => string
  value: (value: bigint) => AmountFigure | ReviewText
  name: ReviewValue
  raw: boolean
}

function side(facts: TokenFacts): Side {
  return {
    amount: (value) => tokenAmount(value, facts),
    value: (value) => tokenAmountValue(value, facts),
    name: tokenNameValue(facts),
    raw: facts.kind !== 'fungible',
  }
}

function native(symbol: string): Side {
  return {
    amount: (value) => `${formatEther(value)} ${symbol}`,
    value: (value) => amountFigure(formatEther(value), symbol),
    name: symbol,
    raw: false,
  }
}

type Column = Pick<TransactionPreviewRow, 'amount' | 'figure' | 'amountText'>

/** The swap line's amount column: what is paid, as its figure or its words as data. */
function paidColumn(paid: Side, value: bigint, exact: boolean): Column {
  const data = paid.value(value)
  if (!exact) return reviewAmount('at most {amount}', { amount: data })
  return 'text' in data
    ? { amount: paid.amount(value), amountText: data }
    : { amount: paid.amount(value), figure: data }
}

// The router's WETH(): the only token it wraps ETH into or unwraps ETH from.
const WETH = '0xad5c4648'

/** The router's WETH as the chain answers it, `undefined` when it does not (or not as an address). */
async function wethOf(context: SwapContext): Promise<Address | undefined> {
  try {
    const answer = await context.read({ to: context.router, data: WETH })
    if (typeof answer !== 'string' || !/^0x0{24}[0-9a-fA-F]{40}$/.test(answer)) return undefined
    return getAddress(`0x${answer.slice(26)}`)
  } catch {
    return undefined
  }
}

// Later than any date can be written (year 275760): a deadline that never comes.
const LAST_DATE_S = 8_640_000_000_000n

/** A deadline in seconds since the epoch as a UTC time ('2026-11-29 07:05:00 UTC'). */
function deadlineText(deadline: bigint): string {
  return `${new Date(Number(deadline) * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`
}

/**
 * A router swap in words, from its calldata and the chain only: what is paid and received, exactly
 * or within which bound ("Swap exactly 10 FUSD for at least 9.85 FOY"), the path's tokens with their
 * addresses (a token can take any symbol; its address is what the router uses), who receives, and
 * until when the router accepts it. The tokens' symbols and decimals are read from the chain; ETH
 * stands for the wrapped ETH the router wraps or unwraps. Warnings: the tokens go to another account
 * than the signer's, no minimum, a deadline already past.
 *
 * @example
 * const { rows, warnings } = await swapWords(swap, 0n, { router, symbol: 'ETH', read, account, now: Date.now() })
 */
export async function swapWords(
  swap: RouterSwap,
  value: bigint,
  context: SwapContext,
): Promise<{ rows: TransactionPreviewRow[]; warnings: ReviewText[] }> {
  const [facts, weth] = await Promise.all([
    Promise.all(swap.path.map((token) => readTokenFacts(context.read, token))),
    swap.ethIn || swap.ethOut ? wethOf(context) : undefined,
  ])
  const last = swap.path.length - 1
  const paid = swap.ethIn ? native(context.symbol) : side(facts[0] ?? { kind: 'unknown' })
  const got = swap.ethOut ? native(context.symbol) : side(facts[last] ?? { kind: 'unknown' })
  const warnings: ReviewText[] = []
  // The swap in one sentence, its amounts (figures a UI writes in its locale) and tokens as values.
  let sentence: ReturnType<typeof reviewDetail>
  let amount: Column
  if (swap.exact === 'in') {
    const pays = paid.value(swap.amountIn ?? value)
    amount = paidColumn(paid, swap.amountIn ?? value, true)
    if (swap.amountOutMin === 0n) {
      sentence = reviewDetail(
        'Swap exactly {paid} for any amount of {token} (no minimum: you may receive nothing)',
        { paid: pays, token: got.name },
      )
      warnings.push(
        reviewText('No minimum: you may receive nothing for the {amount} you pay.', { amount: pays }),
      )
    } else
      sentence = reviewDetail('Swap exactly {paid} for at least {received}', {
        paid: pays,
        received: got.value(swap.amountOutMin),
      })
  } else {
    const most = paid.value(swap.amountInMax ?? value)
    amount = paidColumn(paid, swap.amountInMax ?? value, false)
    sentence = reviewDetail(
      swap.amountInMax === undefined
        ? 'Swap at most {paid} for exactly {received} (what is not used comes back to the sender)'
        : 'Swap at most {paid} for exactly {received}',
      { paid: most, received: got.value(swap.amountOut) },
    )
  }
  const receives: ReviewValue =
    swap.exact === 'in'
      ? swap.amountOutMin === 0n
        ? reviewText('any amount of {token}', { token: got.name })
        : reviewText('at least {amount}', { amount: got.value(swap.amountOutMin) })
      : got.value(swap.amountOut)
  const own = context.account !== undefined && isAddressEqual(swap.to, context.account)
  if (!own)
    warnings.push(
      reviewText(
        context.account === undefined
          ? 'The {token} go to {receiver}: Foyer cannot tell whether that is your account.'
          : 'The {token} go to {receiver}, not to your account.',
        // A token without a symbol is said as 'tokens' here: 'The tokens go to …' (not 'The the token').
        { token: typeof got.name === 'string' ? got.name : reviewText('tokens'), receiver: swap.to },
      ),
    )
  // ETH goes in and out only as the router's WETH: another token at that end of the path and the
  // router refuses the swap (when the chain did not say which WETH, nothing is claimed).
  const ends = [
    ...(swap.ethIn ? [{ token: swap.path[0], side: 'starts' }] : []),
    ...(swap.ethOut ? [{ token: swap.path[last], side: 'ends' }] : []),
  ]
  for (const { token, side } of ends)
    if (weth && token && !isAddressEqual(token, weth))
      warnings.push(
        reviewText(
          side === 'starts'
            ? 'The router swaps {symbol} only through its WETH ({weth}); this path starts with {token}: the router will refuse this swap, and only the network fee is spent.'
            : 'The router swaps {symbol} only through its WETH ({weth}); this path ends with {token}: the router will refuse this swap, and only the network fee is spent.',
          { symbol: context.symbol, weth, token },
        ),
      )
  if (swap.deadline * 1000n <= BigInt(context.now))
    warnings.push(
      reviewText(
        'The deadline ({deadline}) has passed: the router will refuse this swap, and only the network fee is spent.',
        { deadline: deadlineText(swap.deadline) },
      ),
    )
  const rows: TransactionPreviewRow[] = [
    {
      address: undefined,
      ...sentence,
      ...amount,
      note: swap.feeOnTransfer
        ? 'For tokens that take a fee when moved: the bound is checked on what arrives'
        : undefined,
    },
    ...swap.path.map((token, index) => {
      const name = { token: tokenNameValue(facts[index] ?? { kind: 'unknown' }) }
      const wraps = { ...name, symbol: context.symbol }
      const line =
        index === 0
          ? swap.ethIn
            ? reviewDetail('Wraps the {symbol} paid ({token})', wraps)
            : reviewDetail('Pays {token}', name)
          : index === last
            ? swap.ethOut
              ? reviewDetail('Unwrapped into {symbol} ({token})', wraps)
              : reviewDetail('Receives {token}', name)
            : reviewDetail('Through {token}', name)
      return { address: token, ...line, amount: '' }
    }),
    {
      address: swap.to,
      ...reviewDetail(own ? 'Receives {amount}: this wallet' : 'Receives {amount}: NOT this wallet', {
        amount: receives,
      }),
      // The amount is in the words above (a row's amount column does not wrap).
      amount: '',
      note: paid.raw || got.raw ? RAW_UNITS_NOTE : undefined,
    },
    {
      address: undefined,
      ...(swap.deadline > LAST_DATE_S
        ? reviewDetail('No deadline: the router accepts it at any time, at whatever price then')
        : reviewDetail('Valid until {deadline}', { deadline: deadlineText(swap.deadline) })),
      amount: '',
    },
  ]
  return { rows, warnings }
}

/**
 * The words of a call to the declared router (see `swapWords`), or `undefined` when its data is no
 * swap the review reads (the caller then shows it as an unverified call).
 *
 * @example
 * const words = await routerSwapWords(call.data, call.value, { router, symbol: 'ETH', read, account, now: Date.now() })
 */
export async function routerSwapWords(
  data: Hex,
  value: bigint,
  context: SwapContext,
): Promise<{ rows: TransactionPreviewRow[]; warnings: ReviewText[] } | undefined> {
  const swap = decodeRouterSwap(data)
  return swap ? swapWords(swap, value, context) : undefined
}
