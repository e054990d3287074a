import { GridIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { viewTitles } from '../titles.js'
import type { AnyViewProps } from '../view.types.js'

/**
 * The fallback for a view that exists in the router but not yet in the skin: it says which one.
 *
 * @example
 * <NotBuiltView view={{ name: 'SwitchNetwork', params: { network: 'eip155:1' } }} />
 */
export function NotBuiltView({ view }: AnyViewProps) {
  return (
    <Placeholder icon={<GridIcon />} title={`${viewTitles[view.name]} is not available yet`}>
      The <code>{view.name}</code> screen is not part of this build yet.
    </Placeholder>
  )
}
