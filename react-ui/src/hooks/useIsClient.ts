import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}
const inBrowser = () => true
const onServer = () => false

/**
 * `false` on the server and while React hydrates the server's markup, `true` in every other render.
 * React reads a store's server snapshot (here `false`) while it hydrates, then, once the markup is
 * hydrated, renders again with the browser's (`true`) on its own, without a click. What only the
 * browser knows waits for it, so the browser's first render reads as the server's markup: when they
 * differ, React throws that markup away and reports a hydration error.
 *
 * @example
 * const isClient = useIsClient()
 * return isClient ? createPortal(overlay, document.body) : null
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(subscribeNever, inBrowser, onServer)
}
