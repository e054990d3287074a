import type { ActorRefFrom } from 'xstate'
import type { SocialProvider } from '../../config/features.js'
import type { Namespace } from '../../networks/network.types.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import type { socialMachine } from './social.machine.js'

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
 * What the social machine starts with: storage (the provider and username of the login are kept
 * there), the embedded wallet's connector and its namespace, and the origin of the secure site whose
 * page ends the login in the popup (the login frame's origin).
 *
 * @example
 * const input: SocialInput = { storage, connectorId: 'AUTH', namespace: 'eip155', resultOrigin: 'https://login.example' }
 */
export type SocialInput = {
  storage: TypedStorage
  connectorId: string
  namespace: Namespace
  resultOrigin: string
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
  /** Log in with `provider` in `popup` (opened in the click; `undefined` when the browser blocked it). A new login from any step. */
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
