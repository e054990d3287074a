import { type AlertViewModel, selectAlertView } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'

/**
 * What {@link useAlert} returns.
 *
 * @example
 * const { alert, dismiss }: UseAlertResult = useAlert()
 */
export type UseAlertResult = {
  /** The alert to show, or `undefined` when there is none. */
  alert: AlertViewModel
  /** Dismisses the alert on screen; the next waiting one, if any, takes its place. */
  dismiss(): void
}

/**
 * The alert at the top of the modal and a way to dismiss it.
 *
 * @example
 * const { alert, dismiss } = useAlert()
 * return alert ? <p>{alert.title} <button onClick={dismiss}>OK</button></p> : null
 */
export function useAlert(): UseAlertResult {
  const foyer = useFoyer()
  const alert = useActorSelector(foyer.actor, selectAlertView, sameViewModel)
  return useMemo(() => ({ alert, dismiss: () => foyer.dismissAlert() }), [foyer, alert])
}
