import type { ToasterActor, ToasterViewModel } from '@foyer/core'
import { selectToasterView } from '@foyer/core/advanced'
import { useMemo } from 'react'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'

/**
 * What {@link useToaster} returns: the toaster's view and the visitor's intents.
 *
 * @example
 * const { view, toggle }: UseToasterResult = useToaster(toaster)
 */
export type UseToasterResult = {
  view: ToasterViewModel
  /** The pointer is over the stack (or focus is in it): spread it out and hold the timers. */
  expand(): void
  collapse(): void
  /** Alt+T. */
  toggle(): void
  dismiss(id: string): void
  swipeStart(id: string): void
  swipeMove(id: string, offset: number): void
  /** `velocity` in px/ms: the distance over the time since the swipe started. */
  swipeEnd(id: string, offset: number, velocity: number): void
  /** The toast's natural height in px, for the expanded stack. */
  measured(id: string, height: number): void
}

/**
 * The toasts to draw and the events the page sends back. Without an actor there are no toasts and the
 * intents do nothing.
 *
 * @example
 * const { view, dismiss } = useToaster(useToasterActor())
 * view.toasts.map((toast) => <Toast key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />)
 */
export function useToaster(toaster: ToasterActor | undefined): UseToasterResult {
  const view = useActorSelector(toaster, selectToasterView, sameViewModel)
  // Stable per actor, so that a toast's effects (measuring) do not re-run on every change of the stack.
  const intents = useMemo(
    (): Omit<UseToasterResult, 'view'> => ({
      expand: () => toaster?.send({ type: 'TOASTER.EXPAND' }),
      collapse: () => toaster?.send({ type: 'TOASTER.COLLAPSE' }),
      toggle: () => toaster?.send({ type: 'TOASTER.TOGGLE' }),
      dismiss: (id) => toaster?.send({ type: 'TOAST.DISMISS', id }),
      swipeStart: (id) => toaster?.send({ type: 'SWIPE.START', id }),
      swipeMove: (id, offset) => toaster?.send({ type: 'SWIPE.MOVE', id, offset }),
      swipeEnd: (id, offset, velocity) => toaster?.send({ type: 'SWIPE.END', id, offset, velocity }),
      measured: (id, height) => toaster?.send({ type: 'TOAST.MEASURED', id, height }),
    }),
    [toaster],
  )
  return useMemo(() => ({ view, ...intents }), [view, intents])
}
