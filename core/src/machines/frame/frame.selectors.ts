import type { SnapshotFrom } from 'xstate'
import type { FrameChannel } from '../../embedded/frame-channel.js'
import type { frameMachine } from './frame.machine.js'
import { errorOfFailure } from './frame.rules.js'

/** A snapshot of the frame machine. */
export type FrameSnapshot = SnapshotFrom<typeof frameMachine>

/**
 * Where the login frame is: not in the page, loading (the check that login is on and the 500 ms
 * settling included), ready, signing out, failed, or off (the project has neither email nor social
 * login on, so it is never loaded).
 *
 * @example
 * const status: FrameStatus = selectFrameStatus(frame.getSnapshot())
 */
export type FrameStatus = 'idle' | 'loading' | 'ready' | 'signingOut' | 'failed' | 'off'

/**
 * The frame's status (see {@link FrameStatus}).
 *
 * @example
 * selectFrameStatus(frame.getSnapshot()) // 'ready'
 */
export function selectFrameStatus(snapshot: FrameSnapshot): FrameStatus {
  if (snapshot.matches({ ready: 'signingOut' })) return 'signingOut'
  if (snapshot.matches('ready')) return 'ready'
  if (snapshot.matches('failed')) return 'failed'
  if (snapshot.matches('idle')) return 'idle'
  if (snapshot.matches('off')) return 'off'
  return 'loading'
}

/**
 * The channel to the frame while calls may go to it, else `undefined`.
 *
 * @example
 * await selectFrameChannel(frame.getSnapshot())?.call('IS_CONNECTED', undefined)
 */
export function selectFrameChannel(snapshot: FrameSnapshot): FrameChannel | undefined {
  return snapshot.matches({ ready: 'open' }) ? snapshot.context.channel : undefined
}

/**
 * What went wrong, in the SPEC's words ('iframe_load_failed', 'unverified_domain', 'Unable to load
 * email login dependency'), while failed.
 *
 * @example
 * selectFrameFailureMessage(frame.getSnapshot()) // 'iframe_load_failed'
 */
export function selectFrameFailureMessage(snapshot: FrameSnapshot): string | undefined {
  if (!snapshot.matches('failed')) return undefined
  return errorOfFailure(snapshot.context.failure ?? 'IFRAME_LOAD_FAILED').shortMessage
}
