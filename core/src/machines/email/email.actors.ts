import { fromPromise } from 'xstate'
import type { FrameResult } from '../../embedded/frame-calls.js'
import { ConnectFailedError } from '../../errors/connection.js'
import type { Namespace } from '../../networks/network.types.js'
import { getSystemActor } from '../../system/system.js'
import { selectAttempt } from '../connection/connection.selectors.js'
import { frameLoginRequest } from '../frame/frame.request.js'
import { selectActiveNamespace } from '../network/network.selectors.js'

/**
 * Asks the login frame (loading it first if needed) to send a code to `email`; answers what the frame
 * wants next: the code, or a confirmation of this device first. Within 120 s (see `frameLoginRequest`).
 *
 * @example
 * setup({ actors: { requestCode: requestCodeActor } })
 */
export const requestCodeActor = fromPromise<FrameResult<'CONNECT_EMAIL'>, { email: string }>(
  ({ input, system, signal }) => frameLoginRequest(system, 'CONNECT_EMAIL', { email: input.email }, signal),
)

/**
 * Waits for the visitor to confirm this device from the email the frame sent, 120 s at most (see
 * `frameLoginRequest`).
 *
 * @example
 * setup({ actors: { confirmDevice: confirmDeviceActor } })
 */
export const confirmDeviceActor = fromPromise<void>(({ system, signal }) =>
  frameLoginRequest(system, 'CONNECT_DEVICE', undefined, signal),
)

/**
 * Gives the frame the code the visitor typed; resolves once the frame signed the visitor in. Within
 * 120 s (see `frameLoginRequest`).
 *
 * @example
 * setup({ actors: { verifyCode: verifyCodeActor } })
 */
export const verifyCodeActor = fromPromise<void, { otp: string }>(({ input, system, signal }) =>
  frameLoginRequest(system, 'CONNECT_OTP', { otp: input.otp }, signal),
)

/**
 * Connects the embedded wallet's connector like any wallet, on every namespace it serves on this site
 * (`namespaces`): the active namespace leads (else the first), and its connection actor does the work
 * and shows the progress; the others connect alongside it, as a WalletConnect session's namespaces
 * do. Resolves once the leading one connected; rejects with its error.
 *
 * @example
 * setup({ actors: { connectWallet: connectWalletActor } })
 */
export const connectWalletActor = fromPromise<
  void,
  { namespaces: readonly Namespace[]; connectorId: string }
>(
  ({ input, system }) =>
    new Promise((resolve, reject) => {
      const network = getSystemActor(system, 'network')
      const active = network && selectActiveNamespace(network.getSnapshot())
      const leading = active && input.namespaces.includes(active) ? active : input.namespaces[0]
      // Once the leading namespace holds the active place, the others join it.
      const connectOthers = () => {
        for (const namespace of input.namespaces)
          if (namespace !== leading)
            getSystemActor(system, `connection.${namespace}`)?.send({
              type: 'CONNECTION.CONNECT',
              connectorId: input.connectorId,
              alongside: true,
            })
      }
      const connection = leading && getSystemActor(system, `connection.${leading}`)
      if (!connection)
        return reject(new ConnectFailedError({ details: `no ${leading ?? 'embedded wallet'} adapter` }))
      const subscription = connection.subscribe((snapshot) => {
        if (snapshot.context.connectorId !== input.connectorId) return
        const attempt = selectAttempt(snapshot)
        if (!attempt && snapshot.matches('connected')) {
          subscription.unsubscribe()
          connectOthers()
          resolve()
        } else if (attempt?.error) {
          subscription.unsubscribe()
          reject(attempt.error)
        }
      })
      connection.send({ type: 'CONNECTION.CONNECT', connectorId: input.connectorId })
    }),
)
