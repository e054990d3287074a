import {
  type DecimalFigure,
  type PortfolioActor,
  type SendActions,
  type SendActor,
  type SendToken,
  type SendViewModel,
  selectLoadedActor,
  selectSendView,
  sendTokensOf,
  sendUsdOf,
} from '@foyer/core'
import { useMemo } from 'react'
import { sameViewModel } from '../../hooks/same-view-model.js'
import { useActorSelector } from '../../hooks/useActorSelector.js'
import { useIntents } from '../../hooks/useIntents.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'
import { type I18n, useI18n } from '../../i18n/use-i18n.js'

// The send module's lazy actor runs the send machine once it downloaded (with the view's first event).
const selectSend = selectLoadedActor<SendActor>
const selectPortfolio = selectLoadedActor<PortfolioActor>

/**
 * What {@link useSend} returns: the Send view's model, the tokens it offers and the visitor's intents.
 *
 * @example
 * const { view, tokens, setAmount }: UseSendResult = useSend()
 */
export type UseSendResult = {
  view: SendViewModel
  /** The network's coin, then the tokens the account data lists (when the site has that module). */
  tokens: readonly SendToken[]
  /**
   * The amount's dollar value in the visitor's locale (`≈ $12.50`, `≈ 12,50 US$`), where the token
   * list or the price service prices the token.
   */
  value: string | undefined
  open(): void
  setToken(token: SendToken): void
  setAmount(amount: string): void
  setReceiver(receiver: string): void
  max(): void
  submit(): void
}

/**
 * The amount's dollar value beside it in the visitor's locale (`≈ $12.50`, `≈ 12,50 US$`), from
 * core's figure; a value no real holding has reads "Unknown" in the visitor's words.
 *
 * @example
 * sendValueText('12.5', i18n) // '≈ $12.50'
 */
export function sendValueText(
  usd: DecimalFigure | undefined,
  { t, format }: Pick<I18n, 't' | 'format'>,
): string | undefined {
  return usd === undefined ? undefined : `≈ ${usd === 'unknown' ? t('Unknown') : format.usd(usd)}`
}

/**
 * The Send form (the send module); `undefined` without the module.
 *
 * @example
 * const send = useSend()
 * useEffect(() => send?.open(), [send?.open])
 */
export function useSend(): UseSendResult | undefined {
  const lazySend = useSystemActor('sender')
  const send = useActorSelector(lazySend, selectSend)
  const view = useActorSelector(send, selectSendView, sameViewModel)
  // The account data's tokens, when the site lists them: the form offers those held.
  const portfolio = useActorSelector(useSystemActor('portfolio'), selectPortfolio)
  const held = useActorSelector(portfolio, (snapshot) => snapshot)
  const tokens = useMemo(() => sendTokensOf(view.coin, held), [view.coin, held])
  const i18n = useI18n()
  const value = useMemo(() => sendValueText(sendUsdOf(view, tokens), i18n), [view, tokens, i18n])
  const { openSend, setSendToken, setSendAmount, setSendReceiver, sendMax, submitSend } =
    useIntents<SendActions>()
  const intents = useMemo(
    () =>
      lazySend &&
      openSend &&
      setSendToken &&
      setSendAmount &&
      setSendReceiver &&
      sendMax &&
      submitSend && {
        open: openSend,
        setToken: setSendToken,
        setAmount: setSendAmount,
        setReceiver: setSendReceiver,
        max: sendMax,
        submit: submitSend,
      },
    [lazySend, openSend, setSendToken, setSendAmount, setSendReceiver, sendMax, submitSend],
  )
  return useMemo(() => intents && { view, tokens, value, ...intents }, [intents, view, tokens, value])
}
