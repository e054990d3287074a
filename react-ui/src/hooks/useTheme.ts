import { selectTheme, type Theme, type ThemeChange } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from '../context/FoyerProvider.js'
import { useActorSelector } from './useActorSelector.js'

/**
 * What {@link useTheme} returns: the theme and an intent to change it at run time.
 *
 * @example
 * const { mode, setTheme }: UseThemeResult = useTheme()
 */
export type UseThemeResult = Theme & {
  /** Switches the theme mode (the visitor's choice: stored, so it outlives a reload) and/or replaces the theme variables. */
  setTheme(theme: ThemeChange): void
}

/**
 * The theme the modal renders with (`system` by default: the visitor's light/dark setting) and `setTheme`.
 *
 * @example
 * const { mode, setTheme } = useTheme()
 * return <button onClick={() => setTheme({ mode: mode === 'dark' ? 'light' : 'dark' })}>Toggle</button>
 */
export function useTheme(): UseThemeResult {
  const foyer = useFoyer()
  const theme = useActorSelector(foyer.actor, selectTheme)
  return useMemo(() => ({ ...theme, setTheme: (next) => foyer.setTheme(next) }), [foyer, theme])
}
