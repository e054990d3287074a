import type { AccountTransaction } from '../../api/blockchain/blockchain-api.types.js'
import { visibleText } from '../../utils/visible-text.js'
import { dayOf, describeTransfer, groupByMonth } from './activity.rules.js'
import type { ActivitySnapshot } from './activity.types.js'
import type { ActivityItem, ActivityViewModel } from './activity.views.js'

/**
 * The Activity list's model: transactions grouped by month, newest first, each with its operation,
 * day, what moved (signed by SPEC §3's rules) and an image.
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
      label: group.label,
      items: group.transactions.map(activityItem),
    })),
    hasMore: next !== undefined,
    isLoadingMore: snapshot.matches({ listed: 'loadingMore' }),
  }
}

/**
 * One transaction as the Activity list shows it: its operation, day, what moved and an image.
 *
 * @example
 * activityItem(receive) // { key: '0x01', title: 'Receive', status: 'confirmed', day: 'Nov 24', description: '+1.000 ETH', … }
 */
export function activityItem(transaction: AccountTransaction): ActivityItem {
  const { operationType, transfers } = transaction
  const [first] = transfers
  return {
    key: transaction.id,
    // The operation type is the indexer's text: hidden or reordering characters show as escapes.
    title: visibleText(operationType.charAt(0).toUpperCase() + operationType.slice(1)),
    status: transaction.status,
    day: dayOf(transaction.minedAt),
    description: transfers
      .slice(0, 2)
      .map((transfer) => describeTransfer(operationType, transfer))
      .join(' · '),
    imageUrl: first?.kind === 'nft' ? first.imageUrl : first?.iconUrl,
  }
}
