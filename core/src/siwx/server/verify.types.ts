import type { Address, Hex } from 'viem'
import type { CaipNetworkId } from '../../networks/network.types.js'
import type { SiwxMessageData } from '../siwx.types.js'

/**
 * Why a sign-in was refused. Stable: servers branch and log on these codes.
 * - `MALFORMED_MESSAGE`: not a sign-in message Foyer reads (layout or a field breaks EIP-4361's rules).
 * - `UNSUPPORTED_NAMESPACE`: a sign-in message for a chain Foyer cannot verify (not EVM, Solana,
 *   Bitcoin, Polkadot, Cosmos).
 * - `DOMAIN_MISMATCH`: the message was made for another site (domain, or the scheme it names).
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
 * What {@link verifySiwxMessage} answers: the message's data and the signature's canonical text
 * when the sign-in holds, else why not. Wallets write one signature in several ways (hex case, an
 * EVM `v` of 0/1 or 27/28, Solana's base58, hex or base64, BIP-322's `smp` tag, Polkadot's optional
 * key-type byte, Cosmos's StdSignature or bare signature); all of them verify and `signature` is always
 * the same text for them, so a server can use it as a key:
 * - EVM: lowercase `0x` hex; a 65-byte ECDSA signature with `v` 27 or 28.
 * - Solana: base58.
 * - Bitcoin: standard padded base64 without a tag; a BIP-137 header for a compressed key's P2PKH.
 * - Polkadot: lowercase `0x` hex of the key-type byte (0 ed25519, 1 sr25519, 2 ecdsa) and the 64-byte
 *   signature (65 for ecdsa, `v` 0 or 1): Substrate's `MultiSignature`, as extensions answer.
 * - Cosmos: the StdSignature with the signer's key, as compact JSON with sorted keys:
 *   `{"pub_key":{"type":"tendermint/PubKeySecp256k1","value":…},"signature":…}` (standard base64).
 *
 * @example
 * const result: SiwxVerifyResult = await verifySiwxMessage({ message, signature, domain: 'app.example.com' })
 * if (result.ok) startSession(result.data.chainId, result.data.accountAddress, result.signature)
 */
export type SiwxVerifyResult = { ok: true; data: SiwxMessageData; signature: string } | SiwxVerifyFailure

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
  /** The exact text the wallet signed (at most 65,536 characters, else `MALFORMED_MESSAGE`). */
  message: string
  /**
   * EVM: `0x…` hex. Solana: base58 (or hex, or base64) of the 64-byte signature. Bitcoin: base64,
   * optionally tagged `smp`. Polkadot: `0x…` hex of 64 bytes, or 65/66 with the key-type byte first,
   * as `signRaw` answers. Cosmos: `JSON.stringify` of the StdSignature `signArbitrary` answers, or its
   * 64-byte base64 signature. Longer than the namespace's longest legal signature →
   * `INVALID_SIGNATURE` before any decoder runs.
   */
  signature: string
  /** Your site's authority, e.g. `app.example.com` or `localhost:5173`; compared exactly. */
  domain: string
  /**
   * Your site's scheme (`https` when left out). A message may name its scheme before the domain
   * (`http://localhost:5173 wants you…`); when it does, it must be this one (EIP-4361).
   */
  scheme?: string | undefined
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
  /**
   * An RPC URL of the message's chain, instead of `publicClient` (same rules). The answer is only as
   * trustworthy as that node: every check, a plain account's too, runs through its `eth_call`, so use
   * a node you run or trust.
   */
  rpcUrl?: string | undefined
  /**
   * How long the node (`publicClient` or `rpcUrl`) may take, for the whole check; then
   * `VERIFICATION_UNAVAILABLE`. 5 s by default.
   */
  rpcTimeoutMs?: number | undefined
}

/**
 * The answer of one namespace's signature check: the signature's canonical text when it holds.
 *
 * @example
 * const check: SignatureCheck = { ok: false, reason: 'INVALID_SIGNATURE', message: 'Signed by another key' }
 */
export type SignatureCheck = { ok: true; signature: string } | SiwxVerifyFailure
