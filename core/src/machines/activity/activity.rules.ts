import type { AccountTransaction, AccountTransfer } from '../../api/blockchain/blockchain-api.types.js'
import { kitOf, type NamespaceKits } from '../../chains/kits.js'
import type { Features } from '../../config/features.js'
import type { Namespace } from '../../networks/network.types.js'
import { visibleText } from '../../utils/visible-text.js'
import { cutQuantity } from '../portfolio/portfolio.rules.js'
import type { DecimalFigure } from '../portfolio/portfolio.views.js'
import type { TransferLine } from './activity.views.js'

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
 * A whole-token amount cut as SPEC §9 says (3 decimals, truncated), as a decimal string for a UI to
 * write in its visitor's locale.
 *
 * @example
 * cutTransferQuantity('1250.56789') // '1250.567'
 */
export function cutTransferQuantity(numeric: string): DecimalFigure {
  const fraction = numeric.split('.')[1] ?? ''
  return cutQuantity({ decimals: String(fraction.length), numeric })
}

/**
 * What a transfer moved, for a UI to write: the sign and the amount and symbol of a token, or the
 * name of an NFT. Names and symbols are anyone's to write, so characters that hide or reorder text
 * show as escapes.
 *
 * @example
 * transferLine('send', { kind: 'fungible', direction: 'out', quantity: '10', symbol: 'FUSD' }) // { kind: 'fungible', sign: '-', amount: '10.000', symbol: 'FUSD' }
 */
export function transferLine(operationType: string, transfer: AccountTransfer): TransferLine {
  const sign = transferSign(operationType, transfer.direction)
  if (transfer.kind === 'nft') return { kind: 'nft', sign, name: visibleText(transfer.name ?? 'NFT') }
  return {
    kind: 'fungible',
    sign,
    amount: cutTransferQuantity(transfer.quantity),
    symbol: transfer.symbol ? visibleText(transfer.symbol) : undefined,
  }
}

/**
 * The month a transaction was mined in, in UTC (so a server's render and the browser's agree, whatever
 * their time zones): as a key (`'2026-11'`) and as the time its first day starts, for a UI to write as
 * a month and year in UTC.
 *
 * @example
 * monthOf('2026-11-24T10:00:00Z') // { key: '2026-11', month: Date.UTC(2026, 10) }
 */
export function monthOf(minedAt: string): { key: string; month: number } {
  const date = new Date(minedAt)
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth()
  return { key: `${year}-${String(month + 1).padStart(2, '0')}`, month: Date.UTC(year, month) }
}

/**
 * Transactions grouped by the year and month they were mined in (UTC), newest first (SPEC §3), each
 * group's transactions newest first.
 *
 * @example
 * groupByMonth([octoberTx, novemberTx]) // [{ key: '2026-11', month: Date.UTC(2026, 10), transactions: [novemberTx] }, { key: '2026-10', … }]
 */
export function groupByMonth(
  transactions: readonly AccountTransaction[],
): { key: string; month: number; transactions: AccountTransaction[] }[] {
  const newestFirst = [...transactions].sort((a, b) => Date.parse(b.minedAt) - Date.parse(a.minedAt))
  const groups: { key: string; month: number; transactions: AccountTransaction[] }[] = []
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
