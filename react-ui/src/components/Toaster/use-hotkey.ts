import { useEffect, useRef } from 'react'

/**
 * Calls `onPress` when Alt+T is pressed anywhere on the page (SPEC §2). The physical key is read
 * (`KeyT`), because Alt+T types another character on some layouts (e.g. "†" on a Mac).
 *
 * @example
 * useToasterHotkey(toggle)
 */
export function useToasterHotkey(onPress: () => void): void {
  // The latest callback without re-adding the listener on every render.
  const latest = useRef(onPress)
  latest.current = onPress
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.code !== 'KeyT' || event.ctrlKey || event.metaKey) return
      event.preventDefault()
      latest.current()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
