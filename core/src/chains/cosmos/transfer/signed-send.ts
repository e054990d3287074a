import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { isRecord } from '../../../utils/is-record.js'
import { invalidAnswer } from '../cosmos.errors.js'
import { MSG_SEND_TYPE_URL, type ReviewedSend } from './send-document.js'
import {
  changed,
  checkFeeAsReviewed,
  checkSequence,
  checkSignedFor,
  checkTransferAsReviewed,
  sameBytes,
  signatureBytesOf,
} from './send-review.js'

// What the wallet answers `signDirect` with is checked before anything is broadcast: the signature
// covers the document the wallet *returns* (`signed`), which Keplr lets its user edit and which a broken
// or hostile wallet may change at will, so that document is decoded and must say exactly what the
// visitor reviewed. Only then are its bytes, with the signature, the transaction sent.
//
// The rule for the fee: it must be the reviewed one too. Foyer asks the wallet not to offer a fee of
// its own (`preferNoSetFee`); a wallet that changes it anyway is refused (CosmosSignedFeeChangedError),
// because the visitor agreed to the fee the site showed, and a Send form that already said "sent" has
// no second review to show another one in.
//
// Body and auth info must also read back to the very bytes the wallet signed: a field this decoder
// does not know (a newer SDK's, or a hidden one) would be signed and broadcast unseen otherwise.

const SECP256K1_PUBKEY_TYPE_URL = '/cosmos.crypto.secp256k1.PubKey'
const method = 'signDirect'

/** Bytes a wallet gave as a Uint8Array, or (after a structured clone or JSON) as an array of bytes. */
function bytesOf(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return value
  if (Array.isArray(value) && value.every((b) => Number.isInteger(b) && b >= 0 && b <= 255))
    return Uint8Array.from(value)
  return undefined
}

/** A protobuf message type of cosmjs-types: what {@link readExactly} needs of it. */
type Codec<message> = {
  decode(bytes: Uint8Array): message
  encode(message: message): { finish(): Uint8Array }
}

/**
 * `bytes` read as `codec`'s message, if they are one; `'unread'` when they carry more than it knows
 * (they do not encode back to themselves).
 */
function readExactly<message>(codec: Codec<message>, bytes: Uint8Array): message | 'unread' | undefined {
  let message: message
  try {
    message = codec.decode(bytes)
  } catch {
    return undefined
  }
  return sameBytes(codec.encode(message).finish(), bytes) ? message : 'unread'
}

/** The MsgSend of `body`, checked against the reviewed send: sender, receiver, one coin and its amount. */
function checkBody(body: TxBody, reviewed: ReviewedSend): void {
  const { messages, memo } = body
  if (messages.length !== 1 || messages[0]?.typeUrl !== MSG_SEND_TYPE_URL)
    throw changed(`the messages are ${messages.map((m) => m.typeUrl).join(', ') || 'none'}, not one MsgSend`)
  const send = readExactly(MsgSend, messages[0].value)
  if (send === undefined) throw changed('the MsgSend cannot be read')
  if (send === 'unread') throw changed('the MsgSend carries fields Foyer does not read')
  checkTransferAsReviewed({ from: send.fromAddress, to: send.toAddress, amount: send.amount, memo }, reviewed)
  if (body.timeoutHeight !== 0n || body.timeoutTimestamp !== undefined || body.unordered)
    throw changed('the transaction was given a timeout or made unordered')
  if (body.extensionOptions.length > 0 || body.nonCriticalExtensionOptions.length > 0)
    throw changed('the transaction was given extension options')
}

/** The auth info's one signer (the sender's key, sequence, direct mode) and its fee, checked. */
function checkAuthInfo(authInfo: AuthInfo, reviewed: ReviewedSend): void {
  const [signer, ...others] = authInfo.signerInfos
  const key = signer?.publicKey?.typeUrl === SECP256K1_PUBKEY_TYPE_URL && signer.publicKey.value
  const signerKey = key ? readExactly(PubKey, key) : undefined
  if (
    !signer ||
    others.length > 0 ||
    typeof signerKey !== 'object' ||
    !sameBytes(signerKey.key, reviewed.publicKey) ||
    signer.modeInfo?.single?.mode !== SignMode.SIGN_MODE_DIRECT
  )
    throw changed('the signer is not the sender alone, with its key, in direct sign mode')
  checkSequence(signer.sequence, reviewed)
  if (authInfo.tip !== undefined) throw changed('the transaction was given a tip')
  checkFeeAsReviewed(authInfo.fee, reviewed)
}

/**
 * The transaction to broadcast from a wallet's `signDirect` answer (Keplr's `DirectSignResponse`): its
 * signed document decoded and checked against `reviewed` (the chain, account number, message, sender,
 * receiver, amount, coin, memo, signer and sequence, then the fee), its signature 64 bytes by the
 * sender's key; the TxRaw bytes of the document the wallet signed, with that signature. Throws
 * `InvalidCosmosWalletAnswerError` for an answer that is no such thing, `CosmosSignedTransferChangedError`
 * or `CosmosSignedFeeChangedError` for a document that says something else than the review.
 *
 * @example
 * const txBytes = signedSendOf(await keplr.signDirect(chainId, from, doc), reviewed)
 */
export function signedSendOf(answer: unknown, reviewed: ReviewedSend): Uint8Array {
  const signed = isRecord(answer) ? answer.signed : undefined
  const signature = isRecord(answer) ? answer.signature : undefined
  if (!isRecord(signed) || !isRecord(signature))
    throw invalidAnswer(method, 'no signed document and signature')
  const bodyBytes = bytesOf(signed.bodyBytes)
  const authInfoBytes = bytesOf(signed.authInfoBytes)
  if (!bodyBytes || !authInfoBytes)
    throw invalidAnswer(method, 'the signed document has no body or auth info bytes')

  checkSignedFor(signed.chainId, signed.accountNumber, reviewed, method)

  const body = readExactly(TxBody, bodyBytes)
  if (body === undefined) throw invalidAnswer(method, 'the body bytes are not a transaction body')
  if (body === 'unread') throw changed('the body carries fields Foyer does not read')
  checkBody(body, reviewed)
  const authInfo = readExactly(AuthInfo, authInfoBytes)
  if (authInfo === undefined) throw invalidAnswer(method, 'the auth info bytes are not an auth info')
  if (authInfo === 'unread') throw changed('the auth info carries fields Foyer does not read')
  checkAuthInfo(authInfo, reviewed)

  const bytes = signatureBytesOf(signature, reviewed, method)
  return TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [bytes] }).finish()
}
