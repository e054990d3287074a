import { refusalOf, SOCIAL_LOGIN_SCHEMES } from '../../embedded/openable-url.js'
import { type TelegramClient, telegramClientOf } from './social.rules.js'
import type { SocialPopup } from './social.types.js'

// Only the social rules are imported: the Connect view's social buttons import this in the page's
// UI, without the rest of the embedded wallet.

/**
 * The browser this page runs in, as the Telegram in-app rules read it; on the server, not Telegram.
 *
 * @example
 * offeredSocials(['google', 'x'], browserTelegramClient())
 */
export function browserTelegramClient(): TelegramClient {
  if (typeof navigator === 'undefined') return { inTelegram: false, os: 'other' }
  return telegramClientOf(
    navigator.userAgent,
    typeof window !== 'undefined' && 'TelegramWebviewProxy' in window,
  )
}

/** The social login popup's size (SPEC §4: 600 × 800). */
export const SOCIAL_POPUP_SIZE = { width: 600, height: 800 } as const

/**
 * The `window.open` features of the social login popup: 600 × 800, centred on the page's window.
 *
 * @example
 * socialPopupFeatures({ left: 0, top: 0, width: 1400, height: 1000 }) // 'popup=yes,width=600,height=800,left=400,top=100'
 */
export function socialPopupFeatures(page: {
  left: number
  top: number
  width: number
  height: number
}): string {
  const { width, height } = SOCIAL_POPUP_SIZE
  const left = Math.max(0, Math.round(page.left + (page.width - width) / 2))
  const top = Math.max(0, Math.round(page.top + (page.height - height) / 2))
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`
}

/**
 * Opens the social login popup, blank, now: call it in the visitor's click, before any await (a
 * browser blocks a popup opened later, as Safari does), then send it to the provider once its address
 * is known (an https address only). `undefined` when the browser blocked it or there is no browser, and inside Telegram's
 * in-app browser, which has no popups (the login replaces the page there).
 *
 * @example
 * button.onclick = () => social.send({ type: 'SOCIAL.START', provider: 'google', popup: openSocialPopup() })
 */
export function openSocialPopup(): SocialPopup | undefined {
  if (typeof window === 'undefined' || browserTelegramClient().inTelegram) return undefined
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
    // Only an https page, whatever asked: the popup opened blank shares this page's origin, so a
    // `javascript:` address would run with the site's rights (its storage, its opener). The login
    // frame's answer is checked before, and this is the last guard: the popup closes instead.
    navigate: (url) =>
      refusalOf(url, SOCIAL_LOGIN_SCHEMES) === undefined ? opened.location.replace(url) : opened.close(),
    closed: () => opened.closed,
    close: () => opened.close(),
  }
}
