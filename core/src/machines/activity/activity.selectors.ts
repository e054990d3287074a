import type { AccountTransaction } from '../../api/blockchain/blockchain-api.types.js'
import { visibleText } from '../../utils/visible-text.js'
import { groupByMonth, transferLine } from './activity.rules.js'
import type { ActivitySnapshot } from './activity.types.js'
import type { ActivityItem, ActivityViewModel } from './activity.views.js'

/**
 * The Activity list's model: transactions grouped by month, newest first, each with its operation,
 * time, what moved (signed by SPEC §3's rules) and an image.
 *
 * @example
 * const view = useActorSelector(foyer.getActor('activityFeed'), selectActivityView)
 */
export function selectActivityView(snapshot: ActivitySnapshot | undefined): ActivityViewModel {
  // Until the machine downloaded, its first read is on its way.
  if (!snapshot || snapshot.matches('loading')) return { status: 'loading' }
  const { transactions, next } = snapshot.context
  return {
    status: 'listed',
    groups: groupByMonth(transactions).map((group) => ({
      key: group.key,
      month: group.month,
      items: group.transactions.map(activityItem),
    })),
    hasMore: next !== undefined,
    isLoadingMore: snapshot.matches({ listed: 'loadingMore' }),
  }
}

/**
 * One transaction as the Activity list shows it: its operation, when it was mined, what moved (its
 * first two transfers) and an image.
 *
 * @example
 * activityItem(receive) // { key: '0x01', title: 'Receive', status: 'confirmed', minedAt: Date.parse('2026-11-24T10:00:00Z'), transfers: [{ kind: 'fungible', sign: '+', amount: '1.000', symbol: 'ETH' }], … }
 */
export function activityItem(transaction: AccountTransaction): ActivityItem {
  const { operationType, transfers } = transaction
  const [first] = transfers
  return {
    key: transaction.id,
    // The operation type is the indexer's text: hidden or reordering characters show as escapes.
    title: visibleText(operationType.charAt(0).toUpperCase() + operationType.slice(1)),
    status: transaction.status,
    minedAt: Date.parse(transaction.minedAt),
    transfers: transfers.slice(0, 2).map((transfer) => transferLine(operationType, transfer)),
    imageUrl: first?.kind === 'nft' ? first.imageUrl : first?.iconUrl,
  }
}
