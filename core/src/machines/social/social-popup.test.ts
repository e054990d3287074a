import { afterEach, describe, expect, it, vi } from 'vitest'
import { openSocialPopup } from './social-popup.js'

/** A browser window whose `open` hands back a popup that records where it was sent. */
function browserWithPopup() {
  const popup = {
    closed: false,
    sentTo: [] as string[],
    location: { replace: (url: string) => popup.sentTo.push(url) },
    close: () => (popup.closed = true),
  }
  vi.stubGlobal('window', { screenX: 0, screenY: 0, outerWidth: 1280, outerHeight: 800, open: () => popup })
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 Chrome/120.0' })
  return popup
}

describe('openSocialPopup', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends the popup to an https page, and closes it instead of opening any other address', () => {
    const popup = browserWithPopup()
    const opened = openSocialPopup()
    opened?.navigate('https://accounts.example/authorize?state=1')
    expect(popup.sentTo).toEqual(['https://accounts.example/authorize?state=1'])
    expect(popup.closed).toBe(false)

    // The popup opened blank shares the page's origin: this would run with the site's rights.
    opened?.navigate('javascript:localStorage.clear()')
    opened?.navigate('data:text/html,<h1>Google</h1>')
    expect(popup.sentTo).toEqual(['https://accounts.example/authorize?state=1'])
    expect(popup.closed).toBe(true)
  })
})
