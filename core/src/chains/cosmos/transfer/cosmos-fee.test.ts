import { calculateFee, GasPrice } from '@cosmjs/stargate'
import { describe, expect, it } from 'vitest'
import { feeOf, GAS_MULTIPLIER, gasLimitOf, gasPriceFraction } from './cosmos-fee.js'

// The fee math against CosmJS's own (`calculateFee`: a Decimal gas price times the gas limit, rounded
// up), the oracle, on real chains' gas price steps and on random prices and limits.

/** CosmJS's fee for `gas` at a price written as text, in the smallest unit. */
const cosmjsFee = (gas: bigint, price: string) =>
  BigInt(calculateFee(Number(gas), GasPrice.fromString(`${price}uatom`)).amount[0]?.amount ?? 'none')

/** A random integer below `limit`. */
const below = (limit: number) => Math.floor(Math.random() * limit)

describe('cosmos fee: gas limit × gas price, rounded up', () => {
  it('matches CosmJS on the gas price steps of real chains', () => {
    // The Hub's, Osmosis's, Keplr's default, and a few more from the chain registry.
    const prices = [0.005, 0.025, 0.03, 0.0025, 0.04, 0.01, 0.1, 0.0001, 0.00125, 1, 20, 0.075]
    for (const price of prices)
      for (const gas of [1n, 80_000n, 87_283n, 200_000n, 1_234_567n])
        expect(feeOf(gas, gasPriceFraction(price)), `${gas} gas at ${price}`).toBe(
          cosmjsFee(gas, String(price)),
        )
  })

  it('matches CosmJS on random prices and gas limits', () => {
    for (let run = 0; run < 500; run++) {
      // Prices of up to 15 significant digits at 0 to 9 decimals; CosmJS reads them written out plainly
      // (under 1e-6 JavaScript prints an exponent, read by the test below).
      const price = below(10 ** (1 + below(15))) / 10 ** below(10)
      if (String(price).includes('e')) continue
      const gas = BigInt(below(50_000_000))
      expect(feeOf(gas, gasPriceFraction(price)), `${gas} gas at ${price}`).toBe(
        cosmjsFee(gas, String(price)),
      )
    }
  })

  it('reads prices JavaScript prints with an exponent exactly', () => {
    expect(gasPriceFraction(1e-7)).toEqual({ numerator: 1n, denominator: 10_000_000n })
    expect(gasPriceFraction(2.5e-8)).toEqual({ numerator: 25n, denominator: 10n ** 9n })
    expect(gasPriceFraction(1e21)).toEqual({ numerator: 10n ** 21n, denominator: 1n })
    expect(feeOf(80_000n, gasPriceFraction(1e-7))).toBe(cosmjsFee(80_000n, '0.0000001'))
  })

  it('takes the decimal a price prints as, not the binary double behind it', () => {
    // 0.025 is 0.025000000000000001387… as a double: 200 000 gas must cost 5 000, not 5 001.
    expect(feeOf(200_000n, gasPriceFraction(0.025))).toBe(5_000n)
    expect(feeOf(0n, gasPriceFraction(0.025))).toBe(0n)
  })

  it('refuses prices that are not prices', () => {
    for (const price of [-0.01, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => gasPriceFraction(price)).toThrow(RangeError)
  })
})

describe('cosmos fee: the gas limit of a simulation', () => {
  it('is the gas used times the multiplier, rounded up to a whole unit of gas', () => {
    const { numerator, denominator } = GAS_MULTIPLIER
    for (let run = 0; run < 500; run++) {
      const used = BigInt(below(10_000_000))
      const limit = gasLimitOf(used)
      // The smallest whole number at or above used × 14/10.
      expect(limit * denominator >= used * numerator).toBe(true)
      expect((limit - 1n) * denominator < used * numerator).toBe(true)
    }
    expect(gasLimitOf(62_345n)).toBe(87_283n)
  })
})
