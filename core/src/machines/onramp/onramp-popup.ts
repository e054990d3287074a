import type { OnrampPopup } from './onramp.types.js'

// The social login's popup size (SPEC §4: 600 × 800), centred on the page's window; written here so
// the onramp entry does not carry the social login's rules.
const POPUP_WIDTH = 600
const POPUP_HEIGHT = 800

/**
 * Opens the provider's popup, blank, now: call it in the visitor's click, before any await (a browser
 * blocks a popup opened later), then send it to the provider's page once generated. 600 × 800 centred,
 * as the social login's (SPEC §4). `undefined` when the browser blocked it or there is no browser: the
 * view then offers the page as a link to open in a new tab.
 *
 * @example
 * button.onclick = () => onramp.send({ type: 'ONRAMP.CHECKOUT', popup: openOnrampPopup(), at: Date.now() })
 */
export function openOnrampPopup(): OnrampPopup | undefined {
  if (typeof window === 'undefined') return undefined
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2))
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2))
  const features = `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`
  const opened = window.open('', 'foyer-onramp', features)
  if (!opened) return undefined
  return {
    // Only an https page or one on this machine (the onramp client refuses any other answer): the
    // blank popup shares the site's origin, so anything else closes it instead.
    navigate: (url) => (isPaymentPage(url) ? opened.location.replace(url) : opened.close()),
    closed: () => opened.closed,
    close: () => opened.close(),
  }
}

function isPaymentPage(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url)
    return (
      protocol === 'https:' ||
      (protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname))
    )
  } catch {
    return false
  }
}
