import type { ActorRefFrom } from 'xstate'
import type { SocialProvider } from '../../config/features.js'
import type { Namespace } from '../../networks/network.types.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import type { socialMachine } from './social.machine.js'
import type { TelegramClient } from './social.rules.js'

/**
 * The social login popup, opened blank in the visitor's click (a browser blocks a popup opened after
 * an await, as Safari does) and sent to the provider once the login frame names the address.
 *
 * @example
 * const popup: SocialPopup = { window: opened, navigate: (url) => opened.location.assign(url), closed: () => opened.closed, close: () => opened.close() }
 */
export type SocialPopup = {
  /** The popup's window: the only source a result is accepted from. */
  readonly window: unknown
  navigate(url: string): void
  closed(): boolean
  close(): void
}

/**
 * The page's own address, for a login that leaves the page instead of opening a popup (Telegram's
 * in-app browser has no popups): the provider's page replaces this one, and the secure site sends
 * the visitor back here with the result in the `result_uri` query parameter.
 *
 * @example
 * const page: SocialPage = { resultUri: () => new URL(location.href).searchParams.get('result_uri') ?? undefined, forgetResultUri, leaveTo: (url) => location.assign(url) }
 */
export type SocialPage = {
  /** The `result_uri` query parameter of the page's address, if any. */
  resultUri(): string | undefined
  /** Removes `result_uri` from the page's address (without reloading it). */
  forgetResultUri(): void
  /** Replaces the page with `url`. */
  leaveTo(url: string): void
}

/**
 * What the social machine starts with: storage (the provider and username of the login are kept
 * there), the embedded wallet's connector and its namespace, the origin of the secure site whose
 * page ends the login (the login frame's origin), the browser it runs in (inside Telegram or not)
 * and the page's address.
 *
 * @example
 * const input: SocialInput = { storage, connectorId: 'AUTH', namespaces: ['eip155'], resultOrigin: 'https://login.example', client: { inTelegram: false, os: 'other' }, page }
 */
export type SocialInput = {
  storage: TypedStorage
  connectorId: string
  namespaces: readonly Namespace[]
  resultOrigin: string
  client: TelegramClient
  page: SocialPage
}

/** The social machine's context. */
export type SocialContext = SocialInput & {
  provider: SocialProvider | undefined
  popup: SocialPopup | undefined
  /** The address the secure site ended the login on, handed to the login frame. */
  resultUri: string | undefined
  /** The username the provider reported, as shown. */
  username: string | undefined
  /** What went wrong last, in the SPEC's words, until the next attempt. */
  error: string | undefined
}

/**
 * Events of the social machine.
 *
 * @example
 * social.send({ type: 'SOCIAL.START', provider: 'google', popup })
 */
export type SocialEvent =
  /**
   * Log in with `provider` in `popup` (opened in the click; `undefined` when the browser blocked it,
   * and inside Telegram, where the login replaces the page instead). A new login from any step.
   */
  | { type: 'SOCIAL.START'; provider: SocialProvider; popup: SocialPopup | undefined }
  /** The secure site posted the login's result from the popup. */
  | { type: 'SOCIAL.RESULT'; resultUri: string }
  /** Give up this login (the popup closes); back to the start. */
  | { type: 'SOCIAL.CANCEL' }

/**
 * What the social machine emits: SPEC §7's social analytics events (STARTED, REQUEST_USER_DATA,
 * SUCCESS, ERROR).
 *
 * @example
 * social.on('social.succeeded', ({ provider }) => console.log(provider))
 */
export type SocialEmitted =
  | { type: 'social.started'; provider: SocialProvider | undefined }
  | { type: 'social.requestedUserData'; provider: SocialProvider | undefined }
  | { type: 'social.succeeded'; provider: SocialProvider | undefined; username: string | undefined }
  | { type: 'social.failed'; provider: SocialProvider | undefined; error: string }

/** A running social machine (system id `social`). */
export type SocialActor = ActorRefFrom<typeof socialMachine>
