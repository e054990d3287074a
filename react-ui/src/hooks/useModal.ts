import { type ModalViewModel, selectModalView, type ViewRequest } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyerOrPending } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'
import { standbyIntentsOf } from './standby-intents.js'
import { useActorSelector } from './useActorSelector.js'

/**
 * What {@link useModal} returns: the modal's view model and its two intents.
 *
 * @example
 * const { isOpen, open }: UseModalResult = useModal()
 */
export type UseModalResult = ModalViewModel & {
  /**
   * Opens the modal on a view, or on the default one (the router decides which). When the modal stands
   * by with that view, it is shown at once and the open is processed after it is painted.
   */
  open(view?: ViewRequest): void
  /** Asks the modal to close; refused (the modal shakes) while closing is locked. */
  close(): void
}

/**
 * The modal's state (open, shaking, loading, close lock) and `open` / `close`.
 *
 * @example
 * const { isOpen, open } = useModal()
 * return <button onClick={() => open('AllWallets')}>{isOpen ? 'Open' : 'Browse wallets'}</button>
 */
export function useModal(): UseModalResult {
  const { foyer, pending } = useFoyerOrPending()
  const modal = foyer?.modal
  const view = useActorSelector(
    modal,
    (snapshot) => (snapshot ? selectModalView(snapshot) : CLOSED),
    sameViewModel,
  )
  return useMemo(
    () => ({
      ...view,
      // While the overlay stands by, its own intents paint it first (see ModalFrame). While Foyer's
      // code downloads, the open is made once it is in; there is nothing to close yet.
      open: (request?: ViewRequest) => {
        const standby = modal && standbyIntentsOf(modal)
        if (standby) standby.open(request)
        else if (foyer) foyer.open(request)
        else pending?.loader.openWhenLoaded(request)
      },
      close: () => {
        const standby = modal && standbyIntentsOf(modal)
        if (standby) standby.close()
        else foyer?.close()
      },
    }),
    [foyer, pending, modal, view],
  )
}

/** The modal before Foyer's code is in: closed, nothing loading. */
const CLOSED: ModalViewModel = { isOpen: false, isShaking: false, isLoading: false, isCloseLocked: false }
