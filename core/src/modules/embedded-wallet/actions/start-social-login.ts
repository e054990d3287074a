import type { SocialProvider } from '../../../config/features.js'
import type { View } from '../../../machines/router/router.types.js'
import { openSocialPopup } from '../../../machines/social/social-popup.js'
import { type HasSystem, sendToSystem } from '../../../system/system.js'
import '../../../system/embedded-wallet.system.js'

/**
 * Starts a social login with `provider` and returns the view where its progress shows. Farcaster's
 * login has no popup: it is approved in the Farcaster app, from the QR code of the ConnectingFarcaster
 * view. Every other provider's page opens in a popup, opened here, so it must be called synchronously
 * in the visitor's click: browsers block a popup opened after an await (inside Telegram's in-app
 * browser none opens, and the provider's page replaces the site's).
 *
 * @example
 * button.onclick = () => router.send({ type: 'ROUTER.PUSH', view: startSocialLogin(foyer.actor, 'google') })
 */
export function startSocialLogin(holder: HasSystem, provider: SocialProvider): View {
  if (provider === 'farcaster') {
    sendToSystem(holder, 'farcaster', { type: 'FARCASTER.START' })
    return { name: 'ConnectingFarcaster' }
  }
  sendToSystem(holder, 'social', { type: 'SOCIAL.START', provider, popup: openSocialPopup() })
  return { name: 'ConnectingSocial', params: { provider } }
}
