import { fromCallback, fromPromise } from 'xstate'
import type { ActiveAccount } from '../../account-data/active-account.js'
import type { RegisteredName } from '../../api/blockchain/blockchain-api.types.js'
import { activeAccountOf } from '../../chains/account.js'
import type { ChainAdapter } from '../../chains/adapter.types.js'
import {
  type PreparedTransfer,
  sendsTransfers,
  type Transfer,
  type TransferSender,
} from '../../chains/transfer.types.js'
import { NoActiveCaipAddressError } from '../../errors/siwx.js'
import { TransferNetworkChangedError } from '../../errors/transfer.js'
import { evmChainIdToCoinType, isValidCoinTypeChainId } from '../../networks/coin-type.js'
import type { Namespace } from '../../networks/network.types.js'
import { selectActiveConnection } from '../../system/active-connection.js'
import type { HasSystem } from '../../system/system.js'
import { watchActiveAccount } from '../../system/watch-active-account.js'
import { askConnectedWallet } from '../connection/connection.request.js'
import { isServiceName } from './send.form.js'
import type { NameResolver, SendEvent, SendQuote, TokenPricer } from './send.types.js'

/** Reports every change of the active account (and the first sight of it). */
export const watchSendAccountActor = fromCallback<SendEvent>(({ system, sendBack }) =>
  watchActiveAccount(system, (account) => sendBack({ type: 'SEND.ACCOUNT_CHANGED', account })),
)

/**
 * The active connection, if it is still `account`'s: a form filled for one account never sends from
 * another (the machine starts over on a change; this closes the gap until it hears of it).
 */
function connectionOf(system: HasSystem, account: ActiveAccount) {
  const active = selectActiveConnection(system)
  const connection = active?.connection
  if (!active || !connection || activeAccountOf(connection).address !== account.address)
    throw new NoActiveCaipAddressError()
  if (connection.caipNetworkId !== account.network.caipNetworkId)
    throw new TransferNetworkChangedError({
      details: `the form is for ${account.network.caipNetworkId}, the wallet is on ${connection.caipNetworkId}`,
    })
  return { actor: active.actor, connection, adapter: account.adapter }
}

/** The adapter's sending code (downloaded once); the form asks only where the adapter sends. */
function transfersOf(adapter: ChainAdapter<Namespace>): Promise<TransferSender> {
  if (!sendsTransfers(adapter)) throw new TypeError(`The ${adapter.namespace} adapter cannot send transfers`)
  return adapter.loadTransfers()
}

/**
 * Reads what the transfer would cost and the balances it draws on, through the account's adapter
 * (its namespace's sending code downloads on first use), and, given `priceOf`, the token's dollar price
 * beside it (a failed price read is no price: it never fails the quote). Never asks the wallet.
 *
 * @example
 * setup({ actors: { prepareTransfer: prepareTransferActor } }) // input { account, transfer, priceOf }
 */
export const prepareTransferActor = fromPromise<
  SendQuote,
  { account: ActiveAccount; transfer: Transfer; priceOf?: TokenPricer | undefined }
>(async ({ input: { account, transfer, priceOf }, system, signal }) => {
  const { connection, adapter } = connectionOf(system, account)
  const token = transfer.token
  const pricing =
    priceOf && token
      ? priceOf(`${account.network.caipNetworkId}:${token.address}`, signal).catch(() => undefined)
      : undefined
  const [prepared, price] = await Promise.all([
    transfersOf(adapter).then((transfers) => transfers.prepareTransfer(connection, transfer)),
    pricing,
  ])
  return price === undefined ? prepared : { ...prepared, price }
})

/**
 * Asks the wallet to send the prepared transfer, through the connection (one prompt at a time; the
 * modal shows that the wallet waits, and a cancel or a disconnect ends it); the transaction's id.
 *
 * @example
 * setup({ actors: { sendTransfer: sendTransferActor } }) // input { account, prepared }
 */
export const sendTransferActor = fromPromise<string, { account: ActiveAccount; prepared: PreparedTransfer }>(
  async ({ input: { account, prepared }, system }) => {
    const { actor, adapter } = connectionOf(system, account)
    const { sendTransfer } = await transfersOf(adapter)
    return askConnectedWallet(actor, {
      kind: 'send',
      send: (connection) => sendTransfer(connection, prepared),
    })
  },
)

/**
 * Looks up the name typed as the receiver: the name service's names with the site's resolver, the
 * chain's own (ENS) through the account's adapter; abandoned when the visitor types on.
 *
 * @example
 * setup({ actors: { resolveName: resolveNameActor } }) // input { resolveName, name, account }
 */
export const resolveNameActor = fromPromise<
  RegisteredName | undefined,
  { resolveName: NameResolver | undefined; name: string; account: ActiveAccount }
>(async ({ input: { resolveName, name, account }, signal, system }) => {
  if (isServiceName(name)) return resolveName?.(name, signal)
  // The chain's own names (ENS): the address on the account's network, through its sending code.
  const { connection, adapter } = connectionOf(system, account)
  const found = await (await transfersOf(adapter)).resolveName?.(connection, name)
  const chainId = Number(account.network.caipNetworkId.split(':')[1])
  return found === undefined || !isValidCoinTypeChainId(chainId)
    ? undefined
    : {
        name,
        addresses: { [String(evmChainIdToCoinType(chainId))]: found.address },
        ...(found.avatar ? { avatar: found.avatar } : {}),
      }
})
