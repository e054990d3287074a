import { socialPopupFeatures } from '../machines/social/social.rules.js'
import type { SocialPopup } from '../machines/social/social.types.js'

/**
 * Opens the social login popup, blank, now: call it in the visitor's click, before any await (a
 * browser blocks a popup opened later, as Safari does), then send it to the provider once its address
 * is known. `undefined` when the browser blocked it or there is no browser.
 *
 * @example
 * button.onclick = () => social.send({ type: 'SOCIAL.START', provider: 'google', popup: openSocialPopup() })
 */
export function openSocialPopup(): SocialPopup | undefined {
  if (typeof window === 'undefined') return undefined
  const page = {
    left: window.screenX,
    top: window.screenY,
    width: window.outerWidth,
    height: window.outerHeight,
  }
  const opened = window.open('', 'foyer-social-login', socialPopupFeatures(page))
  if (!opened) return undefined
  return {
    window: opened,
    navigate: (url) => opened.location.replace(url),
    closed: () => opened.closed,
    close: () => opened.close(),
  }
}
