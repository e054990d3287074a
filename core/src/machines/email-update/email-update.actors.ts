import { fromPromise } from 'xstate'
import type { FrameResult } from '../../embedded/frame-calls.js'
import { frameLoginRequest } from '../frame/frame.request.js'

/**
 * Asks the frame to move the login to `email`; it answers which code it wants first. Each request of
 * the update is answered within 120 s (see `frameLoginRequest`).
 *
 * @example
 * setup({ actors: { requestUpdate: requestUpdateActor } })
 */
export const requestUpdateActor = fromPromise<FrameResult<'UPDATE_EMAIL'>, { email: string }>(
  ({ input, system, signal }) => frameLoginRequest(system, 'UPDATE_EMAIL', { email: input.email }, signal),
)

/**
 * Gives the frame the code sent to the current address.
 *
 * @example
 * setup({ actors: { verifyPrimary: verifyPrimaryActor } })
 */
export const verifyPrimaryActor = fromPromise<FrameResult<'UPDATE_EMAIL_PRIMARY_OTP'>, { otp: string }>(
  ({ input, system, signal }) =>
    frameLoginRequest(system, 'UPDATE_EMAIL_PRIMARY_OTP', { otp: input.otp }, signal),
)

/**
 * Gives the frame the code sent to the new address; it answers the address now signed in.
 *
 * @example
 * setup({ actors: { verifySecondary: verifySecondaryActor } })
 */
export const verifySecondaryActor = fromPromise<FrameResult<'UPDATE_EMAIL_SECONDARY_OTP'>, { otp: string }>(
  ({ input, system, signal }) =>
    frameLoginRequest(system, 'UPDATE_EMAIL_SECONDARY_OTP', { otp: input.otp }, signal),
)
