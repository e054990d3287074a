import { fromCallback, fromPromise } from 'xstate'
import { activeAccountOf } from '../../chains/account.js'
import { AUTH_CONNECTOR_ID } from '../../connectors/auth-connector.js'
import { isUserRejection } from '../../errors/rpc.js'
import {
  NoActiveCaipAddressError,
  NoConnectionClientError,
  SmartAccountNotSupportedError,
} from '../../errors/siwx.js'
import { safeParseCaipAddress } from '../../networks/caip.js'
import type { CaipAddress, Namespace } from '../../networks/network.types.js'
import { createSiwxMessageData } from '../../siwx/create-session-data.js'
import { createSiwxMessage } from '../../siwx/message.js'
import { isSiwxSession } from '../../siwx/session.validators.js'
import type { SiwxSession, SiwxStorage } from '../../siwx/siwx.types.js'
import { getSystemActor, watchSystemActor } from '../../system/system.js'
import '../../system/embedded-wallet.system.js'
import { selectCurrentAccountType } from '../account-type/account-type.selectors.js'
import { requestSignature } from '../connection/connection.request.js'
import { selectLiveConnection } from '../connection/connection.selectors.js'
import { selectOpenView } from '../modal/modal.selectors.js'
import { selectConnectionsState } from '../network/network.selectors.js'
import { selectTopView } from '../router/router.selectors.js'
import type { View } from '../router/router.types.js'
import { activeSignInAccountOf, connectedAccountsOf, siwxAccountKey } from './siwx.rules.js'
import type {
  PreparedSiwxMessage,
  SignSiwxMessageInput,
  SiwxAccount,
  SiwxEvent,
  SiwxSessionsQuery,
  SiwxSettings,
} from './siwx.types.js'

// The sign-in machine's actors: storage, the message, the wallet's signature and the watches on the
// sign view and the active account, named in `setup()` so tests can `.provide()` others.

/**
 * The sessions the storage holds for an account on a network; anything that is not a session is not
 * counted (a server storage answering garbage does not sign anyone in).
 *
 * @example
 * setup({ actors: { getSessions: getSessionsActor } }) // input { storage, chainId: 'eip155:1', address }
 */
export const getSessionsActor = fromPromise<SiwxSession[], SiwxSessionsQuery>(async ({ input }) => {
  const sessions: unknown = await input.storage.get(input.chainId, input.address)
  return Array.isArray(sessions) ? sessions.filter(isSiwxSession) : []
})

/**
 * Keeps a new session (the storage may be a server that verifies it, and refuse it).
 *
 * @example
 * setup({ actors: { addSession: addSessionActor } }) // input { storage, session }
 */
export const addSessionActor = fromPromise<void, { storage: SiwxStorage; session: SiwxSession }>(
  ({ input }) => input.storage.add(input.session),
)

/**
 * Revokes an account's sessions on a network (sign-out on disconnect).
 *
 * @example
 * setup({ actors: { deleteSessions: deleteSessionsActor } }) // input { storage, chainId, address }
 */
export const deleteSessionsActor = fromPromise<void, SiwxSessionsQuery>(({ input }) =>
  input.storage.delete(input.chainId, input.address),
)

/**
 * The message the wallet signs: the site's nonce, then the data (domain, page, account, network,
 * statement, issued now, expiring after the lifetime) and its CAIP-122 text.
 *
 * @example
 * setup({ actors: { prepareMessage: prepareMessageActor } }) // input { settings, account }
 */
export const prepareMessageActor = fromPromise<
  PreparedSiwxMessage,
  { settings: SiwxSettings; account: SiwxAccount }
>(async ({ input }) => {
  const { settings, account } = input
  const nonce = await settings.getNonce()
  const data = createSiwxMessageData({
    domain: settings.domain,
    uri: settings.uri,
    chainId: account.caipNetworkId,
    accountAddress: account.address,
    statement: settings.statement,
    ttlMs: settings.ttlMs,
    nonce,
  })
  return { data, message: createSiwxMessage(data) }
})

/** The account a CAIP-10 id names, whatever its network, as a comparable key. */
const accountKeyOf = (caipAddress: CaipAddress) => {
  const parsed = safeParseCaipAddress(caipAddress)
  return parsed && siwxAccountKey(parsed.namespace, parsed.address)
}

/**
 * Asks the wallet of the namespace to sign the message: finds `connection.<namespace>` in the system and
 * calls its adapter's `signMessage` with its live connection. Throws 'No ConnectionController client
 * found' without a live connection, 'No ActiveCaipAddress found' when the wallet's account is no longer
 * the one the message names, and 'This application might not support Smart Accounts' when a smart
 * account fails for another reason than a refusal.
 *
 * @example
 * setup({ actors: { signMessage: signMessageActor } }) // input { namespace: 'eip155', caipAddress, message }
 */
export const signMessageActor = fromPromise<string, SignSiwxMessageInput>(async ({ input, system }) => {
  const actor = getSystemActor(system, `connection.${input.namespace}`)
  const connection = actor && selectLiveConnection(actor.getSnapshot())?.connection
  if (!actor || !connection) throw new NoConnectionClientError()
  // The account the message names signs, whichever of the wallet's accounts is active.
  const account = connection.accounts.find(
    (candidate) =>
      siwxAccountKey(connection.namespace, candidate.address) === accountKeyOf(input.caipAddress),
  )
  if (!account)
    throw new NoActiveCaipAddressError({
      details: `the wallet's account is ${activeAccountOf(connection).address}`,
    })
  try {
    return await requestSignature(actor, { message: input.message, address: account.address })
  } catch (error) {
    // The embedded wallet's accounts read as the key's to the adapter; its account type says which.
    const accountType = connection.connectorId === AUTH_CONNECTOR_ID && getSystemActor(system, 'accountType')
    const smart =
      account.type === 'smartAccount' ||
      (accountType && selectCurrentAccountType(accountType.getSnapshot()) === 'smartAccount')
    if (smart && !isUserRejection(error)) throw new SmartAccountNotSupportedError({ cause: error })
    throw error
  }
})

/**
 * Whether the router shows the SIWXSignMessage view on top.
 *
 * @example
 * isShowingSignView(selectTopView(router.getSnapshot())) // true
 */
export function isShowingSignView(top: View): boolean {
  return top.name === 'SIWXSignMessage'
}

/**
 * Tells the machine when the visitor closes the modal on the SIWXSignMessage view (`SIWX.VIEW_CLOSED`),
 * watching the `modal` actor: open on that view, then closed. Another view replacing it (SwitchNetwork,
 * UnsupportedChain) is not a close. Without a modal it does nothing.
 *
 * @example
 * setup({ actors: { watchSignView: watchSignViewActor } })
 */
export const watchSignViewActor = fromCallback<SiwxEvent>(({ system, sendBack }) => {
  let onSignView = false
  return watchSystemActor(system, 'modal', (snapshot) => {
    const view = selectOpenView(snapshot)
    if (onSignView && view === undefined) sendBack({ type: 'SIWX.VIEW_CLOSED' })
    onSignView = view === 'SIWXSignMessage'
  })
})

/**
 * Tells the machine whenever the router shows the SIWXSignMessage view on top (`SIWX.VIEW_SHOWN`): in the
 * states that invoke it, sign-in does not wait for the visitor, so such a view is stale. Without a
 * router it does nothing.
 *
 * @example
 * setup({ actors: { watchSignViewShown: watchSignViewShownActor } })
 */
export const watchSignViewShownActor = fromCallback<SiwxEvent>(({ system, sendBack }) => {
  return watchSystemActor(system, 'router', (snapshot) => {
    if (isShowingSignView(selectTopView(snapshot))) sendBack({ type: 'SIWX.VIEW_SHOWN' })
  })
})

/**
 * Follows the active account through the `network` actor, which knows every namespace's connection
 * and the active namespace: sends `SIWX.ACCOUNT_INACTIVE` for each account whose connection went, then
 * `SIWX.ACCOUNT_ACTIVE` when the active account or its network changed (again after a spell on a
 * network the site does not configure, during which it reports nothing). Without a network actor it
 * does nothing: then whoever owns the active account sends those events.
 *
 * @example
 * setup({ actors: { watchActiveAccount: watchActiveAccountActor } })
 */
export const watchActiveAccountActor = fromCallback<SiwxEvent>(({ system, sendBack }) => {
  let connected: Partial<Record<Namespace, CaipAddress>> = {}
  let reported: CaipAddress | undefined
  return watchSystemActor(system, 'network', (snapshot) => {
    const context = selectConnectionsState(snapshot)
    const now = connectedAccountsOf(context.connections)
    for (const [namespace, caipAddress] of Object.entries(connected) as [Namespace, CaipAddress][])
      if (now[namespace] === undefined) sendBack({ type: 'SIWX.ACCOUNT_INACTIVE', namespace, caipAddress })
    connected = now
    const active = activeSignInAccountOf({
      networks: context.networks,
      activeNetworkId: context.activeNetworkId,
      connections: context.connections,
    })
    if (active.kind !== 'active') {
      reported = undefined
      return
    }
    if (active.caipAddress === reported) return
    reported = active.caipAddress
    const { namespace, caipAddress, caipNetworkId } = active
    sendBack({ type: 'SIWX.ACCOUNT_ACTIVE', namespace, caipAddress, caipNetworkId })
  })
})
