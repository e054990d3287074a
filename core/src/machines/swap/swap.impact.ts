import type { SwapQuote } from '../../api/blockchain/convert.types.js'

// The price impact of a swap, in exact bigint math: how much worse the quote's rate is than the
// pool's own price. A pool's price is the ratio of its reserves; a quote for a small part of the
// amount moves them by almost nothing, so its rate is that ratio (less the pool's fee, which the
// quote for the whole amount pays alike). The modal cannot read the reserves of the service's route
// itself (the route is the service's), so it asks the service for that small quote beside the real one.

/**
 * The share of the amount the reference quote is asked for: a thousandth moves a constant-product
 * pool's price by a thousandth of what the whole amount does, so the impact read is off by at most a
 * thousandth of itself.
 */
export const REFERENCE_QUOTE_DIVISOR = 1_000n

/**
 * Above this price impact the quote is shown with a warning. The 1 % slippage guards only against the
 * price moving after the quote; an impact is lost inside the quote itself, to the pool. Five percent
 * is where a swap gives a twentieth of its value away: more than any network fee or provider fee a
 * visitor expects, and what a pool too small for the amount gives (wallets commonly warn from 3-5 %).
 */
export const PRICE_IMPACT_WARNING_BASIS_POINTS = 500n

/**
 * The amount the reference quote is asked for: a thousandth of the amount, at least one base unit.
 *
 * @example
 * referenceAmount(10n ** 18n) // 10n ** 15n
 */
export function referenceAmount(amount: bigint): bigint {
  const part = amount / REFERENCE_QUOTE_DIVISOR
  return part > 0n ? part : 1n
}

/**
 * The price impact in basis points (1 % = 100), rounded down, of `quote` against `reference` (the
 * same pair quoted for a small amount): 1 - (quote's rate / reference's rate), compared by cross
 * multiplication so nothing is rounded before the end; 0 where the quote is as good or better (a
 * route the small amount does not take), `undefined` without a usable reference.
 *
 * @example
 * priceImpactBasisPoints({ fromAmount: 100n, toAmount: 90n }, { fromAmount: 1n, toAmount: 1n }) // 1000n (10 %)
 */
export function priceImpactBasisPoints(
  quote: Pick<SwapQuote, 'fromAmount' | 'toAmount'>,
  reference: Pick<SwapQuote, 'fromAmount' | 'toAmount'> | undefined,
): bigint | undefined {
  if (!reference || reference.fromAmount <= 0n || reference.toAmount <= 0n || quote.fromAmount <= 0n)
    return undefined
  // quote rate = to / from; reference rate = refTo / refFrom; impact = 1 - (to * refFrom) / (from * refTo).
  const got = quote.toAmount * reference.fromAmount
  const expected = quote.fromAmount * reference.toAmount
  if (got >= expected) return 0n
  return ((expected - got) * 10_000n) / expected
}

/**
 * The price impact in words (shown after "Price impact"), with a warning above {@link PRICE_IMPACT_WARNING_BASIS_POINTS}.
 *
 * @example
 * priceImpactText(1234n) // '12.34 % — high: you receive much less than the pool’s price'
 * priceImpactText(12n) // '0.12 %'
 */
export function priceImpactText(basisPoints: bigint): string {
  const whole = basisPoints / 100n
  const hundredths = (basisPoints % 100n).toString().padStart(2, '0')
  const words = `${whole}.${hundredths} %`
  return basisPoints > PRICE_IMPACT_WARNING_BASIS_POINTS
    ? `${words} — high: you receive much less than the pool’s price`
    : words
}

/** Whether an impact is past the warning line. */
export function isHighPriceImpact(basisPoints: bigint | undefined): boolean {
  return basisPoints !== undefined && basisPoints > PRICE_IMPACT_WARNING_BASIS_POINTS
}
