import type { ActorRefFrom } from 'xstate'
import type { FrameChannel } from '../../embedded/frame-channel.js'
import type { frameMachine } from './frame.machine.js'

/**
 * Why the login frame is not usable: it was not ready in time (SPEC §9: 20 s), it refused to serve
 * this site's origin, or its code or handshake failed.
 *
 * @example
 * const failure: FrameFailure = 'IFRAME_LOAD_FAILED'
 */
export type FrameFailure = 'IFRAME_LOAD_FAILED' | 'UNVERIFIED_DOMAIN' | 'FRAME_DEPENDENCY_LOAD_FAILED'

/**
 * What the frame machine starts with: the frame's address (query included) and whether to load it at
 * once, which the module decides from storage (an email login used before).
 *
 * @example
 * const input: FrameInput = { url: 'https://login.example/?projectId=p1&chainId=1', loadNow: false }
 */
export type FrameInput = { url: string; loadNow: boolean; dappData?: FrameDappData | undefined }

/**
 * What the site tells the login frame about itself once the frame is ready (`SYNC_DAPP_DATA`): its
 * project, Foyer's SDK type and version, and the site's metadata the frame may show.
 *
 * @example
 * const data: FrameDappData = { projectId: 'p1', sdkType: 'foyer', sdkVersion: 'foyer-core-0.1.0', metadata }
 */
export type FrameDappData = {
  projectId: string
  sdkType: string
  sdkVersion: string
  metadata?: Readonly<Record<string, unknown>> | undefined
}

/** The frame machine's context: the open channel while ready, the failure while failed. */
export type FrameContext = {
  url: string
  channel: FrameChannel | undefined
  failure: FrameFailure | undefined
  /** Load at start (an email login was used before). */
  loadNow: boolean
  /** What the frame is told about the site once ready; nothing without it. */
  dappData: FrameDappData | undefined
}

/**
 * Events of the frame machine.
 *
 * @example
 * frame.send({ type: 'FRAME.LOAD' })
 */
export type FrameEvent =
  /** Something needs the frame (an email login is starting): load it unless it is loading or loaded. */
  | { type: 'FRAME.LOAD' }
  /** Load it afresh: after a failure, or to reset the auth provider (SPEC §2's Farcaster back rule). */
  | { type: 'FRAME.RELOAD' }
  /** Sign out of the embedded wallet; the frame gets at most 3 s (SPEC §9) to confirm. */
  | { type: 'FRAME.SIGN_OUT' }
  /** The project has email or social login on (from the sign-in check): the frame may load. */
  | { type: 'FRAME.SIGN_IN_ON' }
  /** The project has neither email nor social login on: the frame is not loaded. */
  | { type: 'FRAME.SIGN_IN_OFF' }

/**
 * What the frame machine emits.
 *
 * @example
 * frame.on('frame.failed', ({ failure }) => console.warn(failure))
 */
export type FrameEmitted =
  | { type: 'frame.ready' }
  | { type: 'frame.failed'; failure: FrameFailure }
  | { type: 'frame.signedOut' }

/** A running frame machine (system id `frame`). */
export type FrameActor = ActorRefFrom<typeof frameMachine>
