import { selectIsViewAvailable } from '../../machines/router/router.selectors.js'
import type { FoyerModule } from '../../system/module.types.js'
import { getSystemActor } from '../../system/system.js'
import { receiveViews } from './receive.views.js'
// Also imported on its own: type declarations keep this line (they drop the one above), so the view
// names it merges into the view map reach every site that imports this module.
import './receive.views.js'

/**
 * Receiving funds: the Receive view, which shows the active account's address to copy, and to scan
 * as its chain's payment URI (see `receiveViewOf`). It runs no actor; the view reads the active
 * connection, as the Account view does. Open it with
 * `foyer.open('Receive')`; the site's `receive` feature turns it off.
 *
 * @example
 * const foyer = createFoyer({ adapters, modules: [receive()] })
 * foyer.open('Receive')
 */
export function receive(): FoyerModule {
  return {
    id: 'receive',
    views: receiveViews,
    // A way to the view from the Account view, while an account is connected and the site's
    // `receive` feature is on.
    account: (system, account) => {
      const router = getSystemActor(system, 'router')
      const available =
        router !== undefined && selectIsViewAvailable(router.getSnapshot(), { name: 'Receive' })
      return account.status === 'connected' && available ? [{ kind: 'receive', opens: 'Receive' }] : []
    },
    plug: () => ({}),
  }
}
