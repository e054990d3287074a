import {
  type AccountDataActions,
  type IdentityActor,
  selectIdentityView,
  selectLoadedActor,
} from '@foyer/core'
import { useEffect } from 'react'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'
import { useIntents } from './useIntents.js'
import { useSystemActor } from './useSystemActor.js'

// The account data module's lazy actor runs the identity machine once it downloaded (with the first
// `show`).
const selectIdentityActor = selectLoadedActor<IdentityActor>

/**
 * The active account's name and avatar while it is shown (the account data module with a source
 * that knows names): asks for them on mount; both `undefined` until known, or without the module.
 *
 * @example
 * const { name, avatarUrl } = useIdentity()
 */
export function useIdentity(): { name: string | undefined; avatarUrl: string | undefined } {
  const lazyIdentity = useSystemActor('identity')
  const identity = useActorSelector(lazyIdentity, selectIdentityActor)
  const { showIdentity } = useIntents<AccountDataActions>()
  useEffect(() => {
    if (lazyIdentity) showIdentity?.()
  }, [lazyIdentity, showIdentity])
  return useActorSelector(identity, selectIdentityView, sameViewModel)
}
