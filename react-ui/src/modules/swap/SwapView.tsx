import { useEffect } from 'react'
import { Placeholder } from '../../components/Placeholder.js'
import { useFoyer } from '../../context/FoyerProvider.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import { emailCss } from '../../views/EmailLogin/email.css.js'
import type { ViewProps } from '../../views/view.types.js'
import { sendCss } from '../send/send.css.js'
import { SwapPanel } from './SwapPanel.js'
import { useSwap } from './useSwap.js'

/**
 * The Swap view (the swap module's): the form wired to the swap actor, with the swap arguments the
 * view was opened with. Showing it downloads the form's machine. The form shares the Send form's styles.
 *
 * @example
 * <SwapView view={{ name: 'Swap', params: { fromSymbol: 'FUSD', toSymbol: 'FOY', amount: '10' } }} />
 */
export function SwapView({ view }: ViewProps<'Swap'>) {
  const { t } = useI18n()
  const foyer = useFoyer()
  const swap = useSwap()
  const open = swap?.open
  const { params } = view
  useEffect(() => {
    open?.(params)
  }, [open, params])
  if (!swap)
    return (
      <Placeholder icon={null} title={t('Swaps are not set up')}>
        {t('This site does not swap from the modal.')}
      </Placeholder>
    )
  return (
    <>
      <StyleSheet id="foyer-email" css={emailCss} />
      <StyleSheet id="foyer-send" css={sendCss} />
      <SwapPanel view={swap.view} intents={{ ...swap, cancel: foyer.cancelRequest }} />
    </>
  )
}
