import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A purchase the local API hands to the card provider in the checkout link: who receives what, on
 * which network, for how much, until when. Every field is text, as it travels in the link's query.
 *
 * @example
 * const purchase: SignedPurchase = { id: 'b7c1…', provider: 'coinbase', address: '0xf39F…2266', network: 'eip155:31337', asset: 'FUSD', cryptoAmount: '98.4', fiatAmount: '100.00', fiatCurrency: 'USD', paymentMethod: 'card', expires: '1796000000000' }
 */
export type SignedPurchase = {
  id: string
  provider: string
  address: string
  /** CAIP-2. */
  network: string
  /** The crypto's symbol. */
  asset: string
  cryptoAmount: string
  fiatAmount: string
  fiatCurrency: string
  /** How it is paid: `card` or `ach_bank_account` (the checkout asks for that method's details). */
  paymentMethod: string
  /** Milliseconds since the epoch, as digits. */
  expires: string
}

/** The fields the signature covers, in the order it covers them. */
const fields = [
  'id',
  'provider',
  'address',
  'network',
  'asset',
  'cryptoAmount',
  'fiatAmount',
  'fiatCurrency',
  'paymentMethod',
  'expires',
] as const satisfies readonly (keyof SignedPurchase)[]

/** The query parameter holding the HMAC. */
const SIGNATURE = 'signature'

function mac(key: Uint8Array, purchase: SignedPurchase): Buffer {
  // One field a line, in a fixed order: no value may hold a line break, so no two purchases sign alike.
  const text = fields.map((field) => `${field}=${purchase[field]}`).join('\n')
  return createHmac('sha256', key).update(text).digest()
}

/**
 * The checkout link's query for `purchase`: its fields and their HMAC-SHA256 under `key` (a secret
 * the local API and the provider share in Node; it never reaches a page), so the provider can tell a
 * link the API made from one someone changed. Throws when a field holds a line break.
 *
 * @example
 * const url = `${provider.url}/checkout?${signPurchase(desk.signingKey, purchase)}`
 */
export function signPurchase(key: Uint8Array, purchase: SignedPurchase): string {
  for (const field of fields)
    if (/[\r\n]/.test(purchase[field])) throw new Error(`signPurchase: ${field} holds a line break`)
  const query = new URLSearchParams(fields.map((field) => [field, purchase[field]]))
  query.set(SIGNATURE, mac(key, purchase).toString('hex'))
  return query.toString()
}

/**
 * Why a checkout link cannot be paid: a field missing or its signature not the API's (`tampered`:
 * someone changed the link), or its time past (`expired`).
 */
export type PurchaseRefusal = 'tampered' | 'expired'

/**
 * Reads a checkout link's purchase, checking its signature (in constant time) and then its expiry
 * against `now`.
 *
 * @example
 * const read = readSignedPurchase(desk.signingKey, new URL(link).searchParams, Date.now())
 * if (!read.ok) refuse(read.reason)
 */
export function readSignedPurchase(
  key: Uint8Array,
  query: URLSearchParams,
  now: number,
): { ok: true; purchase: SignedPurchase } | { ok: false; reason: PurchaseRefusal } {
  const values = fields.map((field) => query.get(field))
  if (values.some((value) => value === null)) return { ok: false, reason: 'tampered' }
  const purchase = Object.fromEntries(fields.map((field, index) => [field, values[index]])) as SignedPurchase
  const given = Buffer.from(query.get(SIGNATURE) ?? '', 'hex')
  const expected = mac(key, purchase)
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'tampered' }
  if (!/^\d+$/.test(purchase.expires) || Number(purchase.expires) <= now)
    return { ok: false, reason: 'expired' }
  return { ok: true, purchase }
}
