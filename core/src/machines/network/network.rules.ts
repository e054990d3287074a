import type { Connection } from '../../chains/adapter.types.js'
import type { ConnectorType } from '../../connectors/connector.types.js'
import { BaseError } from '../../errors/base.js'
import { unknownRpcErrorMessage } from '../../errors/rpc.codes.js'
import { isUserRejection, rpcErrorMessage } from '../../errors/rpc.js'
import type { CaipNetworkId, Namespace, Network } from '../../networks/network.types.js'
import { findNetwork } from '../../networks/registry.js'
import type { KnownConnection, KnownConnections, SwitchError } from './network.types.js'

/**
 * The network to start on: the stored active network when it is configured (a stored id that is not
 * is ignored), else the first network of a stored active namespace, else the site's default network
 * when configured, else the first configured network.
 *
 * @example
 * initialActiveNetwork({ networks: [mainnet, base], storedNetworkId: 'eip155:8453' })?.name // 'Base'
 * initialActiveNetwork({ networks: [mainnet, base], storedNetworkId: 'eip155:999' })?.name // 'Ethereum'
 */
export function initialActiveNetwork(p: {
  networks: readonly Network[]
  storedNetworkId?: CaipNetworkId | undefined
  storedNamespace?: Namespace | undefined
  defaultNetwork?: CaipNetworkId | undefined
}): Network | undefined {
  const stored = p.storedNetworkId === undefined ? undefined : findNetwork(p.networks, p.storedNetworkId)
  if (stored) return stored
  const ofNamespace = p.networks.find((network) => network.chainNamespace === p.storedNamespace)
  if (ofNamespace) return ofNamespace
  const preferred = p.defaultNetwork === undefined ? undefined : findNetwork(p.networks, p.defaultNetwork)
  return preferred ?? p.networks[0]
}

/**
 * What a network switch does (SPEC §4 "Network switch"):
 * - `notFound`: the network is not configured ('Network Not Found' alert);
 * - `nothing`: it is the active network and the namespace's wallet (if any) is on it;
 * - `confirmActiveChain`: an address is connected on another namespace and none on the target one
 *   (SwitchActiveChain; confirming lets the visitor connect a wallet there);
 * - `switchWallet`: the target namespace has a connection whose wallet must move (SwitchNetwork and
 *   the adapter's switch). An AUTH (embedded wallet) connection always goes this way, even when a
 *   plain set would do, so the embedded wallet is told;
 * - `activate`: the target namespace has its own connection and its wallet is already on the target
 *   network: make it active, no prompt;
 * - `set`: no connection anywhere: set the network (and store it) and go back.
 *
 * @example
 * switchPlan({ target: 'eip155:8453', networks, activeNetworkId: 'eip155:1', connections: {} }) // 'set'
 */
export type SwitchPlan = 'notFound' | 'nothing' | 'confirmActiveChain' | 'switchWallet' | 'activate' | 'set'

/**
 * Decides what a switch to `target` does; see {@link SwitchPlan}.
 *
 * @example
 * switchPlan({ target: 'solana:5eykt…', networks, activeNetworkId: 'eip155:1', connections: { eip155 } })
 * // 'confirmActiveChain'
 */
export function switchPlan(p: {
  target: CaipNetworkId
  networks: readonly Network[]
  activeNetworkId: CaipNetworkId | undefined
  connections: KnownConnections
}): SwitchPlan {
  const network = findNetwork(p.networks, p.target)
  if (!network) return 'notFound'
  const own = p.connections[network.chainNamespace]
  const walletOnTarget = own !== undefined && isSameNetwork(p.networks, own.connection.caipNetworkId, network)
  if (network.caipNetworkId === p.activeNetworkId && (own === undefined || walletOnTarget)) return 'nothing'
  if (own === undefined) {
    const elsewhere = Object.keys(p.connections).some((ns) => ns !== network.chainNamespace)
    return elsewhere ? 'confirmActiveChain' : 'set'
  }
  if (own.connectorType === 'AUTH' || !walletOnTarget) return 'switchWallet'
  return 'activate'
}

function isOnUnsupportedNetwork(networks: readonly Network[], connection: Connection | undefined): boolean {
  return connection !== undefined && isUnsupportedNetwork(networks, connection.caipNetworkId)
}

function isSameNetwork(networks: readonly Network[], caipNetworkId: CaipNetworkId, network: Network) {
  return findNetwork(networks, caipNetworkId)?.caipNetworkId === network.caipNetworkId
}

/**
 * Whether a wallet-reported network is one the site does not configure.
 *
 * @example
 * isUnsupportedNetwork([mainnet], 'eip155:999') // true
 */
export function isUnsupportedNetwork(networks: readonly Network[], caipNetworkId: CaipNetworkId): boolean {
  return findNetwork(networks, caipNetworkId) === undefined
}

/**
 * The wallet on the active namespace is on a network the site does not configure.
 *
 * @example
 * isActiveUnsupported({ networks, activeNetworkId: 'eip155:1', connections: { eip155: onUnknownChain } }) // true
 */
export function isActiveUnsupported(p: {
  networks: readonly Network[]
  activeNetworkId: CaipNetworkId | undefined
  connections: KnownConnections
}): boolean {
  const own = activeConnectionOf(p)
  return own !== undefined && isUnsupportedNetwork(p.networks, own.connection.caipNetworkId)
}

/**
 * The active namespace's connection as the network actor records it (with its connector's type):
 * the connection of the active network's namespace, `undefined` while no wallet is connected there.
 * Code that holds the actor system reads the same through `selectActiveConnection`.
 *
 * @example
 * activeConnectionOf({ activeNetworkId: 'eip155:1', connections: { eip155: known } }) // known
 */
export function activeConnectionOf(p: {
  activeNetworkId: CaipNetworkId | undefined
  connections: KnownConnections
}): KnownConnection | undefined {
  const namespace = namespaceOf(p.activeNetworkId)
  return namespace === undefined ? undefined : p.connections[namespace]
}

/**
 * The namespace of a CAIP-2 id.
 *
 * @example
 * namespaceOf('eip155:8453') // 'eip155'
 */
export function namespaceOf(caipNetworkId: CaipNetworkId | undefined): Namespace | undefined {
  return caipNetworkId?.split(':')[0] as Namespace | undefined
}

/** What a connection change does to the network machine's facts; see {@link connectionChange}. */
export type ConnectionChange = {
  connections: KnownConnections
  activeNetworkId: CaipNetworkId | undefined
  /** The active network changed (store it, tell the namespace's connection actor). */
  isActiveNetworkChanged: boolean
  /** An address is connected on the active namespace (for the router). */
  isConnected: boolean
  /** The active wallet just moved onto an unsupported network and UnsupportedChain should show. */
  shouldShowUnsupportedChain: boolean
  /** The active wallet was on an unsupported network and is back on a configured one. */
  isBackOnSupportedNetwork: boolean
  /** The last connection of any namespace was removed: emit `disconnect`. */
  isLastConnectionGone: boolean
}

/**
 * What a namespace's connection change does (SPEC §4): connecting makes that namespace active (on the
 * wallet's network when configured, else on the active network when it is in that namespace, else on
 * the namespace's first network); a wallet on the active namespace that moves to a configured network
 * moves the active network with it; a move to an unknown network marks it unsupported and shows
 * UnsupportedChain unless unsupported chains are allowed or switching is off; the last connection
 * going fires `disconnect`.
 *
 * With several namespaces: a connection restored without a prompt (on load), or made alongside
 * another namespace's (a WalletConnect session approving several), does not take the active namespace
 * from another one, so the namespace the visitor used last (or paired from) stays active whichever
 * wallet answers first; and when the active namespace's connection goes (a disconnect, or a restore that
 * failed) while another namespace is connected, that one becomes active, so a visitor with a wallet
 * connected is never shown as disconnected.
 *
 * @example
 * connectionChange(context, { namespace: 'eip155', connection: undefined, connectorType: undefined }).isLastConnectionGone
 */
export function connectionChange(
  context: {
    networks: readonly Network[]
    activeNetworkId: CaipNetworkId | undefined
    connections: KnownConnections
    allowUnsupportedChain: boolean
    enableNetworkSwitch: boolean
  },
  change: {
    namespace: Namespace
    connection: Connection | undefined
    connectorType: ConnectorType | undefined
    restored?: boolean | undefined
    alongside?: boolean | undefined
  },
): ConnectionChange {
  const { namespace, connection, connectorType, restored, alongside } = change
  const before = context.connections
  const connections: KnownConnections = { ...before }
  if (connection) connections[namespace] = { connection, connectorType }
  else delete connections[namespace]

  let activeNetworkId = context.activeNetworkId
  const wasConnected = before[namespace] !== undefined
  const activeNamespace = namespaceOf(activeNetworkId)
  const takesActive =
    activeNamespace === namespace || activeNamespace === undefined || (!restored && !alongside)
  if (connection && (!wasConnected || activeNamespace === namespace) && takesActive)
    activeNetworkId = activeNetworkFor(context.networks, connection, activeNetworkId)
  const other = Object.values(connections)[0]?.connection
  if (!connection && activeNamespace === namespace && other)
    activeNetworkId = activeNetworkFor(context.networks, other, activeNetworkId)

  const isActive = namespaceOf(activeNetworkId) === namespace
  const unsupportedBefore = isOnUnsupportedNetwork(context.networks, before[namespace]?.connection)
  const unsupportedAfter = isOnUnsupportedNetwork(context.networks, connection)
  return {
    connections,
    activeNetworkId,
    isActiveNetworkChanged: activeNetworkId !== context.activeNetworkId,
    isConnected: isConnectedOn(connections, activeNetworkId),
    shouldShowUnsupportedChain:
      isActive &&
      unsupportedAfter &&
      !unsupportedBefore &&
      !context.allowUnsupportedChain &&
      context.enableNetworkSwitch,
    isBackOnSupportedNetwork: isActive && unsupportedBefore && connection !== undefined && !unsupportedAfter,
    isLastConnectionGone: Object.keys(before).length > 0 && Object.keys(connections).length === 0,
  }
}

/**
 * The active network once `connection` is the active one: the wallet's network when configured (by
 * its current id, also when the wallet reports a deprecated one), else the active network when it is
 * in that namespace, else the namespace's first one.
 */
function activeNetworkFor(
  networks: readonly Network[],
  { namespace, caipNetworkId }: Connection,
  activeNetworkId: CaipNetworkId | undefined,
): CaipNetworkId | undefined {
  const walletNetwork = findNetwork(networks, caipNetworkId)
  if (walletNetwork) return walletNetwork.caipNetworkId
  if (namespaceOf(activeNetworkId) === namespace) return activeNetworkId
  return networks.find((network) => network.chainNamespace === namespace)?.caipNetworkId ?? activeNetworkId
}

/**
 * An address is connected on the namespace of `activeNetworkId`.
 *
 * @example
 * isConnectedOn({ eip155: known }, 'eip155:1') // true
 */
export function isConnectedOn(connections: KnownConnections, activeNetworkId: CaipNetworkId | undefined) {
  return activeConnectionOf({ connections, activeNetworkId }) !== undefined
}

/**
 * What a refused switch says: worded as a refused connection is ('Connection rejected', SPEC §8),
 * not in the wallet's raw words ('User rejected the request.'), so every rejection reads the same.
 */
export const switchRejectedMessage = 'Network switch rejected'

/**
 * Why a switch failed: a rejection says {@link switchRejectedMessage}; an RPC error its standard
 * text; a Foyer error its short message; anything else 'unknown RPC error'.
 *
 * @example
 * switchErrorOf({ code: 4001 }) // { kind: 'rejected', message: 'Network switch rejected' }
 */
export function switchErrorOf(error: unknown): SwitchError {
  if (isUserRejection(error)) return { kind: 'rejected', message: switchRejectedMessage }
  if (error instanceof BaseError) return { kind: 'failed', message: error.shortMessage }
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  return {
    kind: 'failed',
    message: typeof code === 'number' ? rpcErrorMessage(code) : unknownRpcErrorMessage,
  }
}
