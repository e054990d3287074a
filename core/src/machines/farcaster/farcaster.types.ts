import type { ActorRefFrom } from 'xstate'
import type { Namespace } from '../../networks/network.types.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import type { farcasterMachine } from './farcaster.machine.js'

/**
 * What the Farcaster login machine starts with: storage (the provider and username of the login are
 * kept there) and the embedded wallet's connector with its namespace.
 *
 * @example
 * const input: FarcasterInput = { storage, connectorId: 'AUTH', namespaces: ['eip155'] }
 */
export type FarcasterInput = {
  storage: TypedStorage
  connectorId: string
  namespaces: readonly Namespace[]
}

/** The Farcaster login machine's context. */
export type FarcasterContext = FarcasterInput & {
  /** The sign-in address the visitor opens in their Farcaster app (shown as a QR code), once the frame named it. */
  url: string | undefined
  /** The Farcaster username the frame reported. */
  username: string | undefined
  /** What went wrong last, in the SPEC's words, until the next attempt. */
  error: string | undefined
}

/**
 * Events of the Farcaster login machine.
 *
 * @example
 * farcaster.send({ type: 'FARCASTER.START' })
 */
export type FarcasterEvent =
  /** Log in with Farcaster: ask the frame for a sign-in address and wait for the visitor's app. A new login from any step. */
  | { type: 'FARCASTER.START' }
  /** Give up this login (its address is dropped and the login frame reloads); back to the start. */
  | { type: 'FARCASTER.CANCEL' }
  /** The ConnectingFarcaster view left the router's top (Back, or a new open on another view) before the login ended. */
  | { type: 'FARCASTER.VIEW_CLOSED' }

/**
 * What the Farcaster login machine emits: SPEC §7's social analytics events, for the provider
 * `farcaster` (STARTED, REQUEST_USER_DATA, SUCCESS, ERROR), named as the social machine names them.
 *
 * @example
 * farcaster.on('social.succeeded', ({ username }) => console.log(username))
 */
export type FarcasterEmitted =
  | { type: 'social.started'; provider: 'farcaster' }
  | { type: 'social.requestedUserData'; provider: 'farcaster' }
  | { type: 'social.succeeded'; provider: 'farcaster'; username: string | undefined }
  | { type: 'social.failed'; provider: 'farcaster'; error: string }

/** A running Farcaster login machine (system id `farcaster`). */
export type FarcasterActor = ActorRefFrom<typeof farcasterMachine>
