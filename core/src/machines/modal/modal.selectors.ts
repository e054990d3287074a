import type { SnapshotFrom } from 'xstate'
import type { ViewName } from '../router/router.types.js'
import type { modalMachine } from './modal.machine.js'
import { isCloseLocked } from './modal.rules.js'

/** What the skin needs to render the modal's frame. */
export type ModalViewModel = {
  isOpen: boolean
  /** True for 500 ms after a refused close or an explicit shake. */
  isShaking: boolean
  isLoading: boolean
  /** Closing is refused right now: hide or disable the close button. */
  isCloseLocked: boolean
}

/**
 * The modal's view model.
 *
 * @example
 * const { isOpen, isShaking } = useSelector(foyer.modal, selectModalView)
 */
export function selectModalView(snapshot: SnapshotFrom<typeof modalMachine>): ModalViewModel {
  const { loading, loadingNamespaces } = snapshot.context
  return {
    isOpen: snapshot.matches({ visibility: 'open' }),
    isShaking: snapshot.matches({ motion: 'shaking' }),
    isLoading: loading || loadingNamespaces.length > 0,
    isCloseLocked: isCloseLocked(snapshot.context),
  }
}

/** The view the modal shows while open; `undefined` while closed. */
export function selectOpenView(snapshot: SnapshotFrom<typeof modalMachine>): ViewName | undefined {
  return snapshot.matches({ visibility: 'open' }) ? snapshot.context.view : undefined
}
