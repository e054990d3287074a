import { fromPromise } from 'xstate'
import type { FrameChannel } from '../../embedded/frame-channel.js'
import { mountLoginFrame } from '../../embedded/mount-login-frame.js'

/**
 * Puts the login frame in the page and opens the channel to it (see `mountLoginFrame`); the frame
 * leaves the page when the machine stops waiting (a timeout, a reload) or closes the channel.
 *
 * @example
 * setup({ actors: { openFrame: openFrameActor } })
 */
export const openFrameActor = fromPromise<FrameChannel, { url: string }>(({ input, signal }) =>
  mountLoginFrame({ url: input.url, signal }),
)

/**
 * Asks the frame to sign out. The machine does not wait past its sign-out limit.
 *
 * @example
 * setup({ actors: { signOut: signOutActor } })
 */
export const signOutActor = fromPromise<void, { channel: FrameChannel | undefined }>(
  async ({ input, signal }) => {
    await input.channel?.call('SIGN_OUT', undefined, { signal })
  },
)
