import { toHex } from '@cosmjs/encoding'
import { sha256 } from '@noble/hashes/sha2'
import { BinaryReader } from 'cosmjs-types/binary'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { addressProblem } from './addresses.js'
import type { WireCoin } from './coins.js'
import { sdkError } from './errors.js'

// A transaction's bytes, decoded as a Cosmos node's transaction decoder does before anything else:
// a TxRaw (body bytes, auth-info bytes, signatures) in canonical form, its body's messages resolved
// by type URL, and its signers taken from the messages. Whatever fails here is the SDK's "tx parse
// error" (code 2), answered at CheckTx. This node knows one message, the bank's MsgSend.

/** The type URL of the only message this node executes. */
export const MSG_SEND_TYPE_URL = '/cosmos.bank.v1beta1.MsgSend'

/** A transaction as the node reads it. */
export type DecodedTx = {
  bytes: Uint8Array
  /** SHA-256 of the bytes, upper-case hex: the id CometBFT indexes and returns. */
  hash: string
  /** The body and auth info exactly as signed (SIGN_MODE_DIRECT signs these bytes). */
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  body: TxBody
  authInfo: AuthInfo
  signatures: readonly Uint8Array[]
  sends: readonly MsgSend[]
  /** Every message's signer (MsgSend's `from_address`), each once, in order of appearance. */
  signers: readonly string[]
  fee: { amount: readonly WireCoin[]; gasLimit: bigint; payer: string; granter: string }
}

/**
 * Checks that a TxRaw is in the one encoding ADR-027 allows (fields 1, 2, 3 in order, each
 * length-delimited, nothing else), which the SDK demands so a transaction has a single hash.
 */
function txRawEncodingProblem(bytes: Uint8Array): string | undefined {
  const reader = new BinaryReader(bytes)
  let previous = 0
  try {
    while (reader.pos < reader.len) {
      const [field, wireType] = reader.tag()
      if (field < 1 || field > 3) return `unknown field ${field} in TxRaw`
      if (wireType !== 2) return `TxRaw field ${field} has wire type ${wireType}, expected 2`
      if (field < previous) return `TxRaw fields out of order: ${field} after ${previous}`
      previous = field
      reader.skipType(wireType)
    }
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
  return undefined
}

function decodeOrRefuse<T>(what: string, decode: () => T): T {
  try {
    return decode()
  } catch (error) {
    throw sdkError('txDecode', `failed to decode ${what}: ${error instanceof Error ? error.message : error}`)
  }
}

/**
 * Decodes a broadcast transaction for the chain with address `prefix`; throws the SDK's tx parse
 * error (code 2) when the bytes are not a transaction this node can read.
 *
 * @example
 * const tx = decodeTx(bytes, 'cosmos')
 * tx.signers // ['cosmos1…']
 */
export function decodeTx(bytes: Uint8Array, prefix: string): DecodedTx {
  const problem = bytes.length === 0 ? 'empty transaction' : txRawEncodingProblem(bytes)
  if (problem) throw sdkError('txDecode', problem)
  const raw = decodeOrRefuse('TxRaw', () => TxRaw.decode(bytes))
  if (raw.bodyBytes.length === 0) throw sdkError('txDecode', 'missing body')
  if (raw.authInfoBytes.length === 0) throw sdkError('txDecode', 'missing auth info')
  const body = decodeOrRefuse('body', () => TxBody.decode(raw.bodyBytes))
  const authInfo = decodeOrRefuse('auth info', () => AuthInfo.decode(raw.authInfoBytes))
  const sends = body.messages.map(({ typeUrl, value }) => {
    if (typeUrl !== MSG_SEND_TYPE_URL) throw sdkError('txDecode', `unable to resolve type URL ${typeUrl}`)
    return decodeOrRefuse(typeUrl, () => MsgSend.decode(value))
  })
  const signers: string[] = []
  for (const { fromAddress } of sends) {
    const invalid = addressProblem(fromAddress, prefix)
    if (invalid)
      throw sdkError('txDecode', `invalid signer address ${JSON.stringify(fromAddress)}: ${invalid}`)
    if (!signers.includes(fromAddress)) signers.push(fromAddress)
  }
  const fee = authInfo.fee
  return {
    bytes,
    hash: toHex(sha256(bytes)).toUpperCase(),
    bodyBytes: raw.bodyBytes,
    authInfoBytes: raw.authInfoBytes,
    body,
    authInfo,
    signatures: raw.signatures,
    sends,
    signers,
    fee: {
      amount: fee?.amount ?? [],
      gasLimit: fee?.gasLimit ?? 0n,
      payer: fee?.payer ?? '',
      granter: fee?.granter ?? '',
    },
  }
}
