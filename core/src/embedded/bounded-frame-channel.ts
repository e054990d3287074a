import { FrameRequestTimeoutError } from '../errors/frame.js'
import type { FrameCallName } from './frame-calls.js'
import type { FrameChannel } from './frame-channel.js'

/**
 * How one frame call is bounded: its deadline, who is told when it passes, and the caller's own
 * abort (the visitor cancelled, the machine left the state that asked).
 *
 * @example
 * const bound: FrameDeadline = { timeoutMs: 120_000, onTimeout: (name) => console.warn(name), signal }
 */
export type FrameDeadline = {
  timeoutMs: number
  onTimeout: (name: FrameCallName) => void
  signal?: AbortSignal | undefined
}

/**
 * Runs one frame call with a deadline, the one implementation of the frame's request timeout. `run`
 * gets a signal that aborts when `timeoutMs` passes or the caller's `signal` aborts; it passes the
 * signal on to whatever it waits for (the frame's loading, the channel's call, whose abort reaches the
 * frame so it does not sign later). At the deadline the call rejects with 'iframe_request_timeout'
 * (`FrameRequestTimeoutError`) and `onTimeout` is told which call it was; the caller's own abort
 * rejects as `run` does, without `onTimeout`. No timer is left running once the call settles.
 *
 * @example
 * const ask = (signal: AbortSignal) => channel.call('GET_USER', undefined, { signal })
 * const user = await boundedFrameCall('GET_USER', ask, { timeoutMs: 120_000, onTimeout })
 */
export async function boundedFrameCall<result>(
  name: FrameCallName,
  run: (signal: AbortSignal) => Promise<result>,
  { timeoutMs, onTimeout, signal }: FrameDeadline,
): Promise<result> {
  const deadline = new AbortController()
  const callerAborted = () => deadline.abort()
  signal?.addEventListener('abort', callerAborted)
  if (signal?.aborted) deadline.abort()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    deadline.abort()
  }, timeoutMs)
  try {
    return await run(deadline.signal)
  } catch (error) {
    if (!timedOut) throw error
    onTimeout(name)
    throw new FrameRequestTimeoutError({ details: `the frame did not answer ${name}`, cause: error })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', callerAborted)
  }
}

/**
 * The frame channel with a deadline on every call (see {@link boundedFrameCall}). A wallet's requests
 * (accounts, chain, signatures, transactions) reach the frame through it, and a frame that never
 * answers must not leave the site's request waiting forever: after `timeoutMs` the call is aborted,
 * rejects with 'iframe_request_timeout', and `onTimeout` is told which call it was. The caller's own
 * abort still rejects as before, without `onTimeout`.
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
    call: (name, payload, options = {}) =>
      boundedFrameCall(name, (signal) => channel.call(name, payload, { signal }), {
        timeoutMs,
        onTimeout,
        signal: options.signal,
      }),
    close: () => channel.close(),
  }
}
