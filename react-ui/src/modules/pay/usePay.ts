import {
  type PayActions,
  type PayActor,
  type PayViewModel,
  selectLoadedActor,
  selectPayView,
} from '@foyer/core'
import { useMemo } from 'react'
import { sameViewModel } from '../../hooks/same-view-model.js'
import { useActorSelector } from '../../hooks/useActorSelector.js'
import { useIntents } from '../../hooks/useIntents.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'

// The pay module's lazy actor runs the pay machine once it downloaded (with the first payment or view).
const selectPay = selectLoadedActor<PayActor>

/**
 * What {@link usePay} returns: the Pay view's model and the visitor's intents.
 *
 * @example
 * const { view, approve }: UsePayResult = usePay()
 */
export type UsePayResult = {
  view: PayViewModel
  open(): void
  approve(): void
  /** Picks the account that pays. */
  choose(address: string): void
}

/**
 * The payment a site asked for (the pay module); `undefined` without the module.
 *
 * @example
 * const pay = usePay()
 * useEffect(() => pay?.open(), [pay?.open])
 */
export function usePay(): UsePayResult | undefined {
  const lazyPay = useSystemActor('payer')
  const pay = useActorSelector(lazyPay, selectPay)
  const view = useActorSelector(pay, selectPayView, sameViewModel)
  const { openPay, approvePay, choosePayer } = useIntents<PayActions>()
  const intents = useMemo(
    () =>
      lazyPay &&
      openPay &&
      approvePay &&
      choosePayer && { open: openPay, approve: approvePay, choose: choosePayer },
    [lazyPay, openPay, approvePay, choosePayer],
  )
  return useMemo(() => intents && { view, ...intents }, [intents, view])
}
