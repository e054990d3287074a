import type { EmbeddedWalletActions } from '@foyer/core/embedded-wallet'
import { useIntents } from '../../hooks/useIntents.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import { EmailForm } from '../EmailLogin/EmailForm.js'
import { emailCss } from '../EmailLogin/email.css.js'
import { methodLabels } from './labels.js'

/**
 * The email method on the Connect view. Continue hands the address to the email login (which checks
 * it and the 30 s rule) and opens the EmailLogin view, where every next step shows.
 *
 * @example
 * <EmailMethod />
 */
export function EmailMethod() {
  const foyer = useIntents<EmbeddedWalletActions>()
  const { t } = useI18n()
  return (
    <section className="foyer-section" data-method="email">
      <StyleSheet id="foyer-email" css={emailCss} />
      <EmailForm
        label={t(methodLabels.email)}
        onSubmit={(address) => {
          foyer.connectEmail?.(address)
          foyer.pushView('EmailLogin')
        }}
      />
    </section>
  )
}
