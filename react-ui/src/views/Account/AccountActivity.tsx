import type { ActivityItem, TransferLine } from '@foyer/core'
import { useEffect } from 'react'
import { WalletImage } from '../../components/WalletImage.js'
import type { UseActivityResult } from '../../hooks/useActivity.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { useFigures } from './figures.js'
import { ListSkeleton } from './ListSkeleton.js'

/**
 * Props of {@link AccountActivity}.
 *
 * @example
 * const props: AccountActivityProps = { activity: useActivity() }
 */
export type AccountActivityProps = { activity: UseActivityResult }

const statusNames = { failed: 'Failed', pending: 'Pending' } as const

/**
 * The Account view's Activity list: the account's transactions by month, newest first, each with its
 * operation, day and what moved, the months, days and amounts in the visitor's locale (dates in UTC,
 * as core groups them); "Show more" reads the next page. Asks for the list when it shows.
 *
 * @example
 * const activity = useActivity()
 * {activity && <AccountActivity activity={activity} />}
 */
export function AccountActivity({ activity }: AccountActivityProps) {
  const { view, show, loadMore } = activity
  const { t, format } = useI18n()
  useEffect(() => {
    show()
  }, [show])
  if (view.status === 'loading') return <ListSkeleton label={t('Loading activity…')} />
  if (view.groups.length === 0)
    return <p className="foyer-tokens-note">{t('No activity on this network yet.')}</p>
  return (
    <div className="foyer-activity">
      {view.groups.map((group) => (
        <section key={group.key} className="foyer-activity-month" aria-label={format.month(group.month)}>
          <h4 className="foyer-activity-month-title">{format.month(group.month)}</h4>
          <ul className="foyer-token-list">
            {group.items.map((item) => (
              <ActivityRow key={item.key} item={item} />
            ))}
          </ul>
        </section>
      ))}
      {view.hasMore && (
        <button
          type="button"
          className="foyer-link-button foyer-activity-more"
          onClick={loadMore}
          disabled={view.isLoadingMore}
        >
          {view.isLoadingMore ? t('Loading…') : t('Show more')}
        </button>
      )}
    </div>
  )
}

function ActivityRow({ item }: { item: ActivityItem }) {
  const { t, format } = useI18n()
  const figures = useFigures()
  // What moved, signed (SPEC §3): '-10.000 FUSD', '+Foyer Friend #0'; two transfers joined.
  const moved = (line: TransferLine) =>
    line.kind === 'nft'
      ? `${line.sign}${line.name}`
      : `${line.sign}${figures.amount(line.amount)}${line.symbol ? ` ${line.symbol}` : ''}`
  return (
    <li className="foyer-token">
      <WalletImage name={item.title} src={item.imageUrl} size={32} className="foyer-token-icon" />
      <span className="foyer-token-name">
        <span className="foyer-token-title">
          {item.title}
          {item.status !== 'confirmed' && (
            <span className="foyer-activity-status"> · {t(statusNames[item.status])}</span>
          )}
        </span>
        <span className="foyer-token-quantity">{format.day(item.minedAt)}</span>
      </span>
      <span className="foyer-token-value" dir="ltr">
        {item.transfers.map(moved).join(' · ')}
      </span>
    </li>
  )
}
