import { InvalidResponseError } from '../../errors/http.js'
import { isRecord } from '../../utils/is-record.js'
import { isTokenAmount } from '../../utils/token-amount.js'
import type {
  OnrampNetwork,
  OnrampOptions,
  PaymentCurrency,
  PaymentMethodLimit,
  PurchaseCurrency,
} from './onramp.types.js'
import { compareDecimals } from './onramp-decimal.js'

const PATH = 'GET /v1/onramp/options'

/**
 * Reads `GET /v1/onramp/options`'s answer: `{ paymentCurrencies: [{ id, payment_method_limits: [{ id,
 * min, max }] }], purchaseCurrencies: [{ id, name, symbol, networks: [{ name, display_name, chain_id,
 * contract_address }] }] }` (SPEC §3). The service's own serializer writes `limits`, `displayName`,
 * `chainId` and `contractAddress` instead: both spellings are read. Entries that break a rule are left
 * out: a limit whose `min` or `max` is no plain decimal or whose `min` is above its `max`, a network
 * without a name or with a chain id that is not digits, a currency without an id (an ISO code of 3
 * letters for money) or without any readable network. Throws {@link InvalidResponseError} when the
 * body is not such an object, or when it lists currencies of a kind and none of them is readable (junk
 * is a failure, so the caller falls back to the defaults; an empty list is the service's answer).
 *
 * @example
 * parseOnrampOptions({ paymentCurrencies: [usd], purchaseCurrencies: [usdc] }) // { …, fromDefaults: false }
 */
export function parseOnrampOptions(body: unknown): OnrampOptions {
  if (!isRecord(body) || !Array.isArray(body.paymentCurrencies) || !Array.isArray(body.purchaseCurrencies))
    throw new InvalidResponseError({
      details: `${PATH}: expected { paymentCurrencies: [...], purchaseCurrencies: [...] }`,
    })
  const paymentCurrencies = body.paymentCurrencies.flatMap((entry: unknown) => paymentCurrency(entry) ?? [])
  const purchaseCurrencies = body.purchaseCurrencies.flatMap(
    (entry: unknown) => purchaseCurrency(entry) ?? [],
  )
  if (paymentCurrencies.length === 0 && body.paymentCurrencies.length > 0)
    throw new InvalidResponseError({ details: `${PATH}: no payment currency is readable` })
  if (purchaseCurrencies.length === 0 && body.purchaseCurrencies.length > 0)
    throw new InvalidResponseError({ details: `${PATH}: no purchase currency is readable` })
  return { paymentCurrencies, purchaseCurrencies, fromDefaults: false }
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
/** Upper bound of an id or a name: a real one is a UUID or a word; megabytes of text are junk. */
const MAX_TEXT = 100

const text = (value: unknown): string | undefined =>
  nonEmpty(value) && value.length <= MAX_TEXT ? value : undefined

function paymentCurrency(entry: unknown): PaymentCurrency | undefined {
  if (!isRecord(entry) || typeof entry.id !== 'string' || !/^[A-Z]{3}$/.test(entry.id)) return undefined
  const wire = entry.payment_method_limits ?? entry.limits
  const limits = Array.isArray(wire) ? wire.flatMap((limit: unknown) => paymentLimit(limit) ?? []) : []
  return { id: entry.id, limits }
}

function paymentLimit(entry: unknown): PaymentMethodLimit | undefined {
  if (!isRecord(entry)) return undefined
  const id = text(entry.id)
  const { min, max } = entry
  if (!id || !isTokenAmount(min) || !isTokenAmount(max) || compareDecimals(min, max) > 0) return undefined
  return { id, min, max }
}

function purchaseCurrency(entry: unknown): PurchaseCurrency | undefined {
  if (!isRecord(entry) || !Array.isArray(entry.networks)) return undefined
  const id = text(entry.id)
  const name = text(entry.name)
  const symbol = text(entry.symbol)
  const networks = entry.networks.flatMap((network: unknown) => onrampNetwork(network) ?? [])
  if (!id || !name || !symbol || networks.length === 0) return undefined
  return { id, name, symbol, networks }
}

function onrampNetwork(entry: unknown): OnrampNetwork | undefined {
  if (!isRecord(entry)) return undefined
  const name = text(entry.name)
  const displayName = text(entry.display_name ?? entry.displayName)
  const chainId = entry.chain_id ?? entry.chainId
  const contractAddress = entry.contract_address ?? entry.contractAddress ?? ''
  if (!name || !displayName || typeof chainId !== 'string' || !/^\d{1,20}$/.test(chainId)) return undefined
  if (typeof contractAddress !== 'string' || contractAddress.length > 200) return undefined
  return { name, displayName, chainId, contractAddress }
}
