import { fromCallback, fromPromise } from 'xstate'
import type { FrameResult } from '../../embedded/frame-calls.js'
import { watchSystemActor } from '../../system/system.js'
import { readyFrameChannel } from '../frame/frame.ready.js'
import { frameLoginRequest } from '../frame/frame.request.js'
import { selectTopView } from '../router/router.selectors.js'
import type { FarcasterEvent } from './farcaster.types.js'

/**
 * Asks the login frame (loading it first if needed) for a Farcaster sign-in address: the visitor
 * opens it in their Farcaster app, usually by scanning it as a QR code. Within 120 s, as every login
 * request (see `frameLoginRequest`).
 *
 * @example
 * setup({ actors: { signInUrl: signInUrlActor } })
 */
export const signInUrlActor = fromPromise<string, void>(async ({ system, signal }) => {
  const { url } = await frameLoginRequest(system, 'GET_FARCASTER_URI', undefined, signal)
  return url
})

/**
 * Waits in the login frame until the visitor approved the sign-in in their Farcaster app; the frame
 * then holds the login. Resolves with the Farcaster username. Not bounded here: the visitor may take
 * longer than a login request's 120 s to find their phone, and the machine gives the approval 5 minutes.
 *
 * @example
 * setup({ actors: { approval: approvalActor } })
 */
export const approvalActor = fromPromise<FrameResult<'CONNECT_FARCASTER'>, void>(async ({ system, signal }) =>
  (await readyFrameChannel(system, signal)).call('CONNECT_FARCASTER', undefined, { signal }),
)

/**
 * Tells the machine when the ConnectingFarcaster view leaves the router's top (the visitor went
 * back, or the next open started over on another view). Closing the modal alone leaves the login
 * waiting, as the visitor may still approve it on their phone. Without a router (a custom UI) it
 * does nothing.
 *
 * @example
 * setup({ actors: { watchView: watchFarcasterViewActor } })
 */
export const watchFarcasterViewActor = fromCallback<FarcasterEvent>(({ system, sendBack }) => {
  let onView = false
  return watchSystemActor(system, 'router', (snapshot) => {
    const view = selectTopView(snapshot).name
    if (onView && view !== 'ConnectingFarcaster') sendBack({ type: 'FARCASTER.VIEW_CLOSED' })
    onView = view === 'ConnectingFarcaster'
  })
})
