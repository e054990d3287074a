import { Suspense } from 'react'
import { useToasterActor } from '../../hooks/useToasterActor.js'
import { lazyView } from '../../views/lazy-view.js'

// The toasts' UI (stack, swipe, styles) is a chunk of its own: most visits never show a toast, and
// those that do load it with the first one, as the core loads the toaster's machine. Once loaded it
// stays, so later toasts land in a live region that is already in the page.
const Toaster = lazyView(() => import('./Toaster.js').then((module) => module.Toaster))

/**
 * {@link Toaster}, loaded once the first toast has loaded the toaster actor (`FoyerModal` renders it).
 *
 * @example
 * <LazyToaster />
 */
export function LazyToaster() {
  if (!useToasterActor()) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
