import type { MultiWalletActions, ProfileWalletsViewModel } from '@foyer/core'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'
import { useIntents } from './useIntents.js'
import { useSystemActor } from './useSystemActor.js'

/**
 * The ProfileWallets view's model, or `undefined` without the multi-wallet module. Read through the
 * module's facade action rather than by importing its selectors: the view is a lazy chunk, and core
 * code imported from it would be split out of the page's first download.
 *
 * @example
 * const view = useProfileWalletsView()
 */
export function useProfileWalletsView(): ProfileWalletsViewModel | undefined {
  const foyer = useIntents<MultiWalletActions>()
  return useActorSelector(
    useSystemActor('multiWallet'),
    (snapshot) => (snapshot ? foyer.getProfileWalletsView?.() : undefined),
    sameViewModel,
  )
}
