import { selectAccountView } from '../machines/connection/connection.selectors.js'
import type { AccountViewModel } from '../machines/connection/connection.views.js'
import { type AlertViewModel, selectAlertView, selectTheme } from '../machines/foyer/foyer.selectors.js'
import type { Theme } from '../machines/foyer/foyer.types.js'
import { type ModalViewModel, selectModalView } from '../machines/modal/modal.selectors.js'
import { selectNetworksView } from '../machines/network/network.selectors.js'
import type { NetworksViewModel } from '../machines/network/network.views.js'
import { type RouterViewModel, selectRouterView } from '../machines/router/router.selectors.js'
import { selectActiveConnection } from '../system/active-connection.js'
import type { FoyerCore } from '../system/module.types.js'
import { getSystemActor } from '../system/system.js'

/** A plain summary of Foyer's state, for sites that don't use a framework binding. */
export type FoyerState = {
  modal: ModalViewModel
  router: RouterViewModel
  alert: AlertViewModel
  theme: Theme
  /** The active namespace's connection. */
  account: AccountViewModel
  networks: NetworksViewModel
}

/**
 * Foyer's state now, as plain view models.
 *
 * @example
 * getState(foyer).account.address
 */
export function getState(foyer: FoyerCore): FoyerState {
  const modal = getSystemActor(foyer.actor, 'modal')
  const router = getSystemActor(foyer.actor, 'router')
  const network = getSystemActor(foyer.actor, 'network')
  if (!modal || !router || !network)
    throw new Error('Foyer is stopped: its modal, router and network actors are gone')
  const root = foyer.actor.getSnapshot()
  return {
    modal: selectModalView(modal.getSnapshot()),
    router: selectRouterView(router.getSnapshot()),
    alert: selectAlertView(root),
    theme: selectTheme(root),
    account: selectAccountView(selectActiveConnection(foyer.actor)?.actor.getSnapshot()),
    networks: selectNetworksView(network.getSnapshot()),
  }
}

/**
 * Calls `listener` with the new state after every change of any of Foyer's actors; returns the
 * unsubscribe function.
 *
 * @example
 * const stop = watchState(foyer, (state) => render(state))
 */
export function watchState(foyer: FoyerCore, listener: (state: FoyerState) => void): () => void {
  const subscription = foyer.actor.system.inspect((event) => {
    if (event.type === '@xstate.snapshot' && foyer.actor.getSnapshot().status === 'active')
      listener(getState(foyer))
  })
  return () => subscription.unsubscribe()
}
