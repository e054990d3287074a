import { formatAmount, shortfallOf } from '../send/send.rules.js'
import type { PayQuote, PayShortfall } from './pay.types.js'

// What an account lacks to make a payment, with the numbers, worked out once as the payment is
// prepared (it is part of its quote, which the Pay view's model and the pay machine read).

/**
 * What the quoted payer lacks, in whole units with the symbol of what is short: `amountAndFee` (the
 * coin pays both), `amount` (a token's balance) or `fee` (the coin, for a token payment); `undefined`
 * when its balances cover the payment.
 *
 * @example
 * payerShortfallOf(quote) // { lacking: 'amountAndFee', needed: '0.010042', available: '0.001', symbol: 'ETH' }
 */
export function payerShortfallOf(quote: Omit<PayQuote, 'shortfall'>): PayShortfall | undefined {
  const native = !quote.prepared.token
  const shortfall = shortfallOf({ ...quote.prepared, native })
  if (!shortfall) return undefined
  const fee = shortfall.lacking === 'fee'
  const decimals = fee ? quote.nativeDecimals : quote.decimals
  return {
    lacking: fee ? 'fee' : native ? 'amountAndFee' : 'amount',
    needed: formatAmount(shortfall.needed, decimals),
    available: formatAmount(shortfall.available, decimals),
    symbol: fee ? quote.nativeSymbol : quote.symbol,
  }
}
