import { fromPromise } from 'xstate'
import type { AnyChainAdapter, Connection } from '../../chains/adapter.types.js'
import { widenAdapter } from '../connection/connection.rules.js'
import type { WalletAnswer, WalletRequest } from './wallet-request.types.js'

/**
 * The wallet's prompt for one request, answered with what the wallet returns (a signature for
 * `signMessage`, a transaction id for `send`), which the adapter has checked.
 *
 * @example
 * setup({ actors: { askWallet: askWalletActor } }) // input { adapter, connection, request }
 */
export const askWalletActor = fromPromise<
  WalletAnswer,
  { adapter: AnyChainAdapter; connection: Connection; request: WalletRequest }
>(async ({ input }) => {
  const { adapter, connection, request } = input
  return request.kind === 'signMessage'
    ? widenAdapter(adapter).signMessage(connection, request.sign)
    : request.send(connection)
})
