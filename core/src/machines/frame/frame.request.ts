import { boundedFrameCall } from '../../embedded/bounded-frame-channel.js'
import type { FrameCallName, FramePayload, FrameResult } from '../../embedded/frame-calls.js'
import { FRAME_LOGIN_REQUEST_TIMEOUT_MS } from './frame.constants.js'
import '../../system/embedded-wallet.system.js'
import { getSystemActor, type HasSystem } from '../../system/system.js'
import { readyFrameChannel } from './frame.ready.js'

/**
 * One login request to the frame (an email code, a social or Farcaster address, an email update),
 * loading the frame first when needed, answered within the SPEC's 120 s (§9) or failed: the login
 * machines' request actors all go through it, so none of them declares the delay. The 120 s count
 * from the ask, the frame's loading included, as the visitor waits from their click. A frame that
 * leaves it unanswered has the call aborted, raises the 'iframe request timeout' alert (SPEC §8), and
 * the request rejects with 'iframe_request_timeout' (`FrameRequestTimeoutError`), which the machine
 * shows through its usual failure path. `signal` is the actor's: leaving the state that asked
 * abandons the request, without an alert.
 *
 * @example
 * const { action } = await frameLoginRequest(system, 'CONNECT_EMAIL', { email: 'ada@example.com' }, signal)
 */
export function frameLoginRequest<name extends FrameCallName>(
  holder: HasSystem,
  name: name,
  payload: FramePayload<name>,
  signal?: AbortSignal,
): Promise<FrameResult<name>> {
  return boundedFrameCall(
    name,
    async (deadline) => (await readyFrameChannel(holder, deadline)).call(name, payload, { signal: deadline }),
    {
      timeoutMs: FRAME_LOGIN_REQUEST_TIMEOUT_MS,
      signal,
      onTimeout: () =>
        getSystemActor(holder, 'foyer')?.send({
          type: 'FOYER.ALERT',
          alert: { id: 'IFRAME_REQUEST_TIMEOUT' },
        }),
    },
  )
}
