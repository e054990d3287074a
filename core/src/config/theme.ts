/**
 * The theme preferences a site or a visitor can choose. `system` follows the visitor's light/dark
 * setting (`prefers-color-scheme`) and is decided by CSS, not by script, so a server-rendered page
 * and its hydration agree whatever the visitor's setting; where a browser states no preference the
 * modal is dark, the default colour scheme.
 *
 * @example
 * themePreferences.includes('system') // true
 */
export const themePreferences = ['light', 'dark', 'system'] as const

/**
 * Light, dark, or `system` (the visitor's own setting, dark where there is none).
 *
 * @example
 * const mode: ThemeMode = 'system'
 */
export type ThemeMode = (typeof themePreferences)[number]
