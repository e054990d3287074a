import { selectHasToasts } from '@foyer/core'
import { useSelector } from '@xstate/react'
import { Suspense, useEffect, useState } from 'react'
import { useToasterActor } from '../../hooks/useToaster.js'
import { lazyView } from '../../views/lazy-view.js'

// The toasts' UI (stack, swipe, styles) is a chunk of its own: most visits never show a toast, and
// those that do load it with the first one. Once loaded it stays, so later toasts land in a live region
// that is already in the page.
const Toaster = lazyView(() => import('./Toaster.js').then((module) => module.Toaster))

/**
 * {@link Toaster}, loaded with the first toast (`FoyerModal` renders it).
 *
 * @example
 * <LazyToaster />
 */
export function LazyToaster() {
  const hasToasts = useSelector(useToasterActor(), selectHasToasts)
  const [hadToasts, setHadToasts] = useState(false)
  useEffect(() => {
    if (hasToasts) setHadToasts(true)
  }, [hasToasts])
  if (!hasToasts && !hadToasts) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
