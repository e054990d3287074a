import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode, signModeToJSON } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { Any } from 'cosmjs-types/google/protobuf/any'
import type { DecodedTx } from './tx-decode.js'

// What a signer signed, rebuilt by the node from the transaction it received and the chain's own
// facts (its chain id, the signer's account number and sequence), then checked against the
// signature. So a signature made for another chain id or another account number, or over other
// bytes, does not verify, as on a real node. Two sign modes: SIGN_MODE_DIRECT (the protobuf SignDoc
// of the body and auth-info bytes as sent) and SIGN_MODE_LEGACY_AMINO_JSON (the canonical amino JSON
// StdSignDoc, rebuilt from the decoded messages and fee). Keys are secp256k1.

/** The type URL of a secp256k1 public key in a signer info. */
export const SECP256K1_PUBKEY_TYPE_URL = '/cosmos.crypto.secp256k1.PubKey'

/** The chain's facts a signature covers, besides the transaction itself. */
export type SignerData = { chainId: string; accountNumber: bigint; sequence: bigint }

/**
 * The compressed secp256k1 key in a signer info's `public_key`, or why there is none this node
 * accepts (another key type, a key of the wrong length).
 *
 * @example
 * const key = secp256k1PubKey(signerInfo.publicKey)
 */
export function secp256k1PubKey(publicKey: Any): Uint8Array | string {
  if (publicKey.typeUrl !== SECP256K1_PUBKEY_TYPE_URL)
    return `unrecognized public key type: ${publicKey.typeUrl}`
  try {
    const { key } = PubKey.decode(publicKey.value)
    return key.length === 33 ? key : `invalid secp256k1 public key length ${key.length}`
  } catch {
    return 'malformed secp256k1 public key'
  }
}

/**
 * The bytes a SIGN_MODE_DIRECT signer signed: the protobuf SignDoc.
 *
 * @example
 * directSignBytes(tx, { chainId: 'foyer-devnet-1', accountNumber: 7n, sequence: 0n })
 */
export const directSignBytes = (tx: DecodedTx, { chainId, accountNumber }: SignerData) =>
  SignDoc.encode({
    bodyBytes: tx.bodyBytes,
    authInfoBytes: tx.authInfoBytes,
    chainId,
    accountNumber,
  }).finish()

type Json = string | readonly Json[] | { readonly [key: string]: Json }

// Amino JSON as the SDK signs it: keys sorted at every level, no spaces, and `&`, `<`, `>` escaped as
// Go's encoder writes them.
function canonicalJson(value: Json): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const record = value as { readonly [key: string]: Json }
  const fields = Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key] ?? '')}`)
  return `{${fields.join(',')}}`
}
const escapeForGo = (json: string) =>
  json.replace(/&/g, '\\u0026').replace(/</g, '\\u003c').replace(/>/g, '\\u003e')

const aminoCoins = (coins: readonly { denom: string; amount: string }[]) =>
  coins.map(({ denom, amount }) => ({ amount, denom }))

/**
 * The bytes a SIGN_MODE_LEGACY_AMINO_JSON signer signed: the StdSignDoc of the transaction's
 * messages (MsgSend as `cosmos-sdk/MsgSend`), fee, memo and timeout height, with the chain id,
 * account number and sequence.
 *
 * @example
 * aminoSignBytes(tx, { chainId: 'foyer-devnet-1', accountNumber: 7n, sequence: 0n })
 */
export function aminoSignBytes(tx: DecodedTx, { chainId, accountNumber, sequence }: SignerData): Uint8Array {
  const { amount, gasLimit, payer, granter } = tx.fee
  const fee: Record<string, Json> = { amount: aminoCoins(amount), gas: gasLimit.toString() }
  if (granter) fee.granter = granter
  if (payer) fee.payer = payer
  const doc: Record<string, Json> = {
    account_number: accountNumber.toString(),
    chain_id: chainId,
    fee,
    memo: tx.body.memo,
    msgs: tx.sends.map((send) => ({
      type: 'cosmos-sdk/MsgSend',
      value: { amount: aminoCoins(send.amount), from_address: send.fromAddress, to_address: send.toAddress },
    })),
    sequence: sequence.toString(),
  }
  if (tx.body.timeoutHeight > 0n) doc.timeout_height = tx.body.timeoutHeight.toString()
  return new TextEncoder().encode(escapeForGo(canonicalJson(doc)))
}

/**
 * Whether `signature` (64 bytes, r and s) is `pubKey`'s over SHA-256 of `signBytes`, with s in the
 * lower half of the curve order: the SDK refuses the high-s twin of a valid signature, so a signature
 * cannot be altered into another valid one.
 *
 * @example
 * verifySecp256k1(pubKey, directSignBytes(tx, signer), tx.signatures[0])
 */
export function verifySecp256k1(pubKey: Uint8Array, signBytes: Uint8Array, signature: Uint8Array): boolean {
  if (signature.length !== 64) return false
  try {
    return secp256k1.verify(signature, sha256(signBytes), pubKey, { lowS: true, format: 'compact' })
  } catch {
    return false
  }
}

/**
 * The bytes the signer signed in `mode`, or why the node cannot know them (a mode it does not take).
 *
 * @example
 * const bytes = signBytes(SignMode.SIGN_MODE_DIRECT, tx, signer)
 */
export function signBytes(mode: SignMode, tx: DecodedTx, signer: SignerData): Uint8Array | string {
  if (mode === SignMode.SIGN_MODE_DIRECT) return directSignBytes(tx, signer)
  if (mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON) return aminoSignBytes(tx, signer)
  return `unsupported sign mode ${signModeToJSON(mode)}`
}
