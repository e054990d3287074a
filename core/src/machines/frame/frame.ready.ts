import type { FrameChannel } from '../../embedded/frame-channel.js'
import { FrameAbortedError, FrameNotSetError, NoAuthConnectorError } from '../../errors/frame.js'
import '../../system/embedded-wallet.system.js'
import { getSystemActor, type HasSystem } from '../../system/system.js'
import { errorOfFailure } from './frame.rules.js'
import { selectFrameChannel, selectFrameStatus } from './frame.selectors.js'

/**
 * The login frame's channel once the frame is ready: asks the frame actor to load it (nothing
 * happens when it is loading or loaded) and waits. Rejects with the frame's failure ('iframe_load_failed'
 * after 20 s, 'unverified_domain', 'Unable to load email login dependency'), with 'No auth connector found'
 * when the project has neither email nor social login on, with 'W3mFrame: iframe is not set' when the
 * embedded-wallet module is not plugged in, and with 'Something went wrong' when `signal` aborts.
 *
 * @example
 * const channel = await readyFrameChannel(foyer.actor, signal)
 */
export function readyFrameChannel(holder: HasSystem, signal?: AbortSignal): Promise<FrameChannel> {
  const frame = getSystemActor(holder, 'frame')
  if (!frame) return Promise.reject(new FrameNotSetError({ details: 'add embeddedWallet() to the modules' }))
  frame.send({ type: 'FRAME.LOAD' })
  return new Promise((resolve, reject) => {
    const check = () => {
      const snapshot = frame.getSnapshot()
      const channel = selectFrameChannel(snapshot)
      if (channel) return done(() => resolve(channel))
      const status = selectFrameStatus(snapshot)
      if (status === 'off') return done(() => reject(new NoAuthConnectorError()))
      if (status !== 'failed') return
      done(() => reject(errorOfFailure(snapshot.context.failure ?? 'IFRAME_LOAD_FAILED')))
    }
    const onAbort = () =>
      done(() => reject(new FrameAbortedError({ details: 'waiting for the frame was aborted' })))
    const subscription = frame.subscribe(check)
    const done = (settle: () => void) => {
      subscription.unsubscribe()
      signal?.removeEventListener('abort', onAbort)
      settle()
    }
    signal?.addEventListener('abort', onAbort)
    check()
  })
}
