import { type SocialProvider, socialProviders } from '../../config/features.js'

/**
 * The username a provider reported, as shown: Discord's legacy discriminator `#0` arrives as a
 * trailing `0`, which is dropped (SPEC §5); other providers' names are kept as they are.
 *
 * @example
 * socialUsername('discord', 'ada0') // 'ada'
 * socialUsername('github', 'ada0') // 'ada0'
 */
export function socialUsername(provider: SocialProvider, userName: string): string {
  return provider === 'discord' && userName.endsWith('0') ? userName.slice(0, -1) : userName
}

/**
 * The result a social login popup posts to the page, when the message is one: the popup's own window
 * (`source`), from the secure site's exact origin, with a `resultUri` on that origin. Anything else
 * (another frame, the page itself, another origin, a malformed payload) is `undefined` and ignored.
 *
 * @example
 * socialResultOf({ origin: 'https://secure.example', source: popup, data: { resultUri: 'https://secure.example/done?code=1' } }, { origin: 'https://secure.example', popup }) // 'https://secure.example/done?code=1'
 */
export function socialResultOf(
  message: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; popup: unknown },
): string | undefined {
  if (message.origin !== expected.origin || message.source !== expected.popup) return undefined
  const { data } = message
  if (typeof data !== 'object' || data === null || !('resultUri' in data)) return undefined
  const { resultUri } = data
  if (typeof resultUri !== 'string') return undefined
  try {
    return new URL(resultUri).origin === expected.origin ? resultUri : undefined
  } catch {
    return undefined
  }
}

/**
 * The login a page came back with from a Telegram login, when it is one: this browser started a
 * login with a known provider inside Telegram (`storedProvider`), and the page's `result_uri` names
 * a page of the secure site (`origin`). Anything else is `undefined`.
 *
 * @example
 * telegramReturnOf('google', 'https://secure.example/done?code=1', 'https://secure.example') // { provider: 'google', resultUri: 'https://secure.example/done?code=1' }
 */
export function telegramReturnOf(
  storedProvider: string | undefined,
  resultUri: string | undefined,
  origin: string,
): { provider: SocialProvider; resultUri: string } | undefined {
  const provider = socialProviders.find((known) => known === storedProvider)
  if (!provider || resultUri === undefined) return undefined
  try {
    return new URL(resultUri).origin === origin ? { provider, resultUri } : undefined
  } catch {
    return undefined
  }
}

/** The user agent facts the Telegram in-app rules read. */
export type TelegramClient = { inTelegram: boolean; os: 'ios' | 'mac' | 'android' | 'other' }

// SPEC §9: inside Telegram's in-app browser some providers cannot complete their login.
const hiddenInTelegram: Readonly<Record<TelegramClient['os'], readonly SocialProvider[]>> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * The providers offered, without those whose login cannot finish inside Telegram's in-app browser
 * (iOS: Google; Mac: X; Android: Facebook and X).
 *
 * @example
 * offeredSocials(['google', 'x', 'github'], { inTelegram: true, os: 'ios' }) // ['x', 'github']
 */
export function offeredSocials(
  providers: readonly SocialProvider[],
  client: TelegramClient,
): SocialProvider[] {
  if (!client.inTelegram) return [...providers]
  const hidden = hiddenInTelegram[client.os]
  return providers.filter((provider) => !hidden.includes(provider))
}

/**
 * The Telegram client a user agent belongs to (Telegram's in-app browsers name themselves
 * `Telegram`; a page opened by Telegram also has `window.TelegramWebviewProxy`).
 *
 * @example
 * telegramClientOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) … Telegram-iOS', false) // { inTelegram: true, os: 'ios' }
 */
export function telegramClientOf(userAgent: string, hasWebviewProxy: boolean): TelegramClient {
  const inTelegram = hasWebviewProxy || /Telegram/i.test(userAgent)
  const os = /iPhone|iPad|iPod/.test(userAgent)
    ? 'ios'
    : /Android/.test(userAgent)
      ? 'android'
      : /Macintosh|Mac OS X/.test(userAgent)
        ? 'mac'
        : 'other'
  return { inTelegram, os }
}
