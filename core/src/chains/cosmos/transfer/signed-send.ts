import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { isRecord } from '../../../utils/is-record.js'
import { invalidAnswer } from '../cosmos.errors.js'
import { CosmosSignedFeeChangedError, CosmosSignedTransferChangedError } from './cosmos-transfer.errors.js'
import { MSG_SEND_TYPE_URL, type ReviewedSend } from './send-document.js'

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
const AMINO_SECP256K1_KEY_TYPE = 'tendermint/PubKeySecp256k1'
const method = 'signDirect'

/** Bytes a wallet gave as a Uint8Array, or (after a structured clone or JSON) as an array of bytes. */
function bytesOf(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return value
  if (Array.isArray(value) && value.every((b) => Number.isInteger(b) && b >= 0 && b <= 255))
    return Uint8Array.from(value)
  return undefined
}

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** Standard base64 as bytes; `undefined` for anything else. */
function base64Bytes(value: unknown): Uint8Array | undefined {
  if (typeof value !== 'string' || !base64Pattern.test(value)) return undefined
  return Uint8Array.from(atob(value), (char) => char.charCodeAt(0))
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
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

const changed = (what: string) => new CosmosSignedTransferChangedError({ details: what })

/** The MsgSend of `body`, checked against the reviewed send: sender, receiver, one coin and its amount. */
function checkBody(body: TxBody, reviewed: ReviewedSend): void {
  const { messages, memo } = body
  if (messages.length !== 1 || messages[0]?.typeUrl !== MSG_SEND_TYPE_URL)
    throw changed(`the messages are ${messages.map((m) => m.typeUrl).join(', ') || 'none'}, not one MsgSend`)
  const send = readExactly(MsgSend, messages[0].value)
  if (send === undefined) throw changed('the MsgSend cannot be read')
  if (send === 'unread') throw changed('the MsgSend carries fields Foyer does not read')
  if (send.fromAddress !== reviewed.from)
    throw changed(`the sender is ${send.fromAddress}, not the reviewed ${reviewed.from}`)
  if (send.toAddress !== reviewed.to)
    throw changed(`the receiver is ${send.toAddress}, not the reviewed ${reviewed.to}`)
  const coins = send.amount.map(({ amount, denom }) => `${amount}${denom}`).join(',')
  const [coin] = send.amount
  if (
    send.amount.length !== 1 ||
    coin?.denom !== reviewed.denom ||
    coin.amount !== reviewed.amount.toString()
  )
    throw changed(`the amount is ${coins || 'nothing'}, not the reviewed ${reviewed.amount}${reviewed.denom}`)
  if (memo !== reviewed.memo) throw changed(`the memo is ${JSON.stringify(memo)}, not the reviewed one`)
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
  if (signer.sequence !== reviewed.sequence)
    throw changed(`the sequence is ${signer.sequence}, not the account's ${reviewed.sequence}`)
  if (authInfo.tip !== undefined) throw changed('the transaction was given a tip')
  const fee = authInfo.fee
  const [coin, ...more] = fee?.amount ?? []
  if (
    !fee ||
    more.length > 0 ||
    coin?.denom !== reviewed.denom ||
    coin.amount !== reviewed.fee.toString() ||
    fee.gasLimit !== reviewed.gasLimit ||
    fee.payer !== '' ||
    fee.granter !== ''
  ) {
    const paid = (fee?.amount ?? []).map(({ amount, denom }) => `${amount}${denom}`).join(',') || 'nothing'
    const reviewedFee = `${reviewed.fee}${reviewed.denom} for ${reviewed.gasLimit} gas`
    throw new CosmosSignedFeeChangedError({
      details: `${paid} for ${fee?.gasLimit ?? 0n} gas${fee?.payer ? ` paid by ${fee.payer}` : ''}${fee?.granter ? ` granted by ${fee.granter}` : ''}, reviewed ${reviewedFee}`,
    })
  }
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

  if (signed.chainId !== reviewed.chainId)
    throw changed(`the chain is ${JSON.stringify(signed.chainId)}, not ${reviewed.chainId}`)
  // Keplr's account number is a `Long` (its text is the number), CosmJS's a bigint.
  const accountNumber = ['bigint', 'number', 'string', 'object'].includes(typeof signed.accountNumber)
    ? String(signed.accountNumber)
    : ''
  if (!/^\d{1,20}$/.test(accountNumber)) throw invalidAnswer(method, 'the account number is not a number')
  if (BigInt(accountNumber) !== reviewed.accountNumber)
    throw changed(`the account number is ${accountNumber}, not ${reviewed.accountNumber}`)

  const body = readExactly(TxBody, bodyBytes)
  if (body === undefined) throw invalidAnswer(method, 'the body bytes are not a transaction body')
  if (body === 'unread') throw changed('the body carries fields Foyer does not read')
  checkBody(body, reviewed)
  const authInfo = readExactly(AuthInfo, authInfoBytes)
  if (authInfo === undefined) throw invalidAnswer(method, 'the auth info bytes are not an auth info')
  if (authInfo === 'unread') throw changed('the auth info carries fields Foyer does not read')
  checkAuthInfo(authInfo, reviewed)

  const pubKey = signature.pub_key
  const key =
    isRecord(pubKey) && pubKey.type === AMINO_SECP256K1_KEY_TYPE ? base64Bytes(pubKey.value) : undefined
  if (!key || !sameBytes(key, reviewed.publicKey))
    throw invalidAnswer(method, "the signature's key is not the sender's")
  const bytes = base64Bytes(signature.signature)
  if (bytes?.length !== 64)
    throw invalidAnswer(method, `the signature is ${bytes?.length ?? 'no'} bytes of base64, not 64`)
  return TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [bytes] }).finish()
}
