import { useEffect } from 'react'
import { WalletIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import { emailCss } from '../../views/EmailLogin/email.css.js'
import type { ViewProps } from '../../views/view.types.js'
import { OnrampPanel } from './OnrampPanel.js'
import { onrampCss } from './onramp.css.js'
import { useOnramp } from './useOnramp.js'

/**
 * The OnRampProviders view (the onramp module's): the Buy form wired to the onramp actor. Showing it
 * downloads the form's machine and loads what the active account can buy.
 *
 * @example
 * <OnrampView view={{ name: 'OnRampProviders' }} />
 */
export function OnrampView(_: ViewProps<'OnRampProviders'>) {
  const { t } = useI18n()
  const onramp = useOnramp()
  const open = onramp?.open
  useEffect(() => {
    open?.()
  }, [open])
  if (!onramp)
    return (
      <Placeholder icon={<WalletIcon />} title={t('Buying is not set up')}>
        {t('This site does not sell crypto from the modal.')}
      </Placeholder>
    )
  return (
    <>
      <StyleSheet id="foyer-email" css={emailCss} />
      <StyleSheet id="foyer-onramp" css={onrampCss} />
      <OnrampPanel view={onramp.view} intents={onramp.intents} />
    </>
  )
}
