import { formatUnits, parseUnits } from 'viem'
import { devnetPrices } from './account-chains.js'

// How the local card provider prices a purchase: fixed fees and rates, so a test knows what a quote
// must say. Money is handled in cents and token base units (bigint), never as floats.

/**
 * The onramp providers the local API quotes for (SPEC §9: meld and coinbase, fees of 1 to 2 %), with
 * the fee each takes in basis points and the namespaces each delivers to.
 *
 * @example
 * onrampProviders.coinbase.feeBps // 150 (1.5 %)
 */
export const onrampProviders = {
  meld: { feeBps: 125n, namespaces: ['eip155', 'solana'] },
  coinbase: { feeBps: 150n, namespaces: ['eip155'] },
} as const

/** A provider of {@link onrampProviders}. */
export type OnrampProviderName = keyof typeof onrampProviders

/**
 * Whether `name` is a provider of {@link onrampProviders}.
 *
 * @example
 * isOnrampProvider('meld') // true
 */
export function isOnrampProvider(name: unknown): name is OnrampProviderName {
  return typeof name === 'string' && Object.hasOwn(onrampProviders, name)
}

/**
 * What a US dollar is worth in each payment currency the local API accepts, as decimal strings.
 *
 * @example
 * paymentRates.EUR // '0.92'
 */
export const paymentRates: Readonly<Record<string, string>> = { USD: '1', EUR: '0.92' }

/**
 * The limits of each payment method, the same for every payment currency (SPEC §5's defaults).
 *
 * @example
 * paymentLimits.find((limit) => limit.id === 'card')?.max // '7500.00'
 */
export const paymentLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

/**
 * The network fee a purchase pays, in cents of the payment currency (the provider pays the gas on the
 * local chain; the visitor pays this).
 */
export const NETWORK_FEE_CENTS = 10n

/**
 * A purchase priced: every amount a decimal string, the fiat ones with two decimals, the crypto one
 * with the token's decimals at most (rounded down: a provider never delivers more than it charged for).
 *
 * @example
 * const priced: PricedPurchase = { paymentTotal: '100.00', providerFee: '1.50', networkFee: '0.10', paymentSubtotal: '98.40', cryptoAmount: '98.4' }
 */
export type PricedPurchase = {
  paymentTotal: string
  providerFee: string
  networkFee: string
  paymentSubtotal: string
  cryptoAmount: string
}

/**
 * Prices buying `symbol` (a devnet currency: ETH or FUSD, 18 decimals) for `amount` of `fiatCurrency`
 * paid with `paymentMethod` through `provider`: the provider's fee (rounded up to the cent) and the
 * network fee come out of the amount, the rest buys the crypto at the devnet's fixed dollar price.
 * Answers why not (in words, as the real API's 400 does) for an amount that is no money (more than
 * two decimals included), outside the method's limits, or a currency, method or asset it does not
 * know.
 *
 * @example
 * priceOnramp({ provider: 'coinbase', fiatCurrency: 'USD', amount: '100', paymentMethod: 'card', symbol: 'FUSD' })
 * // { ok: true, priced: { paymentTotal: '100.00', providerFee: '1.50', networkFee: '0.10', paymentSubtotal: '98.40', cryptoAmount: '98.4' } }
 */
export function priceOnramp(request: {
  provider: OnrampProviderName
  fiatCurrency: string
  amount: string
  paymentMethod: string
  symbol: string
}): { ok: true; priced: PricedPurchase } | { ok: false; reason: string } {
  const { provider, fiatCurrency, amount, paymentMethod, symbol } = request
  const rate = Object.hasOwn(paymentRates, fiatCurrency) ? paymentRates[fiatCurrency] : undefined
  if (rate === undefined) return { ok: false, reason: `Unsupported payment currency ${fiatCurrency}` }
  const price = Object.hasOwn(devnetPrices, symbol) ? devnetPrices[symbol] : undefined
  if (price === undefined) return { ok: false, reason: `Unsupported purchase currency ${symbol}` }
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(amount))
    return { ok: false, reason: `${amount} is not an amount of money` }
  const limit = paymentLimits.find((entry) => entry.id === paymentMethod.toLowerCase())
  if (!limit) return { ok: false, reason: `Unsupported payment method ${paymentMethod}` }
  const total = parseUnits(amount, 2)
  if (total < parseUnits(limit.min, 2) || total > parseUnits(limit.max, 2))
    return { ok: false, reason: `The amount must be from ${limit.min} to ${limit.max} ${fiatCurrency}` }
  const fee = ceilDiv(total * onrampProviders[provider].feeBps, 10_000n)
  const subtotal = total - fee - NETWORK_FEE_CENTS
  // The subtotal is worth (subtotal / 100) / rate dollars, which buy that over `price` tokens:
  // units = subtotal × 10^18 / (100 × rate × price), with rate and price scaled by 10^18 each.
  const decimals = 18
  const units = (subtotal * 10n ** 52n) / (parseUnits(rate, 18) * parseUnits(String(price), 18))
  const cents = (value: bigint) => formatCents(value)
  return {
    ok: true,
    priced: {
      paymentTotal: cents(total),
      providerFee: cents(fee),
      networkFee: cents(NETWORK_FEE_CENTS),
      paymentSubtotal: cents(subtotal),
      cryptoAmount: formatUnits(units, decimals),
    },
  }
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b
}

function formatCents(cents: bigint): string {
  const text = cents.toString().padStart(3, '0')
  return `${text.slice(0, -2)}.${text.slice(-2)}`
}
