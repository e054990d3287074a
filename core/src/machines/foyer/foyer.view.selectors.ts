import type { Features } from '../../config/features.js'
import type { Connector } from '../../connectors/connector.types.js'
import type { Namespace } from '../../networks/network.types.js'
import type { FoyerSnapshot } from './foyer.selectors.js'

// The root's selectors that only the modal's lazily loaded views and capabilities read, apart from
// foyer.selectors.ts, which the page's actions import: a module the page imports from is downloaded whole.

/**
 * The namespace of the last connect attempt, whose connection actor feeds the ConnectingExternal view.
 *
 * @example
 * const namespace = useSelector(foyer.actor, selectConnectingNamespace) // 'eip155'
 */
export function selectConnectingNamespace(snapshot: FoyerSnapshot): Namespace | undefined {
  return snapshot.context.connectingNamespace
}

/** Every namespace's connectors, merged in the adapters' order. */
export function selectMergedConnectors(snapshot: FoyerSnapshot): readonly Connector[] {
  return snapshot.context.connectors
}

/** The features Foyer runs with: the site's, the remote configuration's once loaded, and the defaults. */
export function selectFeatures(snapshot: FoyerSnapshot): Features {
  return snapshot.context.features
}
