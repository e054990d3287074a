import { GridIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { viewTitles } from '../titles.js'
import type { AnyViewProps } from '../view.types.js'

/**
 * Stands in for an optional view (email, social, swaps, send, receive, onramp, activity, pay) until
 * it is built. Loaded lazily like the real ones will be, so the on-demand path is exercised today.
 *
 * @example
 * <OptionalPendingView view={{ name: 'Receive' }} />
 */
export function OptionalPendingView({ view }: AnyViewProps) {
  return (
    <Placeholder icon={<GridIcon />} title={`${viewTitles[view.name]} is coming soon`}>
      The <code>{view.name}</code> screen is an optional feature that is not built yet.
    </Placeholder>
  )
}
