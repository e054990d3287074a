import type { ActorRefFrom } from 'xstate'
import type { SignMessageRequest } from '../../chains/adapter.types.js'
import { NoActiveCaipAddressError } from '../../errors/siwx.js'
import type { connectionMachine } from './connection.machine.js'
import { selectLiveConnection } from './connection.selectors.js'

let lastRequestId = 0

/**
 * Asks a connection actor's wallet to sign, and resolves with the signature (or rejects with the
 * wallet's error, 'Request was aborted' when cancelled or disconnected meanwhile, or when another
 * request is waiting). The request goes through the connection machine, so the modal can show that the
 * wallet is waiting for the visitor, and a cancel or a disconnect ends it. Rejects with
 * `NoActiveCaipAddressError` when the namespace has no connection.
 *
 * @example
 * const signature = await requestSignature(connection, { message: 'Hello' })
 */
export function requestSignature(
  connection: ActorRefFrom<typeof connectionMachine>,
  sign: SignMessageRequest,
): Promise<string> {
  if (!selectLiveConnection(connection.getSnapshot())) return Promise.reject(new NoActiveCaipAddressError())
  const requestId = `sign-${++lastRequestId}`
  return new Promise((resolve, reject) => {
    const signed = connection.on('connection.signed', (answer) => {
      if (answer.requestId !== requestId) return
      stop()
      resolve(answer.signature)
    })
    const failed = connection.on('connection.signFailed', (answer) => {
      if (answer.requestId !== requestId) return
      stop()
      reject(answer.error)
    })
    const stop = () => {
      signed.unsubscribe()
      failed.unsubscribe()
    }
    connection.send({ type: 'CONNECTION.SIGN_MESSAGE', requestId, sign })
  })
}
