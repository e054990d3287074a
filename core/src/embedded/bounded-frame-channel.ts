import { FrameRequestTimeoutError } from '../errors/frame.js'
import type { FrameCallName } from './frame-calls.js'
import type { FrameChannel } from './frame-channel.js'

/**
 * The frame channel with a deadline on every call. A wallet's requests (accounts, chain, signatures,
 * transactions) reach the frame through it, and a frame that never answers must not leave the site's
 * request waiting forever: after `timeoutMs` the call is aborted (an RPC request's abort reaches the
 * frame, so it does not sign later), rejects with 'iframe_request_timeout', and `onTimeout` is told
 * which call it was. The caller's own abort still rejects as before, without `onTimeout`.
 *
 * @example
 * const channel = boundedFrameChannel(await readyFrameChannel(system), 120_000, () => raiseAlert())
 */
export function boundedFrameChannel(
  channel: FrameChannel,
  timeoutMs: number,
  onTimeout: (name: FrameCallName) => void,
): FrameChannel {
  return {
    async call(name, payload, options = {}) {
      const deadline = new AbortController()
      const callerAborted = () => deadline.abort()
      options.signal?.addEventListener('abort', callerAborted)
      if (options.signal?.aborted) deadline.abort()
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        deadline.abort()
      }, timeoutMs)
      try {
        return await channel.call(name, payload, { signal: deadline.signal })
      } catch (error) {
        if (!timedOut) throw error
        onTimeout(name)
        throw new FrameRequestTimeoutError({ details: `the frame did not answer ${name}`, cause: error })
      } finally {
        clearTimeout(timer)
        options.signal?.removeEventListener('abort', callerAborted)
      }
    },
    close: () => channel.close(),
  }
}
