import { useEffect } from 'react'
import { Placeholder } from '../../components/Placeholder.js'
import { useFoyer } from '../../context/FoyerProvider.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import { emailCss } from '../../views/EmailLogin/email.css.js'
import { sendCss } from '../send/send.css.js'
import { PayPanel } from './PayPanel.js'
import { payCss } from './pay.css.js'
import { usePay } from './usePay.js'

/**
 * The Pay view (the pay module's): the payment a site asked for, wired to the pay actor. Showing it
 * downloads the payment's machine. It shares the Send form's styles, and adds its payers' rows.
 *
 * @example
 * <PayView view={{ name: 'Pay' }} />
 */
export function PayView() {
  const { t } = useI18n()
  const foyer = useFoyer()
  const pay = usePay()
  const open = pay?.open
  useEffect(() => {
    open?.()
  }, [open])
  if (!pay)
    return (
      <Placeholder icon={null} title={t('Payments are not set up')}>
        {t('This site does not ask for payments from the modal.')}
      </Placeholder>
    )
  return (
    <>
      <StyleSheet id="foyer-email" css={emailCss} />
      <StyleSheet id="foyer-send" css={sendCss} />
      <StyleSheet id="foyer-pay" css={payCss} />
      <PayPanel
        view={pay.view}
        intents={{
          approve: pay.approve,
          choose: pay.choose,
          cancel: foyer.cancelRequest,
          close: foyer.close,
        }}
      />
    </>
  )
}
