import type { AccountTransaction, AccountTransfer } from '../../api/blockchain/blockchain-api.types.js'
import { kitOf, type NamespaceKits } from '../../chains/kits.js'
import type { Features } from '../../config/features.js'
import type { Namespace } from '../../networks/network.types.js'
import { visibleText } from '../../utils/visible-text.js'
import { formatQuantity } from '../portfolio/portfolio.rules.js'

// SPEC §3: the operation types shown with a plus (the account gained) and with a minus (it gave).
const plusOperations = new Set(['receive', 'deposit', 'borrow', 'claim'])
const minusOperations = new Set(['withdraw', 'repay', 'burn'])

/**
 * The sign a transfer's amount is shown with: by the transaction's operation type where SPEC §3 names
 * it (plus: receive, deposit, borrow, claim; minus: withdraw, repay, burn), otherwise by which way the
 * transfer went for the account; none for a transfer to itself.
 *
 * @example
 * transferSign('receive', 'out') // '+'
 * transferSign('send', 'out') // '-'
 * transferSign('trade', 'in') // '+'
 */
export function transferSign(operationType: string, direction: AccountTransfer['direction']): '+' | '-' | '' {
  if (plusOperations.has(operationType)) return '+'
  if (minusOperations.has(operationType)) return '-'
  return direction === 'in' ? '+' : direction === 'out' ? '-' : ''
}

/**
 * A whole-token amount as people read it: truncated to 3 decimals, grouped by thousands.
 *
 * @example
 * formatTransferQuantity('1250.56789') // '1,250.567'
 */
export function formatTransferQuantity(numeric: string): string {
  const fraction = numeric.split('.')[1] ?? ''
  return formatQuantity({ decimals: String(fraction.length), numeric })
}

/**
 * What a transfer moved, in words: the signed amount and symbol of a token, the name of an NFT. Names
 * and symbols are anyone's to write, so characters that hide or reorder text show as escapes.
 *
 * @example
 * describeTransfer('send', { kind: 'fungible', direction: 'out', quantity: '10', symbol: 'FUSD' }) // '-10.000 FUSD'
 */
export function describeTransfer(operationType: string, transfer: AccountTransfer): string {
  const sign = transferSign(operationType, transfer.direction)
  if (transfer.kind === 'nft') return `${sign}${visibleText(transfer.name ?? 'NFT')}`
  const symbol = transfer.symbol ? ` ${visibleText(transfer.symbol)}` : ''
  return `${sign}${formatTransferQuantity(transfer.quantity)}${symbol}`
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/**
 * The month a transaction was mined in, as a key (`'2026-11'`) and as people read it
 * (`'November 2026'`), in UTC so a server's render and the browser's agree.
 *
 * @example
 * monthOf('2026-11-24T10:00:00Z') // { key: '2026-11', label: 'November 2026' }
 */
export function monthOf(minedAt: string): { key: string; label: string } {
  const date = new Date(minedAt)
  const month = String(date.getUTCMonth() + 1).padStart(2, '0')
  return { key: `${date.getUTCFullYear()}-${month}`, label: monthFormat.format(date) }
}

/**
 * The day a transaction was mined, short (`'Nov 24'`), in UTC.
 *
 * @example
 * dayOf('2026-11-24T10:00:00Z') // 'Nov 24'
 */
export function dayOf(minedAt: string): string {
  return dayFormat.format(new Date(minedAt))
}

/**
 * Transactions grouped by the year and month they were mined in, newest first (SPEC §3), each group's
 * transactions newest first.
 *
 * @example
 * groupByMonth([octoberTx, novemberTx]) // [{ key: '2026-11', label: 'November 2026', transactions: [novemberTx] }, { key: '2026-10', … }]
 */
export function groupByMonth(
  transactions: readonly AccountTransaction[],
): { key: string; label: string; transactions: AccountTransaction[] }[] {
  const newestFirst = [...transactions].sort((a, b) => Date.parse(b.minedAt) - Date.parse(a.minedAt))
  const groups: { key: string; label: string; transactions: AccountTransaction[] }[] = []
  for (const transaction of newestFirst) {
    const month = monthOf(transaction.minedAt)
    const last = groups.at(-1)
    if (last?.key === month.key) last.transactions.push(transaction)
    else groups.push({ ...month, transactions: [transaction] })
  }
  return groups
}

/**
 * Whether the Account view offers Activity: the site's source reads history (the account data module
 * runs an activity actor), the project's `activity` feature is on (SPEC §6: the remote configuration
 * may turn it off), and the account's namespace has indexed activity (SPEC §9: EVM), as its kit among
 * the Foyer's `kits` says.
 *
 * @example
 * showsActivity({ hasActivityActor: true, features, namespace: 'solana', kits: foyer.kits }) // false
 */
export function showsActivity({
  hasActivityActor,
  features,
  namespace,
  kits,
}: {
  hasActivityActor: boolean
  features: Pick<Features, 'activity'>
  namespace: Namespace | undefined
  kits: NamespaceKits
}): boolean {
  return (
    hasActivityActor && features.activity && namespace !== undefined && kitOf(kits, namespace).hasActivity
  )
}
