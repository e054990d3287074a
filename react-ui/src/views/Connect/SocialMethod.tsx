import type { SocialProvider } from '@foyer/core'
import { browserTelegramClient, offeredSocials, openSocialPopup } from '@foyer/core/advanced'
import type {} from '@foyer/core/embedded-wallet'
import { useId } from 'react'
import { WalletImage } from '../../components/WalletImage.js'
import { useFoyer } from '../../context/FoyerProvider.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'
import { StyleSheet } from '../../theme/StyleSheet.js'
import { socialCss } from '../ConnectingSocial/social.css.js'
import { socialNames } from '../ConnectingSocial/social-names.js'
import { methodLabels } from './labels.js'

/**
 * The social method on the Connect view: one button per provider. A click opens the login popup at
 * once (a browser blocks a popup opened after an await), hands it to the social login and opens the
 * ConnectingSocial view, where the login's progress shows. Farcaster's login has no popup: it is
 * approved in the Farcaster app, from the QR code the ConnectingFarcaster view shows. Inside
 * Telegram no popup opens: the provider's page replaces this one.
 *
 * @example
 * <SocialMethod providers={['google', 'github']} />
 */
export function SocialMethod({ providers }: { providers: readonly SocialProvider[] }) {
  const foyer = useFoyer()
  const social = useSystemActor('social')
  const farcaster = useSystemActor('farcaster')
  const headingId = useId()
  // Inside Telegram's in-app browser, the providers whose login cannot finish there are left out.
  const offered = offeredSocials(providers, browserTelegramClient())
  if (!social || offered.length === 0) return null
  return (
    <section className="foyer-section" data-method="social" aria-labelledby={headingId}>
      <StyleSheet id="foyer-social" css={socialCss} />
      <h3 id={headingId} className="foyer-visually-hidden">
        {methodLabels.social}
      </h3>
      <ul className="foyer-social-list">
        {offered.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="foyer-button foyer-social-button"
              onClick={() => {
                if (provider === 'farcaster') {
                  farcaster?.send({ type: 'FARCASTER.START' })
                  foyer.router.send({ type: 'ROUTER.PUSH', view: { name: 'ConnectingFarcaster' } })
                  return
                }
                social.send({ type: 'SOCIAL.START', provider, popup: openSocialPopup() })
                foyer.router.send({
                  type: 'ROUTER.PUSH',
                  view: { name: 'ConnectingSocial', params: { provider } },
                })
              }}
            >
              <span aria-hidden="true">
                <WalletImage name={socialNames[provider]} size={24} />
              </span>
              <span>
                <span className="foyer-visually-hidden">Continue with </span>
                {socialNames[provider]}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
