import { afterEach, describe, expect, it, vi } from 'vitest'
import { type DeviceEnv, isMobileDevice } from './is-mobile.js'

const agents = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.14977',
  node: 'Node.js/22',
}

describe('isMobileDevice with an explicit environment', () => {
  it.each<[string, DeviceEnv, boolean]>([
    ['Android phone', { userAgent: agents.androidChrome, maxTouchPoints: 5 }, true],
    ['Android tablet (no "Mobile" token)', { userAgent: agents.androidTablet, maxTouchPoints: 10 }, true],
    ['Firefox on Android', { userAgent: agents.androidFirefox }, true],
    ['iPhone Safari', { userAgent: agents.iPhone, maxTouchPoints: 5 }, true],
    ['iPhone Chrome', { userAgent: agents.iPhoneChrome }, true],
    ['iPad before iPadOS 13', { userAgent: agents.iPadOld, maxTouchPoints: 5 }, true],
    ['iPadOS reporting a Mac, with touch points', { userAgent: agents.macSafari, maxTouchPoints: 5 }, true],
    ['a Mac (no touch points)', { userAgent: agents.macSafari, maxTouchPoints: 0 }, false],
    [
      'a Mac with a touch point of 1 (e.g. a stylus tablet)',
      { userAgent: agents.macSafari, maxTouchPoints: 1 },
      false,
    ],
    ['a Mac user agent without touch info', { userAgent: agents.macSafari }, false],
    ['Windows Chrome', { userAgent: agents.windowsChrome, maxTouchPoints: 0, coarsePointer: false }, false],
    ['a Windows touch laptop (fine pointer)', { userAgent: agents.windowsChrome, maxTouchPoints: 10 }, false],
    [
      'a Windows tablet in tablet mode',
      { userAgent: agents.windowsChrome, maxTouchPoints: 10, coarsePointer: true },
      false,
    ],
    ['Linux Firefox', { userAgent: agents.linuxFirefox, maxTouchPoints: 0 }, false],
    [
      'Android "desktop site" (Linux, coarse touch)',
      { userAgent: agents.linuxFirefox, maxTouchPoints: 5, coarsePointer: true },
      true,
    ],
    [
      'Linux with a touch screen but a fine pointer',
      { userAgent: agents.linuxFirefox, maxTouchPoints: 5, coarsePointer: false },
      false,
    ],
    [
      'ChromeOS in tablet mode',
      { userAgent: agents.chromeOs, maxTouchPoints: 10, coarsePointer: true },
      false,
    ],
    ['Windows Phone', { userAgent: agents.windowsPhone }, true],
    ['no user agent, coarse touch', { maxTouchPoints: 5, coarsePointer: true }, true],
    ['no user agent, coarse but no touch points', { coarsePointer: true }, false],
    ['an empty environment', {}, false],
    ['Node', { userAgent: agents.node }, false],
  ])('%s → %s', (_, env, expected) => {
    expect(isMobileDevice(env)).toBe(expected)
  })
})

describe('isMobileDevice without an environment', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('is false on a server (no navigator, no matchMedia) and does not throw', () => {
    vi.stubGlobal('navigator', undefined)
    vi.stubGlobal('matchMedia', undefined)
    expect(isMobileDevice()).toBe(false)
  })

  it('reads navigator.userAgent and maxTouchPoints', () => {
    vi.stubGlobal('navigator', { userAgent: agents.macSafari, maxTouchPoints: 5 })
    expect(isMobileDevice()).toBe(true)
    vi.stubGlobal('navigator', { userAgent: agents.macSafari, maxTouchPoints: 0 })
    expect(isMobileDevice()).toBe(false)
  })

  it('asks matchMedia whether the primary pointer is coarse', () => {
    const queries: string[] = []
    vi.stubGlobal('navigator', { userAgent: agents.linuxFirefox, maxTouchPoints: 5 })
    vi.stubGlobal('matchMedia', (query: string) => {
      queries.push(query)
      return { matches: true }
    })
    expect(isMobileDevice()).toBe(true)
    expect(queries).toEqual(['(pointer: coarse)'])
  })

  it('treats a matchMedia that throws as a fine pointer', () => {
    vi.stubGlobal('navigator', { userAgent: agents.linuxFirefox, maxTouchPoints: 5 })
    vi.stubGlobal('matchMedia', () => {
      throw new Error('unsupported')
    })
    expect(isMobileDevice()).toBe(false)
  })
})
