import type { CaipAddress, CaipNetworkId, Namespace } from '../../networks/network.types.js'
import type { SiwxMessageData, SiwxNamespace, SiwxSession, SiwxStorage } from '../../siwx/siwx.types.js'

/**
 * Sign-in with the wallet (SPEC §4 "Sign-in"), as a site passes it to `createFoyer({ siwx })`.
 *
 * @example
 * createFoyer({ adapters, siwx: { required: true, statement: 'Sign in to Example', storage: serverStorage } })
 */
export type SiwxOptions = {
  /** Where sessions are kept (and, for a server, verified); `localSiwxStorage()` by default. */
  storage?: SiwxStorage | undefined
  /**
   * The visitor must sign in: cancelling disconnects (or returns to the last signed-in network) and the
   * sign view cannot be closed while no session exists (SPEC §2, §4). Off by default.
   */
  required?: boolean | undefined
  /** The line the visitor agrees to, shown in the message. */
  statement?: string | undefined
  /** How long a new session lasts; one day by default (`SIWX_DEFAULT_TTL_MS`). */
  ttlMs?: number | undefined
  /** The nonce of the next message, from the site's server; a random one (crypto-grade) by default. */
  getNonce?: (() => Promise<string>) | undefined
  /** Revoke an account's sessions on its chain when it disconnects. Off by default. */
  signOutOnDisconnect?: boolean | undefined
}

/**
 * What the sign-in actor (systemId `siwx`) is started with: the site's options and the page it runs on.
 *
 * @example
 * createActor(siwxMachine, { input: { options: { required: true }, domain: location.host, uri: location.href } })
 */
export type SiwxInput = {
  options: SiwxOptions
  /** The RFC 3986 authority of the page, `location.host`. */
  domain: string
  /** The page signed in to, `location.href`. */
  uri: string
}

/** {@link SiwxOptions} with their defaults applied, and the page the messages are for. */
export type SiwxSettings = {
  storage: SiwxStorage
  required: boolean
  statement: string | undefined
  ttlMs: number | undefined
  getNonce: () => Promise<string>
  signOutOnDisconnect: boolean
  domain: string
  uri: string
}

/**
 * The account sign-in is about: the active account of a namespace Foyer writes sign-in messages for.
 *
 * @example
 * const account: SiwxAccount = {
 *   namespace: 'eip155', caipNetworkId: 'eip155:1', address: '0xf39F…2266', caipAddress: 'eip155:1:0xf39F…2266',
 * }
 */
export type SiwxAccount = {
  namespace: SiwxNamespace
  caipNetworkId: CaipNetworkId
  address: string
  caipAddress: CaipAddress
}

/** The message of a sign-in in progress, made before the wallet is asked. */
export type PreparedSiwxMessage = { data: SiwxMessageData; message: string }

/**
 * The sign-in actor's context. What each field means depends on the state (see the machine): `account`
 * is set in every state but `idle`; `prepared` only while the wallet signs or the session is saved;
 * `session` only while `signedIn`; `error` only while `prompting` after a failure, or `failed`.
 */
export type SiwxContext = {
  settings: SiwxSettings
  account: SiwxAccount | undefined
  prepared: PreparedSiwxMessage | undefined
  session: SiwxSession | undefined
  /** The message the sign view shows: 'Signature declined', or why sign-in could not start. */
  error: string | undefined
  /** Per namespace, the last network an account had a session on (this page load): where a required
   * sign-in cancelled returns to (SPEC §4). */
  lastSignedNetworks: Partial<Record<SiwxNamespace, CaipNetworkId>>
  /** Accounts (`namespace:address`) whose optional sign-in the visitor declined: not asked again this page load. */
  dismissedAccounts: readonly string[]
}

/**
 * Events the sign-in actor accepts.
 *
 * @example
 * foyer.getActor('siwx')?.send({ type: 'SIWX.SIGN' })
 */
export type SiwxEvent =
  /**
   * An account became the active one, or the active account changed address or network (sent by the
   * `watchActiveAccount` actor, or by whoever owns the active account). Another account or network than
   * the current one checks its sessions again; the same one changes nothing (while prompting it shows the
   * sign view again).
   *
   * @example
   * siwx.send({ type: 'SIWX.ACCOUNT_ACTIVE', namespace: 'eip155', caipAddress: 'eip155:1:0xf39F…2266', caipNetworkId: 'eip155:1' })
   */
  | {
      type: 'SIWX.ACCOUNT_ACTIVE'
      namespace: Namespace
      caipAddress: CaipAddress
      caipNetworkId: CaipNetworkId
    }
  /**
   * An account disconnected. The current one makes sign-in idle; with `signOutOnDisconnect`, the
   * account's sessions on that network are revoked in any case.
   *
   * @example
   * siwx.send({ type: 'SIWX.ACCOUNT_INACTIVE', namespace: 'eip155', caipAddress: 'eip155:1:0xf39F…2266' })
   */
  | { type: 'SIWX.ACCOUNT_INACTIVE'; namespace: Namespace; caipAddress: CaipAddress }
  /**
   * The visitor pressed Sign on the SIWXSignMessage view: ask the wallet to sign the message.
   *
   * @example
   * siwx.send({ type: 'SIWX.SIGN' })
   */
  | { type: 'SIWX.SIGN' }
  /**
   * The visitor pressed Cancel on the SIWXSignMessage view (SPEC §4): close when sign-in is optional;
   * when it is required, return to the last signed-in network if a session exists there, else disconnect.
   *
   * @example
   * siwx.send({ type: 'SIWX.CANCEL' })
   */
  | { type: 'SIWX.CANCEL' }
  /**
   * The visitor pressed the SIWXSignMessage view's own button: Cancel when sign-in is optional (it
   * closes, as `SIWX.CANCEL`), Disconnect when it is required (the namespace disconnects, even when a
   * session exists on another network).
   *
   * @example
   * siwx.send({ type: 'SIWX.DECLINE' })
   */
  | { type: 'SIWX.DECLINE' }
  /**
   * The visitor closed the modal on the SIWXSignMessage view while it waited for an answer; sent by the
   * `watchSignView` actor. An optional sign-in counts it as declined (a required one cannot be closed).
   *
   * @example
   * siwx.send({ type: 'SIWX.VIEW_CLOSED' })
   */
  | { type: 'SIWX.VIEW_CLOSED' }
  /**
   * The SIWXSignMessage view shows while sign-in does not wait for the visitor (signed in, declined, no
   * account): it is stale and the modal closes. Sent by the `watchSignViewShown` actor.
   *
   * @example
   * siwx.send({ type: 'SIWX.VIEW_SHOWN' })
   */
  | { type: 'SIWX.VIEW_SHOWN' }
  /**
   * A wallet signed in as it connected (one prompt) and the session was saved: it is announced like one
   * signed on the sign view. The account's check then finds it and asks nothing.
   *
   * @example
   * siwx.send({ type: 'SIWX.SESSION_ADDED', session })
   */
  | { type: 'SIWX.SESSION_ADDED'; session: SiwxSession }

/**
 * What the sign-in actor emits (`foyer.onSignIn(…)` with the sign-in module): a new session was saved (SPEC §4
 * "success is tracked").
 *
 * @example
 * siwx.on('siwx.signedIn', ({ session }) => analytics.track('SIWX_AUTH_SUCCESS', session.data.chainId))
 */
export type SiwxEmitted = { type: 'siwx.signedIn'; session: SiwxSession }

/**
 * Input of the `signMessage` actor: the account that must sign and the exact text.
 *
 * @example
 * const input: SignSiwxMessageInput = { namespace: 'eip155', caipAddress: 'eip155:1:0xf39F…', message }
 */
export type SignSiwxMessageInput = { namespace: SiwxNamespace; caipAddress: CaipAddress; message: string }

/** Input of the storage actors that read or revoke one account's sessions on one network. */
export type SiwxSessionsQuery = { storage: SiwxStorage; chainId: CaipNetworkId; address: string }
