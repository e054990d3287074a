import type { SocialProvider } from '@foyer/core'
import {
  browserTelegramClient,
  type EmbeddedWalletActions,
  offeredSocials,
} from '@foyer/core/embedded-wallet'
import { useId } from 'react'
import { useIntents } from '../../hooks/useIntents.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import { SocialLogo } from '../ConnectingSocial/SocialLogo.js'
import { socialCss } from '../ConnectingSocial/social.css.js'
import { socialNames } from '../ConnectingSocial/social-names.js'
import { methodLabels } from './labels.js'

/**
 * The social method on the Connect view: one button per provider. A click starts the login in the
 * click itself (its popup must open there) and opens the view where its progress shows:
 * ConnectingSocial, or ConnectingFarcaster with its QR code.
 *
 * @example
 * <SocialMethod providers={['google', 'github']} />
 */
export function SocialMethod({ providers }: { providers: readonly SocialProvider[] }) {
  const foyer = useIntents<EmbeddedWalletActions>()
  const social = useSystemActor('social')
  const headingId = useId()
  const { t } = useI18n()
  // Inside Telegram's in-app browser, the providers whose login cannot finish there are left out.
  const offered = offeredSocials(providers, browserTelegramClient())
  const { connectSocial } = foyer
  if (!social || !connectSocial || offered.length === 0) return null
  return (
    <section className="foyer-section" data-method="social" aria-labelledby={headingId}>
      <StyleSheet id="foyer-social" css={socialCss} />
      <h3 id={headingId} className="foyer-visually-hidden">
        {t(methodLabels.social)}
      </h3>
      <ul className="foyer-social-list">
        {offered.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="foyer-button foyer-social-button"
              onClick={() => foyer.pushView(connectSocial(provider))}
            >
              <span aria-hidden="true">
                <SocialLogo provider={provider} size={24} />
              </span>
              <span>
                {/* The provider's name, with the words around it spoken only to screen readers. */}
                <VisuallyLabelled
                  text={t('Continue with {provider}', { provider: socialNames[provider] })}
                  shown={socialNames[provider]}
                />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** `text` for screen readers, only its `shown` part on screen (the words around it hidden visually). */
function VisuallyLabelled({ text, shown }: { text: string; shown: string }) {
  const at = text.indexOf(shown)
  if (at < 0) return <span>{text}</span>
  const before = text.slice(0, at)
  const after = text.slice(at + shown.length)
  return (
    <>
      {before && <span className="foyer-visually-hidden">{before}</span>}
      {shown}
      {after && <span className="foyer-visually-hidden">{after}</span>}
    </>
  )
}
