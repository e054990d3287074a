import { type ActiveAccount, isSameAccount } from '../../account-data/active-account.js'
import { getSystemActor, type HasSystem } from '../../system/system.js'
import { amountFigure } from '../../utils/amount-figure.js'
import { formatAmount } from '../../utils/format-balance.js'
import { formatUsd, usdFigure } from '../portfolio/portfolio.rules.js'
import type { ShownFee, SwapFee } from './swap.types.js'

// The swap's network fee and what Max leaves for it, in base units as bigints (a fee of 18 decimals
// as a Number would be rounded, and Max would fill an amount that cannot pay it).

/**
 * What Max keeps aside for the fee when the coin is paid, as a fraction (6/5, that is 1.2 times the
 * estimate): the fee is estimated at the gas price of the moment, and the gas price moves between
 * the estimate and the block that takes the swap (a base fee may rise by 1/8 a block); an amount that
 * leaves exactly the estimate would be refused by the wallet for want of the difference.
 */
export const MAX_FEE_MARGIN = { times: 6n, per: 5n } as const

/**
 * The dollar price of the network's coin, where the account's token list (the Tokens list's, read
 * for the same account and network) gives one: the price service does not price coins. `undefined`
 * where the list was not read or has no price.
 *
 * @example
 * coinPriceOf(system, account) // 3000
 */
export function coinPriceOf(system: HasSystem, account: ActiveAccount): number | undefined {
  const listed = getSystemActor(system, 'portfolioTokens')?.getSnapshot().context
  if (!listed || !isSameAccount(listed.account, account)) return undefined
  return listed.tokens?.find((token) => !token.address)?.price
}

/**
 * Max on the coin where the fee to leave could not be estimated: nothing is filled in (the whole
 * balance would leave nothing for the fee, and a made-up fee could leave too little).
 */
export const MAX_FEE_UNKNOWN =
  'Could not estimate the network fee, so Max cannot leave it: type the amount, keeping some for the fee'

/**
 * The fee of transactions needing `gas` (each one's limit) at `gasPrice`, in the coin's base units.
 *
 * @example
 * feeOf(1_000_000_000n, [120_000n, 46_000n]) // 166_000_000_000_000n
 */
export function feeOf(gasPrice: bigint, gas: readonly bigint[]): bigint {
  return gas.reduce((sum, each) => sum + each, 0n) * gasPrice
}

/**
 * What Max keeps for a fee of `fee`: the fee times {@link MAX_FEE_MARGIN}, rounded up (a wei short
 * is short).
 *
 * @example
 * feeReserve(5n) // 6n
 * feeReserve(6n) // 8n
 */
export function feeReserve(fee: bigint): bigint {
  return (fee * MAX_FEE_MARGIN.times + MAX_FEE_MARGIN.per - 1n) / MAX_FEE_MARGIN.per
}

/**
 * The amount Max fills in, in base units: a token's whole balance; for the coin (`fee` given, its
 * estimate for swapping the balance), the balance less {@link feeReserve}, and 0 with `short` where
 * the balance does not cover it (never a negative amount).
 *
 * @example
 * maxAmount({ balance: 10n ** 18n, fee: undefined }) // { units: 10n ** 18n, short: false }
 * maxAmount({ balance: 100n, fee: 50n }) // { units: 40n, short: false }
 * maxAmount({ balance: 50n, fee: 50n }) // { units: 0n, short: true }
 */
export function maxAmount({ balance, fee }: { balance: bigint; fee: bigint | undefined }): {
  units: bigint
  short: boolean
} {
  if (fee === undefined) return { units: balance, short: false }
  const reserve = feeReserve(fee)
  return balance > reserve ? { units: balance - reserve, short: false } : { units: 0n, short: true }
}

/**
 * The fee as shown beside the quote: exactly, in the coin ("0.00042 ETH"), with its dollar value
 * where the coin's price (`coinPrice`) is known (display only: nothing is computed from it); where it
 * could not be estimated, no text and nothing counted against the balance. `native`: the coin is the
 * token paid, so the balance pays the fee too.
 *
 * @example
 * shownFeeOf({ units: 42n * 10n ** 13n, includesApproval: false }, { coin: { symbol: 'ETH', decimals: 18 }, native: true, coinPrice: 3000 })
 * // { text: '0.00042 ETH', usd: '$1.26', amount: { amount: '0.00042', symbol: 'ETH' }, usdAmount: '1.26', includesApproval: false, spent: 420_000_000_000_000n }
 */
export function shownFeeOf(
  { units, includesApproval }: SwapFee,
  {
    coin,
    native,
    coinPrice,
  }: { coin: { symbol: string; decimals: number }; native: boolean; coinPrice: number | undefined },
): ShownFee {
  if (units === undefined)
    return {
      text: undefined,
      usd: undefined,
      amount: undefined,
      usdAmount: undefined,
      includesApproval,
      spent: 0n,
    }
  const amount = formatAmount(units, coin.decimals)
  const usd = coinPrice === undefined ? undefined : Number(amount) * coinPrice
  return {
    text: `${amount} ${coin.symbol}`,
    usd: usd === undefined ? undefined : formatUsd(usd),
    amount: amountFigure(amount, coin.symbol),
    usdAmount: usd === undefined ? undefined : usdFigure(usd),
    includesApproval,
    spent: native ? units : 0n,
  }
}
