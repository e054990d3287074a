import type { ActiveAccount } from '../../account-data/active-account.js'
import { createConvertApi } from '../../api/blockchain/convert-api.js'
import { createHttpClient } from '../../api/http.js'
import { activeAccountOf } from '../../chains/account.js'
import { sendsTransfers } from '../../chains/transfer.types.js'
import { NoActiveCaipAddressError } from '../../errors/siwx.js'
import { TransferNetworkChangedError } from '../../errors/transfer.js'
import { askConnectedWallet } from '../../machines/connection/connection.request.js'
import { isNativeToken } from '../../machines/swap/swap.rules.js'
import type { SwapPorts } from '../../machines/swap/swap.types.js'
import { selectActiveConnection } from '../../system/active-connection.js'
import type { HasSystem } from '../../system/system.js'
import type { BlockchainApiConfig } from '../blockchain-api.config.js'

/**
 * The active connection, if it is still `account`'s on `account`'s network: a swap quoted for one
 * account is never sent from another.
 */
function connectionOf(system: HasSystem, account: ActiveAccount) {
  const active = selectActiveConnection(system)
  const connection = active?.connection
  if (!active || !connection || activeAccountOf(connection).address !== account.address)
    throw new NoActiveCaipAddressError()
  if (connection.caipNetworkId !== account.network.caipNetworkId)
    throw new TransferNetworkChangedError({
      details: `the swap is for ${account.network.caipNetworkId}, the wallet is on ${connection.caipNetworkId}`,
    })
  if (!sendsTransfers(account.adapter))
    throw new TypeError(`The ${account.adapter.namespace} adapter cannot send`)
  return { actor: active.actor, connection, adapter: account.adapter }
}

/**
 * The swap machine's ports (downloaded with the first Swap view, beside the machine): the Blockchain
 * API's convert calls; the balance of the token paid read from the chain through the adapter's sending
 * code (the send form's own reading: a transfer of nothing to oneself); a call's gas estimated by the
 * network's RPC through that code; the wallet asked through
 * the connection, for one call or (where it batches atomically) the approval and the swap as one batch (the modal shows that the wallet waits; an embedded wallet's approval view shows the call).
 *
 * @example
 * const ports = createSwapPorts({ url, sdk }, system)
 */
export function createSwapPorts(api: BlockchainApiConfig, system: HasSystem): SwapPorts {
  return {
    convert: createConvertApi({ http: createHttpClient({ baseUrl: api.url }), sdk: api.sdk }),
    async readBalance(account, token) {
      const { connection, adapter } = connectionOf(system, account)
      const transfers = await adapter.loadTransfers()
      const probe = await transfers.prepareTransfer(connection, {
        to: account.address,
        amount: 0n,
        token: isNativeToken(token)
          ? undefined
          : { address: token.address, decimals: token.decimals, symbol: token.symbol },
      })
      return probe.balance
    },
    async estimateGas(account, call) {
      const { connection, adapter } = connectionOf(system, account)
      const { estimateCall } = await adapter.loadTransfers()
      if (!estimateCall)
        throw new TypeError(`The ${adapter.namespace} adapter cannot estimate contract calls`)
      return estimateCall(connection, call)
    },
    async sendCall(account, call) {
      const { actor, adapter } = connectionOf(system, account)
      const { sendCall } = await adapter.loadTransfers()
      if (!sendCall) throw new TypeError(`The ${adapter.namespace} adapter cannot send contract calls`)
      return askConnectedWallet(actor, { kind: 'send', send: (connection) => sendCall(connection, call) })
    },
    batch: {
      // Asked of the namespace's sending code (EVM: EIP-5792); a namespace without batching says no.
      async canBatch(account) {
        const { connection, adapter } = connectionOf(system, account)
        const { batch } = await adapter.loadTransfers()
        return batch ? batch.supportsAtomicBatch(connection) : false
      },
      // Through the connection, as one prompt: the modal shows that the wallet waits.
      async send(account, calls) {
        const { actor, adapter } = connectionOf(system, account)
        const { batch } = await adapter.loadTransfers()
        if (!batch) throw new TypeError(`The ${adapter.namespace} adapter cannot batch calls`)
        return askConnectedWallet(actor, {
          kind: 'send',
          send: (connection) => batch.sendAtomicBatch(connection, calls),
        })
      },
      async status(account, id, proof) {
        const { connection, adapter } = connectionOf(system, account)
        const { batch } = await adapter.loadTransfers()
        if (!batch) throw new TypeError(`The ${adapter.namespace} adapter cannot batch calls`)
        return batch.atomicBatchStatus(connection, id, proof)
      },
    },
  }
}
