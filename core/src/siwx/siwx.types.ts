import type { CaipNetworkId } from '../networks/network.types.js'

/**
 * The namespaces whose sign-in message Foyer can write and verify: EVM (EIP-4361), Solana, Bitcoin,
 * Polkadot and Cosmos (CAIP-122 with the same line structure).
 *
 * @example
 * const namespace: SiwxNamespace = 'bip122'
 */
export type SiwxNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos'

/**
 * The fields of a sign-in message (SPEC §3 sign-in session data, CAIP-122). Times are ISO 8601
 * strings as `Date.prototype.toISOString` writes them (`2025-01-31T12:00:00.000Z`), so the data is
 * plain JSON and survives storage unchanged.
 *
 * @example
 * const data: SiwxMessageData = {
 *   domain: 'app.example.com',
 *   uri: 'https://app.example.com/login',
 *   version: '1',
 *   chainId: 'eip155:1',
 *   accountAddress: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
 *   nonce: 'k2Xq9LmN4pRt',
 *   issuedAt: '2025-01-31T12:00:00.000Z',
 *   expirationTime: '2025-02-01T12:00:00.000Z',
 * }
 */
export type SiwxMessageData = {
  /**
   * The scheme of the page asking (`https`, `http`), written before the domain as `https://…`;
   * absent means https (EIP-4361).
   */
  scheme?: string
  /** The RFC 3986 authority asking for the sign-in, e.g. `app.example.com` or `localhost:5173`. */
  domain: string
  /** The account signing in, as its chain writes it (EIP-55 checksummed for EVM). */
  accountAddress: string
  /** One human-readable line the visitor agrees to; absent when there is none. */
  statement?: string
  /** The RFC 3986 URI of the resource the sign-in is for, usually the page. */
  uri: string
  /** The message format version; always `'1'`. */
  version: '1'
  /** The CAIP-2 id of the chain the account is on, e.g. `eip155:1` or `solana:5eykt4Us…`. */
  chainId: CaipNetworkId
  /** At least 8 letters or digits, chosen by the server to stop replays. */
  nonce: string
  /** When the message was made. */
  issuedAt: string
  /** When the sign-in stops being valid; absent for no end. */
  expirationTime?: string
  /** When the sign-in starts being valid; absent for at once. */
  notBefore?: string
  /** An id the site uses to refer to this sign-in request. */
  requestId?: string
  /** URIs the visitor also grants access to. */
  resources?: string[]
}

/**
 * A sign-in message's fields before the account is known (a wallet that signs in as it connects picks
 * the account itself).
 *
 * @example
 * const data: SiwxMessageData = { ...fields, accountAddress: activeAccountOf(connection).address }
 */
export type SiwxMessageFields = Omit<SiwxMessageData, 'accountAddress'>

/**
 * A signed sign-in: the data, the exact text the wallet signed, and the wallet's signature.
 * Signature encodings: EVM `0x…` hex; Solana base58 (hex and base64 are also accepted by the
 * verifier); Bitcoin base64 (BIP-322 simple or legacy BIP-137); Polkadot `0x…` hex (64 bytes, or 65/66
 * with a key-type byte, as extensions' `signRaw` answers); Cosmos the ADR-036 `StdSignature` Keplr's
 * `signArbitrary` answers, as JSON (`JSON.stringify(stdSignature)`), or its bare base64 signature.
 *
 * @example
 * const session: SiwxSession = { data, message: createSiwxMessage(data), signature: '0x…' }
 */
export type SiwxSession = {
  data: SiwxMessageData
  message: string
  signature: string
}

/**
 * Where sign-in sessions are kept. Foyer ships `localSiwxStorage` (the browser); a site with a
 * server implements this to send sessions there (and verify them with `@foyer/core/server`).
 * Every method is asynchronous so that an implementation can call a server.
 *
 * @example
 * const serverStorage: SiwxStorage = {
 *   add: (session) => post('/api/siwx/sessions', session),
 *   get: (chainId, address) => getJson(`/api/siwx/sessions?chainId=${chainId}&address=${address}`),
 *   set: (sessions) => put('/api/siwx/sessions', sessions),
 *   delete: (chainId, address) => del(`/api/siwx/sessions?chainId=${chainId}&address=${address}`),
 * }
 */
export interface SiwxStorage {
  /** Keeps a new session (after the visitor signed). */
  add(session: SiwxSession): Promise<void>
  /**
   * The unexpired sessions of an account on a chain. EVM addresses match whatever their case.
   */
  get(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Replaces every stored session with `sessions`. */
  set(sessions: SiwxSession[]): Promise<void>
  /** Removes the sessions of an account on a chain (sign-out). */
  delete(chainId: CaipNetworkId, address: string): Promise<void>
}
