import { InvalidResponseError } from '../../errors/http.js'
import { isCaipNetworkId } from '../../networks/caip.js'
import { isRecord } from '../../utils/is-record.js'
import { isTokenAmount } from '../../utils/token-amount.js'
import type { OnrampHistoryPage, OnrampPurchase, OnrampPurchaseStatus } from './onramp.types.js'

const PATH = 'GET /v1/account/{address}/history?onramp='

/** The providers' purchase states as the history writes them. */
const statuses: Readonly<Record<string, OnrampPurchaseStatus>> = {
  ONRAMP_TRANSACTION_STATUS_SUCCESS: 'success',
  ONRAMP_TRANSACTION_STATUS_IN_PROGRESS: 'in_progress',
  ONRAMP_TRANSACTION_STATUS_FAILED: 'failed',
}

/**
 * Reads the onramp history (`GET /v1/account/{address}/history` with `onramp`): the account history's
 * `{ data, next }`, each entry a purchase whose `metadata.status` is one of the providers' states
 * (`ONRAMP_TRANSACTION_STATUS_SUCCESS`, `…_IN_PROGRESS`, `…_FAILED`) and whose first transfer is the
 * crypto bought (`quantity.numeric`, `fungible_info.symbol`). An entry without those, or with an
 * amount that is no plain decimal, is left out. Throws {@link InvalidResponseError} when the body is
 * not such an object or `next` is neither a cursor nor null.
 *
 * @example
 * parseOnrampHistory({ data: [purchase], next: null }) // { purchases: [{ status: 'success', … }], next: undefined }
 */
export function parseOnrampHistory(body: unknown): OnrampHistoryPage {
  if (!isRecord(body) || !Array.isArray(body.data))
    throw new InvalidResponseError({ details: `${PATH}: expected a \`data\` array` })
  const { next } = body
  if (next !== undefined && next !== null && typeof next !== 'string')
    throw new InvalidResponseError({ details: `${PATH}: \`next\` is neither a cursor nor null` })
  const purchases = body.data.flatMap((entry: unknown) => purchaseOf(entry) ?? [])
  return { purchases, next: typeof next === 'string' && next !== '' ? next : undefined }
}

function purchaseOf(entry: unknown): OnrampPurchase | undefined {
  if (!isRecord(entry) || typeof entry.id !== 'string' || entry.id === '' || !isRecord(entry.metadata))
    return undefined
  const { status, minedAt, chain, hash } = entry.metadata
  const known = typeof status === 'string' && Object.hasOwn(statuses, status) ? statuses[status] : undefined
  if (!known || typeof minedAt !== 'string' || Number.isNaN(Date.parse(minedAt))) return undefined
  const [transfer] = Array.isArray(entry.transfers) ? entry.transfers : []
  if (!isRecord(transfer) || !isRecord(transfer.quantity) || !isRecord(transfer.fungible_info))
    return undefined
  const quantity = transfer.quantity.numeric
  const { symbol, icon } = transfer.fungible_info
  if (!isTokenAmount(quantity) || typeof symbol !== 'string' || symbol === '') return undefined
  const iconUrl = isRecord(icon) && typeof icon.url === 'string' && icon.url !== '' ? icon.url : undefined
  return {
    id: entry.id,
    status: known,
    minedAt,
    quantity,
    symbol,
    iconUrl,
    chainId: isCaipNetworkId(chain) ? chain : undefined,
    hash: typeof hash === 'string' && hash !== '' ? hash : undefined,
  }
}
