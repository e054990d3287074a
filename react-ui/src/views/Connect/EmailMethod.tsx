import type {} from '@foyer/core/embedded-wallet'
import { useFoyer } from '../../context/FoyerProvider.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'
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
  const foyer = useFoyer()
  const email = useSystemActor('email')
  return (
    <section className="foyer-section" data-method="email">
      <StyleSheet id="foyer-email" css={emailCss} />
      <EmailForm
        label={methodLabels.email}
        onSubmit={(address) => {
          email?.send({ type: 'EMAIL.SUBMIT', email: address })
          foyer.router.send({ type: 'ROUTER.PUSH', view: 'EmailLogin' })
        }}
      />
    </section>
  )
}
