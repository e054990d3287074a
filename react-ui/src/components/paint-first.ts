import { type FoyerFacade, selectModalView, selectOpensAsHeld, type ViewRequest } from '@foyer/core'
import { type RefObject, useLayoutEffect } from 'react'
import { registerStandbyIntents } from '../hooks/standby-intents.js'

/**
 * While the overlay stands by, opens the modal so that its content is painted in the frame after the
 * click, even on a slow phone. Processing an open (the machines, React's render, the page-behind
 * lock, the focus move) takes a few milliseconds on a laptop and several frames on a phone. When the
 * overlay holds the view this open will show, it is shown at once (the attributes that hide it
 * removed), and the open is processed after the browser painted it, without resetting the router
 * (`openAsShown`), so navigation sent meanwhile is kept as if the open had come first. An open
 * asking for another view is processed at once. A close before the open is processed processes it
 * first, so the modal machine decides as it would have (a locked modal shakes); when it closes, the
 * overlay is hidden again here, since React saw no change to undo.
 *
 * @example
 * usePaintFirst(foyer, rootRef, standby)
 */
export function usePaintFirst(foyer: FoyerFacade, rootRef: RefObject<HTMLElement | null>, standby: boolean) {
  useLayoutEffect(() => {
    const root = rootRef.current
    if (!standby || !root) return
    let pending: (() => void) | undefined
    const { modal, router } = foyer
    const unregister = registerStandbyIntents(modal, {
      open(view: ViewRequest | undefined) {
        if (pending || !selectOpensAsHeld(router.getSnapshot(), view)) {
          return foyer.open(view)
        }
        showStandby(root, true)
        let timer: ReturnType<typeof setTimeout> | undefined
        // A frame callback runs before the frame is painted; a task queued from it runs after.
        const frame = requestAnimationFrame(() => {
          timer = setTimeout(process)
        })
        const process = () => {
          cancelAnimationFrame(frame)
          clearTimeout(timer)
          pending = undefined
          foyer.openAsShown()
        }
        pending = process
      },
      close() {
        const shown = pending
        shown?.()
        foyer.close()
        if (shown && !selectModalView(modal.getSnapshot()).isOpen) showStandby(root, false)
      },
    })
    return () => {
      unregister()
      pending?.()
    }
  }, [foyer, rootRef, standby])
}

/** The attributes that keep a standing-by overlay invisible, inert and out of the accessibility tree. */
function showStandby(root: HTMLElement, shown: boolean) {
  for (const name of ['data-standby', 'aria-hidden', 'inert']) {
    if (shown) root.removeAttribute(name)
    else root.setAttribute(name, name === 'inert' ? '' : 'true')
  }
}
