import { fromCallback } from 'xstate'
import type { ToasterEvent } from './toaster.types.js'

/**
 * Reports whether the page is shown (`TOASTER.PAGE_VISIBLE`) or hidden (`TOASTER.PAGE_HIDDEN`: another
 * tab, a minimised window), at once and on every change, so that toasts do not time out unseen.
 * Without a document (server rendering, Node) it reports nothing: the page counts as visible.
 *
 * @example
 * setup({ actors: { watchPageVisibility: watchPageVisibilityActor } })
 */
export const watchPageVisibilityActor = fromCallback<ToasterEvent>(({ sendBack }) => {
  if (typeof document === 'undefined') return undefined
  const report = () =>
    sendBack({ type: document.visibilityState === 'hidden' ? 'TOASTER.PAGE_HIDDEN' : 'TOASTER.PAGE_VISIBLE' })
  report()
  document.addEventListener('visibilitychange', report)
  return () => document.removeEventListener('visibilitychange', report)
})
