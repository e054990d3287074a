import {
  type AccountDataActions,
  type ActivityActor,
  type ActivityViewModel,
  selectActivityView,
  selectLoadedActor,
} from '@foyer/core'
import { useMemo } from 'react'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'
import { useIntents } from './useIntents.js'
import { useSystemActor } from './useSystemActor.js'

// The account data module's lazy actor runs the activity machine once it downloaded (with the first
// `show`).
const selectActivityActor = selectLoadedActor<ActivityActor>

/**
 * What {@link useActivity} returns: the Activity list's model and the visitor's intents.
 *
 * @example
 * const { view, show, loadMore }: UseActivityResult = useActivity()
 */
export type UseActivityResult = {
  view: ActivityViewModel
  /** The list is on screen: its first page is read unless it is in (downloads the machine). */
  show(): void
  /** The visitor reached the end of the list: read the next page. */
  loadMore(): void
}

/**
 * The active account's transactions (the account data module, with a source that reads history);
 * `undefined` when the site has none.
 *
 * @example
 * const activity = useActivity()
 * useEffect(() => activity?.show(), [activity?.show])
 */
export function useActivity(): UseActivityResult | undefined {
  const lazyActivity = useSystemActor('activity')
  const activity = useActorSelector(lazyActivity, selectActivityActor)
  const view = useActorSelector(activity, selectActivityView, sameViewModel)
  // Stable per actor, so the list's effect that shows it runs once.
  const { showActivity, loadMoreActivity } = useIntents<AccountDataActions>()
  const intents = useMemo(
    () =>
      lazyActivity && showActivity && loadMoreActivity && { show: showActivity, loadMore: loadMoreActivity },
    [lazyActivity, showActivity, loadMoreActivity],
  )
  return useMemo(() => intents && { view, ...intents }, [intents, view])
}
