import type { SnapshotFrom } from 'xstate'
import type { Features } from '../../config/features.js'
import type { Connector } from '../../connectors/connector.types.js'
import type { AlertId, AlertVariant } from '../../errors/alerts.js'
import { alerts as alertCatalogue } from '../../errors/alerts.js'
import type { Namespace } from '../../networks/network.types.js'
import type { foyerMachine } from './foyer.machine.js'
import type { Theme } from './foyer.types.js'

/**
 * A snapshot of the root actor.
 *
 * @example
 * const snapshot: FoyerSnapshot = foyer.actor.getSnapshot()
 */
export type FoyerSnapshot = SnapshotFrom<typeof foyerMachine>

/** The alert on screen, ready to render. */
export type AlertViewModel =
  | { id: AlertId; variant: AlertVariant; title: string; message: string }
  | undefined

/**
 * The oldest alert not yet dismissed, with its own title and message or else the catalogue's.
 *
 * @example
 * const alert = useSelector(foyer.actor, selectAlertView)
 */
export function selectAlertView(snapshot: FoyerSnapshot): AlertViewModel {
  const alert = snapshot.context.alerts[0]
  if (!alert) return undefined
  const entry = alertCatalogue[alert.id]
  return {
    id: alert.id,
    variant: entry.variant,
    title: alert.title ?? entry.title,
    message: alert.message ?? entry.message,
  }
}

/**
 * The theme to render with.
 *
 * @example
 * const { mode, variables } = useSelector(foyer.actor, selectTheme)
 */
export function selectTheme(snapshot: FoyerSnapshot): Theme {
  return snapshot.context.theme
}

/**
 * Whether the modal is embedded in the page (rendered in place, no backdrop, no focus trap).
 *
 * @example
 * const isEmbedded = useSelector(foyer.actor, selectIsEmbedded)
 */
export function selectIsEmbedded(snapshot: FoyerSnapshot): boolean {
  return snapshot.context.options.embedded === true
}

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
