import { type RefObject, useEffect } from 'react'
import type { UseModalResult } from '../hooks/useModal.js'
import type { UseRouterResult } from '../hooks/useRouter.js'

/**
 * What Escape does in the dialog (SPEC §2: back pops a view; with one view it closes the modal): it
 * goes back when the header offers Back, so in All wallets it returns to Connect. It asks to close
 * instead on the first view, while the modal is not open yet (an overlay standing by) and while
 * closing is locked, where the modal machine refuses and shakes: Escape never leaves a step that
 * must be completed.
 *
 * @example
 * onKeyDown={(event) => { if (event.key === 'Escape') pressEscape(modal, router) }}
 */
export function pressEscape(
  modal: Pick<UseModalResult, 'isOpen' | 'isCloseLocked' | 'close'>,
  router: Pick<UseRouterResult, 'canGoBack' | 'back'>,
): void {
  if (modal.isOpen && !modal.isCloseLocked && router.canGoBack) router.back()
  else modal.close()
}

/**
 * Escape pressed while the overlay shows but the focus is not in the dialog yet: the open is processed
 * (and the focus moved in) a frame or more after the overlay is painted, longer on a busy phone, and a
 * visitor who presses Escape at once must still be heard. While `enabled` (an overlay), a keydown on
 * the document outside the dialog runs `onEscape`, unless the overlay stands by unseen
 * (`data-standby`). Inside the dialog its own handler answers.
 *
 * @example
 * useEscapeOutside(rootRef, dialogRef, () => pressEscape(modal, router), isOverlay)
 */
export function useEscapeOutside(
  rootRef: RefObject<HTMLElement | null>,
  dialogRef: RefObject<HTMLElement | null>,
  onEscape: () => void,
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      const root = rootRef.current
      if (!root || root.hasAttribute('data-standby')) return
      if (event.target instanceof Node && dialogRef.current?.contains(event.target)) return
      onEscape()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [rootRef, dialogRef, onEscape, enabled])
}
