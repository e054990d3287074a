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
