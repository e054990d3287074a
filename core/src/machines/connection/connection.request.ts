import type { ActorRefFrom } from 'xstate'
import type { SignMessageRequest } from '../../chains/adapter.types.js'
import { NoActiveCaipAddressError } from '../../errors/siwx.js'
import type { WalletAnswer, WalletRequest } from '../wallet-request/wallet-request.types.js'
import type { connectionMachine } from './connection.machine.js'
import { selectLiveConnection } from './connection.selectors.js'

let lastRequestId = 0

/**
 * Asks a connection actor's wallet, and resolves with its answer (or rejects with the wallet's error,
 * 'Request was aborted' when cancelled or disconnected meanwhile, or when another request is waiting).
 * The request goes through the connection machine, so the modal can show that the wallet is waiting
 * for the visitor, and a cancel or a disconnect ends it. Rejects with `NoActiveCaipAddressError` when
 * the namespace has no connection.
 *
 * @example
 * const answer = await askConnectedWallet(connection, { kind: 'signMessage', sign: { message: 'Hello' } })
 */
export function askConnectedWallet(
  connection: ActorRefFrom<typeof connectionMachine>,
  request: WalletRequest,
): Promise<WalletAnswer> {
  if (!selectLiveConnection(connection.getSnapshot())) return Promise.reject(new NoActiveCaipAddressError())
  const requestId = `request-${++lastRequestId}`
  return new Promise((resolve, reject) => {
    const answered = connection.on('connection.answered', (answer) => {
      if (answer.requestId !== requestId) return
      stop()
      resolve(answer.answer)
    })
    const failed = connection.on('connection.requestFailed', (answer) => {
      if (answer.requestId !== requestId) return
      stop()
      reject(answer.error)
    })
    const stop = () => {
      answered.unsubscribe()
      failed.unsubscribe()
    }
    connection.send({ type: 'CONNECTION.REQUEST', requestId, request })
  })
}

/**
 * Asks a connection actor's wallet to sign a message (see {@link askConnectedWallet}), and resolves
 * with the signature (the adapter has checked that the wallet's answer is one).
 *
 * @example
 * const signature = await requestSignature(connection, { message: 'Hello' })
 */
export function requestSignature(
  connection: ActorRefFrom<typeof connectionMachine>,
  sign: SignMessageRequest,
): Promise<string> {
  return askConnectedWallet(connection, { kind: 'signMessage', sign })
}
