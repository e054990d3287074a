import { selectLoadedActor } from '@foyer/core'
import {
  type OnrampActions,
  type OnrampActor,
  type OnrampViewModel,
  selectOnrampView,
} from '@foyer/core/onramp'
import { useMemo } from 'react'
import { sameViewModel } from '../../hooks/same-view-model.js'
import { useActorSelector } from '../../hooks/useActorSelector.js'
import { useIntents } from '../../hooks/useIntents.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'
import type { OnrampIntents } from './OnrampPanel.js'

// The onramp module's lazy actor runs the onramp machine once it downloaded (with the view's first event).
const selectOnramp = selectLoadedActor<OnrampActor>

/**
 * What {@link useOnramp} returns: the Buy view's model, `open` and the visitor's intents.
 *
 * @example
 * const { view, buy }: UseOnrampResult = useOnramp()
 */
export type UseOnrampResult = { view: OnrampViewModel; open(): void; intents: OnrampIntents }

/**
 * The Buy form (the onramp module); `undefined` without the module.
 *
 * @example
 * const onramp = useOnramp()
 * useEffect(() => onramp?.open(), [onramp?.open])
 */
export function useOnramp(): UseOnrampResult | undefined {
  const lazy = useSystemActor('buyer')
  const actor = useActorSelector(lazy, selectOnramp)
  const view = useActorSelector(actor, selectOnrampView, sameViewModel)
  const actions = useIntents<OnrampActions>()
  const {
    openBuy,
    setBuyAmount,
    setBuyCurrency,
    setBuyPaymentCurrency,
    setBuyPaymentMethod,
    setBuyProvider,
    buyCrypto,
    buyLinkOpened,
    cancelBuy,
    checkBuyAgain,
    resetBuy,
  } = actions
  const intents = useMemo(
    () =>
      lazy &&
      openBuy &&
      setBuyAmount &&
      setBuyCurrency &&
      setBuyPaymentCurrency &&
      setBuyPaymentMethod &&
      setBuyProvider &&
      buyCrypto &&
      buyLinkOpened &&
      cancelBuy &&
      checkBuyAgain &&
      resetBuy && {
        open: openBuy,
        intents: {
          setAmount: setBuyAmount,
          setCurrency: setBuyCurrency,
          setPaymentCurrency: setBuyPaymentCurrency,
          setPaymentMethod: setBuyPaymentMethod,
          setProvider: setBuyProvider,
          buy: buyCrypto,
          linkOpened: buyLinkOpened,
          cancel: cancelBuy,
          checkAgain: checkBuyAgain,
          reset: resetBuy,
        },
      },
    [
      lazy,
      openBuy,
      setBuyAmount,
      setBuyCurrency,
      setBuyPaymentCurrency,
      setBuyPaymentMethod,
      setBuyProvider,
      buyCrypto,
      buyLinkOpened,
      cancelBuy,
      checkBuyAgain,
      resetBuy,
    ],
  )
  return useMemo(() => intents && { view, ...intents }, [intents, view])
}
