import type { Address, Hex } from 'viem'
import type { CaipNetworkId } from '../../networks/network.types.js'
import type { SiwxMessageData } from '../siwx.types.js'

/**
 * Why a sign-in was refused. Stable: servers branch and log on these codes.
 * - `MALFORMED_MESSAGE`: not a sign-in message Foyer reads (layout or a field breaks EIP-4361's rules).
 * - `UNSUPPORTED_NAMESPACE`: a sign-in message for a chain Foyer cannot verify (not EVM, Solana, Bitcoin).
 * - `DOMAIN_MISMATCH`: the message was made for another site.
 * - `CHAIN_NOT_ALLOWED`: the message's chain is not in `chains`.
 * - `NONCE_MISMATCH`: not the nonce the server issued.
 * - `NOT_YET_VALID`: `notBefore` is still ahead, or `issuedAt` is further ahead than the clock skew.
 * - `EXPIRED`: `expirationTime` has passed.
 * - `INVALID_SIGNATURE`: the signature is not the account's signature of this exact text.
 * - `VERIFICATION_UNAVAILABLE`: the answer needed the RPC node, and the call failed.
 *
 * @example
 * if (!result.ok && result.reason === 'EXPIRED') askToSignAgain()
 */
export type SiwxVerifyFailureReason =
  | 'MALFORMED_MESSAGE'
  | 'UNSUPPORTED_NAMESPACE'
  | 'DOMAIN_MISMATCH'
  | 'CHAIN_NOT_ALLOWED'
  | 'NONCE_MISMATCH'
  | 'NOT_YET_VALID'
  | 'EXPIRED'
  | 'INVALID_SIGNATURE'
  | 'VERIFICATION_UNAVAILABLE'

/**
 * A refused sign-in: a stable `reason` and a sentence for logs (not for visitors; it may name fields).
 *
 * @example
 * const failure: SiwxVerifyFailure = { ok: false, reason: 'EXPIRED', message: 'Expired at 2025-01-31T12:00:00.000Z' }
 */
export type SiwxVerifyFailure = { ok: false; reason: SiwxVerifyFailureReason; message: string }

/**
 * What {@link verifySiwxMessage} answers: the message's data when the sign-in holds, else why not.
 *
 * @example
 * const result: SiwxVerifyResult = await verifySiwxMessage({ message, signature, domain: 'app.example.com' })
 * if (result.ok) startSession(result.data.chainId, result.data.accountAddress)
 */
export type SiwxVerifyResult = { ok: true; data: SiwxMessageData } | SiwxVerifyFailure

/**
 * The part of a viem public client the EVM check uses: `getChainId` (to make sure the node is of the
 * message's chain, and up) and the `verifyMessage` action, which handles EOAs, EIP-1271 deployed
 * smart accounts and EIP-6492 undeployed ones.
 *
 * @example
 * const client: SiwxPublicClient = createPublicClient({ chain: base, transport: http() })
 */
export type SiwxPublicClient = {
  getChainId(): Promise<number>
  verifyMessage(parameters: { address: Address; message: string; signature: Hex }): Promise<boolean>
}

/**
 * Input of {@link verifySiwxMessage}.
 *
 * @example
 * const options: VerifySiwxMessageOptions = {
 *   message, signature, domain: 'app.example.com', nonce: issuedNonce, chains: ['eip155:1'], rpcUrl,
 * }
 */
export type VerifySiwxMessageOptions = {
  /** The exact text the wallet signed. */
  message: string
  /** EVM: `0x…` hex. Solana: base58 (or hex, or base64) of the 64-byte signature. Bitcoin: base64. */
  signature: string
  /** Your site's authority, e.g. `app.example.com` or `localhost:5173`; compared exactly. */
  domain: string
  /** The nonce your server issued for this sign-in; checked when given (and it should be). */
  nonce?: string | undefined
  /** The chains you accept (CAIP-2); any chain when left out. */
  chains?: readonly CaipNetworkId[] | undefined
  /** The current time; `Date.now()` by default. */
  now?: Date | number | undefined
  /** How far `issuedAt` may be ahead of `now`, for clocks that disagree (default 60 s). */
  clockSkewMs?: number | undefined
  /**
   * A viem public client of the message's chain, so EIP-1271 and EIP-6492 smart accounts verify.
   * For a message on another chain, only plain (EOA) signatures are checked.
   */
  publicClient?: SiwxPublicClient | undefined
  /** An RPC URL of the message's chain, instead of `publicClient` (same rules). */
  rpcUrl?: string | undefined
}

/**
 * The answer of one namespace's signature check.
 *
 * @example
 * const check: SignatureCheck = { ok: false, reason: 'INVALID_SIGNATURE', message: 'Signed by another key' }
 */
export type SignatureCheck = { ok: true } | SiwxVerifyFailure
