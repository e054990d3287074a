import { describe, expect, it } from 'vitest'
import {
  isHighPriceImpact,
  PRICE_IMPACT_WARNING_BASIS_POINTS,
  priceImpactBasisPoints,
  priceImpactText,
  referenceAmount,
} from './swap.impact.js'

const E18 = 10n ** 18n

/** A Uniswap v2 pool's output (0.3 % fee), as the router computes it, in exact integers. */
const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) => {
  const withFee = amountIn * 997n
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}

describe('price impact against a small reference quote', () => {
  it('reads a pool’s impact within a thousandth of itself: 10 of 1000 in a 1000/4000 pool', () => {
    const [reserveIn, reserveOut] = [1_000n * E18, 4_000n * E18]
    const amount = 100n * E18
    const quote = { fromAmount: amount, toAmount: amountOut(amount, reserveIn, reserveOut) }
    const small = referenceAmount(amount)
    expect(small).toBe(E18 / 10n)
    const reference = { fromAmount: small, toAmount: amountOut(small, reserveIn, reserveOut) }
    // The exact impact of 100 into 1000 (fee aside): 1 - 1000 / (1000 + 99.7) = 9.066 %; the reference
    // moved the pool by 0.01 % itself, so 9.057 % is read, rounded down.
    const impact = priceImpactBasisPoints(quote, reference)
    expect(impact).toBe(905n)
    expect(priceImpactText(impact ?? 0n)).toBe('9.05 % — high: you receive much less than the pool’s price')
    expect(isHighPriceImpact(impact)).toBe(true)
  })

  it('is small for a small swap, 0 for a better rate, unknown without a reference', () => {
    const [reserveIn, reserveOut] = [1_000_000n * E18, 4_000_000n * E18]
    const amount = 10n * E18
    const quote = { fromAmount: amount, toAmount: amountOut(amount, reserveIn, reserveOut) }
    const small = referenceAmount(amount)
    const impact = priceImpactBasisPoints(quote, {
      fromAmount: small,
      toAmount: amountOut(small, reserveIn, reserveOut),
    })
    expect(impact).toBe(0n)
    expect(priceImpactText(impact ?? 0n)).toBe('0.00 %')
    expect(priceImpactBasisPoints({ fromAmount: 10n, toAmount: 50n }, { fromAmount: 1n, toAmount: 4n })).toBe(
      0n,
    )
    expect(priceImpactBasisPoints({ fromAmount: 10n, toAmount: 40n }, undefined)).toBeUndefined()
    expect(
      priceImpactBasisPoints({ fromAmount: 10n, toAmount: 40n }, { fromAmount: 1n, toAmount: 0n }),
    ).toBeUndefined()
  })

  it('warns only above 5 %', () => {
    expect(PRICE_IMPACT_WARNING_BASIS_POINTS).toBe(500n)
    expect(isHighPriceImpact(500n)).toBe(false)
    expect(isHighPriceImpact(501n)).toBe(true)
    expect(priceImpactText(500n)).toBe('5.00 %')
    expect(referenceAmount(999n)).toBe(1n)
  })
})
