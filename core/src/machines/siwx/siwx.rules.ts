import { kitOf } from '../../chains/kits.js'
import { isFoyerError } from '../../errors/base.js'
import { isUserRejection } from '../../errors/rpc.js'
import {
  NoActiveCaipAddressError,
  NoConnectionClientError,
  SmartAccountNotSupportedError,
  signingMessages,
} from '../../errors/siwx.js'
import { safeParseCaipAddress } from '../../networks/caip.js'
import type { CaipAddress, CaipNetworkId, Namespace } from '../../networks/network.types.js'
import { findNetwork } from '../../networks/registry.js'
import { isSiwxNamespace, siwxKits } from '../../siwx/message.fields.js'
import { generateSiwxNonce } from '../../siwx/nonce.js'
import { localSiwxStorage } from '../../siwx/storage.js'
import { caipAddressOf } from '../connection/connection.rules.js'
import { activeConnectionOf } from '../network/network.rules.js'
import type { KnownConnection, NetworkContext } from '../network/network.types.js'
import type { SiwxAccount, SiwxInput, SiwxSettings } from './siwx.types.js'

/**
 * The options with their defaults: `localSiwxStorage()`, optional sign-in, a random nonce, sessions
 * kept on disconnect.
 *
 * @example
 * resolveSiwxSettings({ options: {}, domain: 'app.example.com', uri: 'https://app.example.com/' }).required // false
 */
export function resolveSiwxSettings({ options, domain, uri }: SiwxInput): SiwxSettings {
  return {
    // The browser's storage trusts only sessions made for this page's domain.
    storage: options.storage ?? localSiwxStorage({ domain }),
    required: options.required ?? false,
    statement: options.statement,
    ttlMs: options.ttlMs,
    getNonce: options.getNonce ?? (async () => generateSiwxNonce()),
    signOutOnDisconnect: options.signOutOnDisconnect ?? false,
    domain,
    uri,
  }
}

/**
 * The account an `SIWX.ACCOUNT_ACTIVE` event names, or undefined when Foyer has no sign-in message for
 * its namespace (one outside `siwxNamespaces`) or the CAIP-10 id does not parse: such an account is not
 * signed in.
 *
 * @example
 * siwxAccountOf({ namespace: 'eip155', caipAddress: 'eip155:1:0xf39F…', caipNetworkId: 'eip155:1' })?.address // '0xf39F…'
 */
export function siwxAccountOf(event: {
  namespace: Namespace
  caipAddress: CaipAddress
  caipNetworkId: CaipNetworkId
}): SiwxAccount | undefined {
  const parsed = safeParseCaipAddress(event.caipAddress)
  if (!parsed || !isSiwxNamespace(event.namespace) || parsed.namespace !== event.namespace) return undefined
  if (!event.caipNetworkId.startsWith(`${event.namespace}:`)) return undefined
  const caipAddress = `${event.caipNetworkId}:${parsed.address}` as CaipAddress
  return {
    namespace: event.namespace,
    caipNetworkId: event.caipNetworkId,
    address: parsed.address,
    caipAddress,
  }
}

/**
 * An account whatever its network: `namespace:address`, EVM addresses lowercased (hex in any case is
 * the same account). Dismissals are kept by this key. The sign-in namespaces' own kits say how an
 * address names an account, on every page whatever its adapters.
 *
 * @example
 * siwxAccountKey('eip155', '0xF39F…') // 'eip155:0xf39f…'
 */
export function siwxAccountKey(namespace: Namespace, address: string): string {
  return `${namespace}:${kitOf(siwxKits, namespace).accountKey(address)}`
}

/**
 * Whether an account (namespace and address, any network) is `account`.
 *
 * @example
 * isSameSiwxAccount(account, 'eip155:8453:0xf39f…') // true for account 0xF39F… on eip155:1
 */
export function isSameSiwxAccount(account: SiwxAccount | undefined, caipAddress: CaipAddress): boolean {
  const parsed = safeParseCaipAddress(caipAddress)
  return (
    account !== undefined &&
    parsed !== undefined &&
    siwxAccountKey(account.namespace, account.address) === siwxAccountKey(parsed.namespace, parsed.address)
  )
}

/**
 * Whether two accounts are the same account on the same network (what decides a new check).
 *
 * @example
 * isSameSiwxAccountAndNetwork(onMainnet, onBase) // false
 */
export function isSameSiwxAccountAndNetwork(a: SiwxAccount | undefined, b: SiwxAccount | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.caipNetworkId === b.caipNetworkId &&
    isSameSiwxAccount(a, b.caipAddress)
  )
}

/**
 * The message a failed signing shows (SPEC §4, §8): a smart account's failure 'This application might
 * not support Smart Accounts', a missing connection or account its own message, anything else
 * (a rejection included, and a storage that refused the session) 'Signature declined'.
 *
 * @example
 * signErrorMessage({ code: 4001 }) // 'Signature declined'
 * signErrorMessage(new SmartAccountNotSupportedError()) // 'This application might not support Smart Accounts'
 */
export function signErrorMessage(error: unknown): string {
  if (isUserRejection(error)) return signingMessages.signatureDeclined
  for (const known of [SmartAccountNotSupportedError, NoConnectionClientError, NoActiveCaipAddressError])
    if (isFoyerError(error, known.code)) return known.shortMessage
  return signingMessages.signatureDeclined
}

/**
 * The active account as the network actor knows it (SPEC §4: sign-in is about "a wallet address [that]
 * is active"):
 * - `none`: no connection on the active namespace;
 * - `unsupported`: the active wallet is on a network the site does not configure (UnsupportedChain
 *   shows; sign-in waits until it is back);
 * - `active`: the connection's first account on its network.
 *
 * @example
 * activeSignInAccountOf(network.getSnapshot().context) // { kind: 'active', namespace: 'eip155', caipAddress: 'eip155:1:0xf39F…', caipNetworkId: 'eip155:1' }
 */
export type ActiveAccount =
  | { kind: 'none' }
  | { kind: 'unsupported' }
  | { kind: 'active'; namespace: Namespace; caipAddress: CaipAddress; caipNetworkId: CaipNetworkId }

/**
 * Reads the active account from the network actor's context; see {@link ActiveAccount}.
 *
 * @example
 * activeSignInAccountOf({ networks: [mainnet], activeNetworkId: 'eip155:1', connections: {} }) // { kind: 'none' }
 */
export function activeSignInAccountOf(
  network: Pick<NetworkContext, 'networks' | 'activeNetworkId' | 'connections'>,
): ActiveAccount {
  const known = activeConnectionOf(network)
  if (!known) return { kind: 'none' }
  const { connection } = known
  if (!findNetwork(network.networks, connection.caipNetworkId)) return { kind: 'unsupported' }
  return {
    kind: 'active',
    namespace: connection.namespace,
    caipNetworkId: connection.caipNetworkId,
    caipAddress: caipAddressOf(connection),
  }
}

/**
 * The connections of the network actor's context as CAIP-10 ids, by namespace: the watcher compares two
 * of these to tell which accounts disconnected.
 *
 * @example
 * connectedAccountsOf(context.connections) // { eip155: 'eip155:1:0xf39F…' }
 */
export function connectedAccountsOf(
  connections: NetworkContext['connections'],
): Partial<Record<Namespace, CaipAddress>> {
  const accounts: Partial<Record<Namespace, CaipAddress>> = {}
  for (const [namespace, known] of Object.entries(connections) as [Namespace, KnownConnection][])
    accounts[namespace] = caipAddressOf(known.connection)
  return accounts
}
