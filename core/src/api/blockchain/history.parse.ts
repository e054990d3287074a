import { InvalidResponseError } from '../../errors/http.js'
import { isCaipNetworkId } from '../../networks/caip.js'
import type { CaipNetworkId } from '../../networks/network.types.js'
import { isRecord } from '../../utils/is-record.js'
import { isTokenAmount } from '../../utils/token-amount.js'
import type {
  AccountTransaction,
  AccountTransfer,
  HistoryPage,
  TransactionStatus,
  TransferDirection,
} from './blockchain-api.types.js'

const statuses: readonly TransactionStatus[] = ['confirmed', 'failed', 'pending']
const directions: readonly TransferDirection[] = ['in', 'out', 'self']

/**
 * Reads `GET /v1/account/{account}/history`'s answer: `{ data: [...], next }`. A transaction is kept
 * only when it has the documented shape, belongs to `network` (SPEC §5: only the connected chain's),
 * and is not all spam (SPEC §5: a transaction whose every transfer is flagged spam is dropped); a
 * malformed transfer (an amount of more digits than a 256-bit balance or 255 decimals included) is
 * left out of its transaction. Throws {@link InvalidResponseError} when the body
 * is not such an object, or `next` is neither a string nor null.
 *
 * @example
 * parseHistory({ data: [receive, spamOnly, otherChain], next: 'c2' }, 'eip155:1') // { transactions: [receive], next: 'c2' }
 */
export function parseHistory(body: unknown, network: CaipNetworkId): HistoryPage {
  const path = 'GET /v1/account/{account}/history'
  if (!isRecord(body) || !Array.isArray(body.data))
    throw new InvalidResponseError({ details: `${path}: expected a \`data\` array` })
  const { next } = body
  if (next !== undefined && next !== null && typeof next !== 'string')
    throw new InvalidResponseError({ details: `${path}: \`next\` is neither a cursor nor null` })
  const transactions = body.data.flatMap((entry: unknown) => {
    const parsed = parseTransaction(entry)
    return parsed && parsed.transaction.chainId === network && !parsed.allSpam ? [parsed.transaction] : []
  })
  return { transactions, next: typeof next === 'string' && next !== '' ? next : undefined }
}

function parseTransaction(entry: unknown): { transaction: AccountTransaction; allSpam: boolean } | undefined {
  if (!isRecord(entry) || typeof entry.id !== 'string' || !isRecord(entry.metadata)) return undefined
  const { operationType, hash, chain, minedAt, sentFrom, sentTo, status } = entry.metadata
  if (typeof operationType !== 'string' || typeof hash !== 'string' || !isCaipNetworkId(chain))
    return undefined
  if (typeof minedAt !== 'string' || Number.isNaN(Date.parse(minedAt))) return undefined
  if (typeof sentFrom !== 'string' || typeof sentTo !== 'string') return undefined
  const knownStatus = statuses.find((known) => known === status)
  if (!knownStatus) return undefined
  const wire = Array.isArray(entry.transfers) ? entry.transfers : []
  const transfers = wire.flatMap((transfer: unknown) => parseTransfer(transfer) ?? [])
  const allSpam = wire.length > 0 && wire.every(isSpam)
  return {
    transaction: {
      id: entry.id,
      hash,
      chainId: chain,
      operationType,
      status: knownStatus,
      minedAt,
      sentFrom,
      sentTo,
      transfers,
    },
    allSpam,
  }
}

function isSpam(transfer: unknown): boolean {
  return (
    isRecord(transfer) &&
    isRecord(transfer.nft_info) &&
    isRecord(transfer.nft_info.flags) &&
    transfer.nft_info.flags.is_spam === true
  )
}

const optionalString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

function parseTransfer(transfer: unknown): AccountTransfer | undefined {
  if (!isRecord(transfer) || !isRecord(transfer.quantity)) return undefined
  const direction = directions.find((known) => known === transfer.direction)
  const quantity = transfer.quantity.numeric
  if (!direction || !isTokenAmount(quantity)) return undefined
  const { nft_info: nft, fungible_info: fungible, value } = transfer
  if (isRecord(nft)) {
    const preview =
      isRecord(nft.content) && isRecord(nft.content.preview) ? nft.content.preview.url : undefined
    return {
      kind: 'nft',
      direction,
      quantity,
      name: optionalString(nft.name),
      imageUrl: optionalString(preview),
    }
  }
  if (!isRecord(fungible)) return undefined
  return {
    kind: 'fungible',
    direction,
    quantity,
    name: optionalString(fungible.name),
    symbol: optionalString(fungible.symbol),
    iconUrl: isRecord(fungible.icon) ? optionalString(fungible.icon.url) : undefined,
    value: typeof value === 'number' && Number.isFinite(value) ? value : undefined,
  }
}
