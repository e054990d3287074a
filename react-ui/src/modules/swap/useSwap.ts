import {
  type SwapActions,
  type SwapActor,
  type SwapPreset,
  type SwapViewModel,
  selectLoadedActor,
  selectSwapView,
} from '@foyer/core'
import { useMemo } from 'react'
import { sameViewModel } from '../../hooks/same-view-model.js'
import { useActorSelector } from '../../hooks/useActorSelector.js'
import { useIntents } from '../../hooks/useIntents.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'

// The swap module's lazy actor runs the swap machine once it downloaded (with the view's first event).
const selectSwap = selectLoadedActor<SwapActor>

/**
 * What {@link useSwap} returns: the Swap view's model and the visitor's intents.
 *
 * @example
 * const { view, setAmount }: UseSwapResult = useSwap()
 */
export type UseSwapResult = {
  view: SwapViewModel
  open(preset?: SwapPreset): void
  setFrom(address: string): void
  setTo(address: string): void
  flip(): void
  setAmount(amount: string): void
  max(): void
  submit(): void
  reset(): void
}

/**
 * The Swap form (the swap module); `undefined` without the module.
 *
 * @example
 * const swap = useSwap()
 * useEffect(() => swap?.open(), [swap?.open])
 */
export function useSwap(): UseSwapResult | undefined {
  const lazySwap = useSystemActor('swapper')
  const swap = useActorSelector(lazySwap, selectSwap)
  const view = useActorSelector(swap, selectSwapView, sameViewModel)
  const { openSwap, setSwapFrom, setSwapTo, flipSwap, setSwapAmount, swapMax, submitSwap, resetSwap } =
    useIntents<SwapActions>()
  const intents = useMemo(
    () =>
      lazySwap &&
      openSwap &&
      setSwapFrom &&
      setSwapTo &&
      flipSwap &&
      setSwapAmount &&
      swapMax &&
      submitSwap &&
      resetSwap && {
        open: openSwap,
        setFrom: setSwapFrom,
        setTo: setSwapTo,
        flip: flipSwap,
        setAmount: setSwapAmount,
        max: swapMax,
        submit: submitSwap,
        reset: resetSwap,
      },
    [lazySwap, openSwap, setSwapFrom, setSwapTo, flipSwap, setSwapAmount, swapMax, submitSwap, resetSwap],
  )
  return useMemo(() => intents && { view, ...intents }, [intents, view])
}
