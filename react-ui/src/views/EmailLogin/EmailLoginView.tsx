import { type EmbeddedWalletActions, selectEmailLoginView } from '@foyer/core/embedded-wallet'
import { WalletIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { sameViewModel } from '../../hooks/same-view-model.js'
import { useActorSelector } from '../../hooks/useActorSelector.js'
import { useIntents } from '../../hooks/useIntents.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import type { ViewProps } from '../view.types.js'
import { EmailLoginPanel } from './EmailLoginPanel.js'
import { emailCss } from './email.css.js'

const notRunning = { step: 'enterEmail', email: undefined, error: undefined } as const

/**
 * The EmailLogin view wired to the email login actor.
 *
 * @example
 * <EmailLoginView view={{ name: 'EmailLogin' }} />
 */
export function EmailLoginView(_: ViewProps<'EmailLogin'>) {
  const { t } = useI18n()
  const email = useSystemActor('email')
  const foyer = useIntents<EmbeddedWalletActions>()
  const view = useActorSelector(
    email,
    (snapshot) => (snapshot ? selectEmailLoginView(snapshot) : notRunning),
    sameViewModel,
  )
  if (!email) {
    return (
      <Placeholder icon={<WalletIcon />} title={t('Email login is not set up')}>
        {t('This site has no embedded wallet to sign you in with email. Connect a wallet instead.')}
      </Placeholder>
    )
  }
  return (
    <>
      <StyleSheet id="foyer-email" css={emailCss} />
      <EmailLoginPanel
        view={view}
        onEmail={(address) => foyer.connectEmail?.(address)}
        onCode={(otp) => foyer.submitEmailCode?.(otp)}
        onResend={() => foyer.resendEmailCode?.()}
      />
    </>
  )
}
