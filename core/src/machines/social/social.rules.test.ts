import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  offeredSocials,
  socialResultOf,
  socialUsername,
  telegramClientOf,
  telegramReturnOf,
} from './social.rules.js'
import { socialPopupFeatures } from './social-popup.js'

const origin = 'https://login.example'
const popup = { name: 'the popup' }
const resultUri = 'https://login.example/social/result?code=c1&state=s1'

describe('socialResultOf', () => {
  it('accepts the popup’s own message from the secure site, naming a page of that site', () => {
    expect(socialResultOf({ origin, source: popup, data: { resultUri } }, { origin, popup })).toBe(resultUri)
  })

  it('ignores another origin, another window, the page itself and a result on another site', () => {
    const expected = { origin, popup }
    expect(
      socialResultOf({ origin: 'https://evil.example', source: popup, data: { resultUri } }, expected),
    ).toBeUndefined()
    expect(socialResultOf({ origin, source: { other: true }, data: { resultUri } }, expected)).toBeUndefined()
    expect(
      socialResultOf({ origin: 'https://site.example', source: null, data: { resultUri } }, expected),
    ).toBeUndefined()
    const elsewhere = 'https://evil.example/steal?code=c1'
    expect(
      socialResultOf({ origin, source: popup, data: { resultUri: elsewhere } }, expected),
    ).toBeUndefined()
  })

  it('ignores every payload that is not { resultUri: string }', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const accepted = socialResultOf({ origin, source: popup, data }, { origin, popup })
        const isResult =
          typeof data === 'object' &&
          data !== null &&
          'resultUri' in data &&
          typeof data.resultUri === 'string' &&
          data.resultUri.startsWith(`${origin}/`)
        return isResult ? accepted === data.resultUri : accepted === undefined
      }),
    )
  })
})

describe('social rules', () => {
  it('opens a 600 × 800 popup centred on the page', () => {
    expect(socialPopupFeatures({ left: 100, top: 50, width: 1400, height: 1000 })).toBe(
      'popup=yes,width=600,height=800,left=500,top=150',
    )
    expect(socialPopupFeatures({ left: 0, top: 0, width: 390, height: 700 })).toBe(
      'popup=yes,width=600,height=800,left=0,top=0',
    )
  })

  it('drops the trailing 0 of a Discord username only', () => {
    expect(socialUsername('discord', 'ada0')).toBe('ada')
    expect(socialUsername('discord', 'ada')).toBe('ada')
    expect(socialUsername('github', 'ada0')).toBe('ada0')
  })

  it('hides the providers that cannot finish inside Telegram (iOS: Google; Mac: X; Android: Facebook and X)', () => {
    const all = ['google', 'x', 'discord', 'facebook'] as const
    expect(offeredSocials(all, { inTelegram: false, os: 'ios' })).toEqual(all)
    expect(offeredSocials(all, { inTelegram: true, os: 'ios' })).toEqual(['x', 'discord', 'facebook'])
    expect(offeredSocials(all, { inTelegram: true, os: 'mac' })).toEqual(['google', 'discord', 'facebook'])
    expect(offeredSocials(all, { inTelegram: true, os: 'android' })).toEqual(['google', 'discord'])
    expect(offeredSocials(all, { inTelegram: true, os: 'other' })).toEqual(all)
  })

  it('tells Telegram’s in-app browsers and their system apart', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Telegram-iOS/10.0'
    const android =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 Telegram-Android/10.6'
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko)'
    expect(telegramClientOf(iphone, false)).toEqual({ inTelegram: true, os: 'ios' })
    expect(telegramClientOf(android, false)).toEqual({ inTelegram: true, os: 'android' })
    expect(telegramClientOf(mac, true)).toEqual({ inTelegram: true, os: 'mac' })
    expect(telegramClientOf(mac, false)).toEqual({ inTelegram: false, os: 'mac' })
  })

  it('takes a page’s result_uri only for a Telegram login this browser started, naming the secure site', () => {
    expect(telegramReturnOf('google', resultUri, origin)).toEqual({ provider: 'google', resultUri })
    expect(telegramReturnOf(undefined, resultUri, origin)).toBeUndefined()
    expect(telegramReturnOf('myspace', resultUri, origin)).toBeUndefined()
    expect(telegramReturnOf('google', undefined, origin)).toBeUndefined()
    expect(telegramReturnOf('google', 'https://login.example.evil/result?code=c1', origin)).toBeUndefined()
    expect(telegramReturnOf('google', 'javascript:alert(1)', origin)).toBeUndefined()
    expect(telegramReturnOf('google', 'not a url', origin)).toBeUndefined()
  })
})
