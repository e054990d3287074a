import { waitFor } from 'xstate'
import { connect } from '../../../actions/connect.js'
import { getConnection } from '../../../actions/get-connection.js'
import { activeAccountOf } from '../../../chains/account.js'
import { InvalidConnectionStatusError } from '../../../errors/connection.js'
import { isSettled, selectNamespaceConnection } from '../../../machines/connection/connection.selectors.js'
import { selectWalletStatus } from '../../../machines/multi-wallet/multi-wallet.selectors.js'
import type { Namespace } from '../../../networks/network.types.js'
import type { FoyerCore } from '../../../system/module.types.js'
import { getSystemActor } from '../../../system/system.js'
import '../../walletconnect/walletconnect.system.js'
import { requireMultiWallet } from './require-multi-wallet.js'

/** Which connection {@link switchConnection} makes the active one. */
export type SwitchConnectionTarget = { namespace: Namespace; connectorId: string }

/** What changed once a switch settled. */
export type SwitchConnectionResult = {
  /** The active address afterwards; `undefined` if the namespace ended up disconnected. */
  address: string | undefined
  hasSwitchedAccount: boolean
  hasSwitchedWallet: boolean
}

/**
 * Makes another connection of a namespace the active one. A connection the site holds (`connected`
 * or `active`) is restored without a prompt; a recent one (`disconnected`) is a new login with its
 * wallet (WalletConnect pairs first). Resolves once the namespace settled, saying whether the account
 * or the wallet changed; `undefined` while multi-wallet is off (the 'Multi-Wallet Not Enabled' alert
 * shows). Rejects with `InvalidConnectionStatusError` ('Invalid connection status') for a connector
 * the namespace has no connection with.
 *
 * @example
 * const { hasSwitchedWallet } = (await switchConnection(foyer, { namespace: 'eip155', connectorId: 'io.rabby' })) ?? {}
 */
export async function switchConnection(
  foyer: FoyerCore,
  { namespace, connectorId }: SwitchConnectionTarget,
): Promise<SwitchConnectionResult | undefined> {
  const snapshot = requireMultiWallet(foyer)
  if (!snapshot) return undefined
  const connection = getConnection(foyer, namespace)
  const status = selectWalletStatus(snapshot, namespace, connectorId)
  if (!connection || status === undefined) throw new InvalidConnectionStatusError()
  const before = selectNamespaceConnection(connection.getSnapshot())
  if (status === 'disconnected') {
    connect(foyer, connectorId, { namespace })
    await pairingOver(foyer)
  } else connection.send({ type: 'CONNECTION.SWITCH', connectorId })
  // Settled: connected again (with either wallet), or disconnected. A new login waits for the visitor,
  // who may also cancel it (back to the previous connection).
  const settled = await waitFor(connection, isSettled)
  const after = selectNamespaceConnection(settled)
  const address = after && activeAccountOf(after).address
  return {
    address,
    hasSwitchedAccount: address !== (before && activeAccountOf(before).address),
    hasSwitchedWallet: after?.connectorId !== before?.connectorId,
  }
}

/**
 * Resolves once a WalletConnect pairing the new login started is over: approved (its namespaces are
 * then connecting, which the switch waits for next), failed, or given up by leaving its view. Until
 * then the namespace still shows the previous wallet, connected and at rest, so the switch must not
 * settle on it. At once when no pairing runs (another wallet's login, or no WalletConnect module).
 */
async function pairingOver(foyer: FoyerCore): Promise<void> {
  const pairing = getSystemActor(foyer.actor, 'pairing')
  if (pairing)
    await waitFor(pairing, (snapshot) => !snapshot.matches('active') && !snapshot.matches('inWalletBrowser'))
}
