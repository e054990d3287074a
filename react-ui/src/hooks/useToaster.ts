import {
  selectToasterView,
  type ToasterActor,
  type ToasterGestures,
  type ToasterViewModel,
  toasterGestures,
} from '@foyer/core'
import { useMemo } from 'react'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'

/**
 * What {@link useToaster} returns: the toaster's view and the visitor's intents.
 *
 * @example
 * const { view, toggle }: UseToasterResult = useToaster(toaster)
 */
export type UseToasterResult = ToasterGestures & { view: ToasterViewModel }

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
  const intents = useMemo(() => toasterGestures(toaster), [toaster])
  return useMemo(() => ({ view, ...intents }), [view, intents])
}
