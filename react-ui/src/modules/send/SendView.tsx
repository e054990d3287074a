import { useEffect } from 'react'
import { SendIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { useFoyer } from '../../context/FoyerProvider.js'
import { useTokens } from '../../hooks/useTokens.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import { emailCss } from '../../views/EmailLogin/email.css.js'
import type { ViewProps } from '../../views/view.types.js'
import { SendPanel } from './SendPanel.js'
import { sendCss } from './send.css.js'
import { useSend } from './useSend.js'

/**
 * The Send view (the send module's): the form wired to the send actor. Showing it downloads the
 * form's machine, and reads the account's tokens (when the site lists them) so the form offers them.
 *
 * @example
 * <SendView view={{ name: 'Send' }} />
 */
export function SendView(_: ViewProps<'Send'>) {
  const { t } = useI18n()
  const foyer = useFoyer()
  const send = useSend()
  const tokens = useTokens()
  const open = send?.open
  const showTokens = tokens?.show
  useEffect(() => {
    open?.()
    showTokens?.()
  }, [open, showTokens])
  if (!send)
    return (
      <Placeholder icon={<SendIcon />} title={t('Sending is not set up')}>
        {t('This site does not send from the modal.')}
      </Placeholder>
    )
  return (
    <>
      <StyleSheet id="foyer-email" css={emailCss} />
      <StyleSheet id="foyer-send" css={sendCss} />
      <SendPanel
        view={send.view}
        tokens={send.tokens}
        value={send.value}
        intents={{ ...send, cancel: foyer.cancelRequest }}
      />
    </>
  )
}
