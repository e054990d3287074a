import type { SnapshotFrom } from 'xstate'
import type { AlertId, AlertVariant } from '../../errors/alerts.js'
import { alerts as alertCatalogue } from '../../errors/alerts.js'
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
