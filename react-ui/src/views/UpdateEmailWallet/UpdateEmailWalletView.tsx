import {
  type EmailUpdateSnapshot,
  type EmbeddedWalletActions,
  selectUpdateEmailView,
} from '@foyer/core/embedded-wallet'
import { WalletIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { sameViewModel } from '../../hooks/same-view-model.js'
import { useActorSelector } from '../../hooks/useActorSelector.js'
import { useIntents } from '../../hooks/useIntents.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import { emailCss } from '../EmailLogin/email.css.js'
import type { ViewProps } from '../view.types.js'
import { UpdateEmailPanel } from './UpdateEmailPanel.js'

const viewOf = (snapshot: EmailUpdateSnapshot | undefined) =>
  snapshot
    ? selectUpdateEmailView(snapshot)
    : ({ step: 'enterEmail', newEmail: undefined, error: undefined } as const)

/**
 * The UpdateEmailWallet view wired to the email-update actor; its parameter is the current address.
 *
 * @example
 * <UpdateEmailWalletView view={{ name: 'UpdateEmailWallet', params: { email: 'ada@example.com' } }} />
 */
export function UpdateEmailWalletView({ view: { params } }: ViewProps<'UpdateEmailWallet'>) {
  const { t } = useI18n()
  const update = useSystemActor('emailUpdate')
  const foyer = useIntents<EmbeddedWalletActions>()
  const view = useActorSelector(update, viewOf, sameViewModel)
  if (!update) {
    return (
      <Placeholder icon={<WalletIcon />} title={t('Email login is not set up')}>
        {t('This site has no embedded wallet whose email could change.')}
      </Placeholder>
    )
  }
  return (
    <>
      <StyleSheet id="foyer-email" css={emailCss} />
      <UpdateEmailPanel
        view={view}
        currentEmail={params.email}
        onEmail={(email) => foyer.updateEmail?.(email)}
        onCode={(otp) => foyer.submitEmailUpdateCode?.(otp)}
      />
    </>
  )
}
