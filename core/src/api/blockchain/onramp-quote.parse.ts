import { InvalidResponseError } from '../../errors/http.js'
import { isRecord } from '../../utils/is-record.js'
import { isTokenAmount } from '../../utils/token-amount.js'
import type { OnrampAmount, OnrampQuote } from './onramp.types.js'
import { compareDecimals } from './onramp-decimal.js'

const QUOTE = 'POST /v1/onramp/quote'
const URL_PATH = 'POST /v1/generators/onrampurl'

/**
 * Reads `POST /v1/onramp/quote`'s answer (SPEC §3): `{ quoteId, paymentTotal, paymentSubtotal,
 * networkFee, purchaseAmount, coinbaseFee? }`, each amount `{ amount, currency }` with the amount a
 * plain decimal string. The service's own serializer writes `value` for `amount` and
 * `paymentSubTotal`; both spellings are read; a provider fee is read from `coinbaseFee` or
 * `providerFee`. Throws {@link InvalidResponseError} for anything else, and for a quote that cannot be
 * true: nothing bought, or a subtotal or a fee above the total paid (in the same currency).
 *
 * @example
 * parseOnrampQuote({ quoteId: 'q1', paymentTotal: { amount: '100.00', currency: 'USD' }, … }).estimate // false
 */
export function parseOnrampQuote(body: unknown): OnrampQuote {
  if (!isRecord(body)) throw new InvalidResponseError({ details: `${QUOTE}: expected an object` })
  const quoteId = body.quoteId
  if (typeof quoteId !== 'string' || quoteId === '' || quoteId.length > 200)
    throw new InvalidResponseError({ details: `${QUOTE}: no quoteId` })
  const paymentTotal = amountOf(body.paymentTotal, 'paymentTotal')
  const paymentSubtotal = amountOf(body.paymentSubtotal ?? body.paymentSubTotal, 'paymentSubtotal')
  const networkFee = amountOf(body.networkFee, 'networkFee')
  const purchaseAmount = amountOf(body.purchaseAmount, 'purchaseAmount')
  const wireFee = body.coinbaseFee ?? body.providerFee
  const providerFee = wireFee === undefined || wireFee === null ? undefined : amountOf(wireFee, 'providerFee')
  if (compareDecimals(purchaseAmount.amount, '0') <= 0)
    throw new InvalidResponseError({ details: `${QUOTE}: the quote buys nothing` })
  for (const [name, part] of [
    ['paymentSubtotal', paymentSubtotal],
    ['networkFee', networkFee],
    ['providerFee', providerFee],
  ] as const)
    if (
      part &&
      part.currency === paymentTotal.currency &&
      compareDecimals(part.amount, paymentTotal.amount) > 0
    )
      throw new InvalidResponseError({ details: `${QUOTE}: ${name} is above the total paid` })
  return { quoteId, paymentTotal, paymentSubtotal, networkFee, providerFee, purchaseAmount, estimate: false }
}

function amountOf(wire: unknown, name: string): OnrampAmount {
  const amount = isRecord(wire) ? (wire.amount ?? wire.value) : undefined
  const currency = isRecord(wire) ? wire.currency : undefined
  if (!isTokenAmount(amount) || typeof currency !== 'string' || !/^[A-Za-z0-9.-]{1,20}$/.test(currency))
    throw new InvalidResponseError({ details: `${QUOTE}: ${name} is not { amount, currency }` })
  return { amount, currency }
}

/** Hosts a payment page may be served from over plain http: the developer's own machine. */
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Reads `POST /v1/generators/onrampurl`'s answer: `{ url }`, the provider's page the visitor is sent
 * to. Only an https address is taken (a `javascript:` or `data:` one could run code; plain http
 * could be changed on the way), or http to the visitor's own machine (the local provider of the test
 * stack). Throws {@link InvalidResponseError} for anything else.
 *
 * @example
 * parseOnrampUrl({ url: 'https://pay.example.com/buy?token=…' }) // 'https://pay.example.com/buy?token=…'
 */
export function parseOnrampUrl(body: unknown): string {
  const url = isRecord(body) ? body.url : undefined
  if (typeof url !== 'string' || url.length > 8_000)
    throw new InvalidResponseError({ details: `${URL_PATH}: expected { url }` })
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new InvalidResponseError({ details: `${URL_PATH}: the url is not an address` })
  }
  const isSecure = parsed.protocol === 'https:' && parsed.hostname !== ''
  const isLocal = parsed.protocol === 'http:' && loopbackHosts.has(parsed.hostname)
  if (!isSecure && !isLocal)
    throw new InvalidResponseError({ details: `${URL_PATH}: ${parsed.protocol} is not a page to pay on` })
  return url
}
