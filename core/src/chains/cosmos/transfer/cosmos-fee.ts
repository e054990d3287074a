// The fee of a Cosmos transaction: its gas limit times a gas price in the fee coin, rounded up to a
// whole smallest unit (the SDK asks at least `ceil(min gas price × gas limit)`, so rounding down could
// fall under a node's minimum). In exact integer arithmetic: gas prices are decimals (0.025 uatom a unit
// of gas) that a `Number` product would round.

/**
 * What the gas a simulation used is multiplied by for the gas limit, as a fraction (14/10, CosmJS's
 * multiplier for its fee 'auto'): a node meters store reads and writes, which may cost a little more
 * when the transaction runs than when it was simulated; an unused part of the limit is paid anyway, so
 * the margin stays small.
 */
export const GAS_MULTIPLIER = { numerator: 14n, denominator: 10n } as const

/**
 * The gas limit of a bank send that could not be simulated (the account is unknown to the chain or holds
 * nothing, so a simulation fails for lack of funds): Keplr's default for a send. Such a send is refused
 * for lack of funds before any wallet is asked; the fee shown with it is this estimate's.
 */
export const UNSIMULATED_SEND_GAS = 80_000n

/**
 * Keplr's gas prices for a chain that names none (`DefaultGasPriceStep` of its chain infos): the
 * wallet's own default, which a chain without prices of its own is used to.
 */
export const DEFAULT_GAS_PRICE_STEP = { low: 0.01, average: 0.025, high: 0.04 } as const

/**
 * The gas limit for a simulation that used `gasUsed`: times {@link GAS_MULTIPLIER}, rounded up.
 *
 * @example
 * gasLimitOf(62_345n) // 87_283n
 */
export function gasLimitOf(gasUsed: bigint): bigint {
  const { numerator, denominator } = GAS_MULTIPLIER
  return (gasUsed * numerator + denominator - 1n) / denominator
}

/** A gas price as an exact fraction of smallest units per unit of gas. */
export type GasPriceFraction = { numerator: bigint; denominator: bigint }

/**
 * A gas price written as a JavaScript number (`0.025`, `1e-7`), as the exact decimal it prints as (its
 * shortest round-trip text, so `0.025` is 25/1000, not the binary double's 0.025000000000000001…).
 * Throws for a price that is negative, infinite or not a number.
 *
 * @example
 * gasPriceFraction(0.0025) // { numerator: 25n, denominator: 10000n }
 */
export function gasPriceFraction(price: number): GasPriceFraction {
  if (!Number.isFinite(price) || price < 0) throw new RangeError(`Not a gas price: ${price}`)
  const [mantissa = '0', exponentText = '0'] = String(price).toLowerCase().split('e')
  const [whole = '0', fraction = ''] = mantissa.split('.')
  const exponent = Number(exponentText) - fraction.length
  const digits = BigInt(`${whole}${fraction}`)
  return exponent >= 0
    ? { numerator: digits * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-exponent) }
}

/**
 * The fee for `gasLimit` at `price`: their product rounded up to a whole smallest unit, as the SDK
 * computes the fee a gas price asks for.
 *
 * @example
 * feeOf(200_000n, gasPriceFraction(0.025)) // 5_000n
 */
export function feeOf(gasLimit: bigint, price: GasPriceFraction): bigint {
  return (gasLimit * price.numerator + price.denominator - 1n) / price.denominator
}
