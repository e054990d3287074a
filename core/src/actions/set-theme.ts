import type { ThemeMode, ThemeVariables } from '../machines/foyer/foyer.types.js'
import type { FoyerCore } from '../system/module.types.js'

/**
 * What {@link setTheme} takes: either part, or both.
 *
 * @example
 * const change: ThemeChange = { mode: 'dark' }
 */
export type ThemeChange = { mode?: ThemeMode | undefined; variables?: ThemeVariables | undefined }

/**
 * Switches the theme mode (the visitor's choice: stored, so it outlives a reload) and/or replaces the
 * theme variables, at run time.
 *
 * @example
 * setTheme(foyer, { mode: 'dark' })
 */
export function setTheme(foyer: FoyerCore, theme: ThemeChange): void {
  foyer.actor.send({ type: 'FOYER.SET_THEME', ...theme })
}
