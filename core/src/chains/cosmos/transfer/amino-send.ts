import { makeSignDoc, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { isRecord } from '../../../utils/is-record.js'
import { invalidAnswer } from '../cosmos.errors.js'
import { type ReviewedSend, sendAuthInfoBytesOf, sendBodyBytesOf } from './send-document.js'
import {
  changed,
  checkFeeAsReviewed,
  checkSequence,
  checkSignedFor,
  checkTransferAsReviewed,
  type SignedCoin,
  sameBytes,
  signatureBytesOf,
} from './send-review.js'

// A transfer signed in SIGN_MODE_LEGACY_AMINO_JSON, for keys that cannot sign SIGN_MODE_DIRECT: the
// Ledger's Cosmos app signs only the amino JSON document (a StdSignDoc: the messages in their amino
// form, the fee, memo, chain id, account number and sequence, keys sorted, no spaces). The node
// rebuilds that JSON from the transaction and verifies the signature over it, so the transaction's body
// and auth info must say exactly what the document said; Foyer builds both from the reviewed send.
//
// What the wallet answers is checked as the direct path's answer is (send-review.ts: the same rules,
// the same words): the document it says it signed must be the reviewed one field by field, then as a
// whole (no field Foyer does not read), and its signature must verify for the sender's key over that
// document, here on the page, since a Ledger signature the node refuses would only say "unauthorized".

const method = 'signAmino'

/** Half the order of secp256k1's group: a signature's `s` above it is the high form the SDK refuses. */
const HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n

/** Whether the 64 bytes `r ‖ s` have the low `s` the SDK requires (its mirror is a second signature). */
const hasLowS = (signature: Uint8Array) =>
  BigInt(`0x${Array.from(signature.slice(32), (byte) => byte.toString(16).padStart(2, '0')).join('')}`) <=
  HALF_ORDER

/** The amino name of the bank module's MsgSend. */
export const AMINO_MSG_SEND_TYPE = 'cosmos-sdk/MsgSend'

/**
 * The amino StdSignDoc of `send`: one `cosmos-sdk/MsgSend`, the fee in `denom` for `gasLimit`, the
 * memo, chain id, account number and sequence (numbers as decimal text, as amino writes them).
 *
 * @example
 * const doc = aminoSendDocumentOf(send)
 * await keplr.signAmino(send.chainId, send.from, doc, { preferNoSetFee: true, preferNoSetMemo: true })
 */
export function aminoSendDocumentOf(send: ReviewedSend): StdSignDoc {
  const amount = [{ denom: send.denom, amount: send.amount.toString() }]
  const message = {
    type: AMINO_MSG_SEND_TYPE,
    value: { from_address: send.from, to_address: send.to, amount },
  }
  const fee = { amount: [{ denom: send.denom, amount: send.fee.toString() }], gas: send.gasLimit.toString() }
  return makeSignDoc(
    [message],
    fee,
    send.chainId,
    send.memo,
    send.accountNumber.toString(),
    send.sequence.toString(),
  )
}

const isText = (value: unknown): value is string => typeof value === 'string'

/** Amino coins (`[{ denom, amount }]`, both text), or `undefined` for anything else. */
function coinsOf(value: unknown): SignedCoin[] | undefined {
  if (!Array.isArray(value)) return undefined
  const coins = value.map((coin: unknown) =>
    isRecord(coin) && isText(coin.denom) && isText(coin.amount)
      ? { denom: coin.denom, amount: coin.amount }
      : undefined,
  )
  return coins.every((coin) => coin !== undefined) ? coins : undefined
}

/** Decimal text as a bigint; `undefined` for anything else. */
const decimalOf = (value: unknown) => (isText(value) && /^\d{1,20}$/.test(value) ? BigInt(value) : undefined)

/** The signed document's one message: a `cosmos-sdk/MsgSend` read into the fields the review compares. */
function checkMessages(signed: Record<string, unknown>, reviewed: ReviewedSend): void {
  const { msgs } = signed
  if (!Array.isArray(msgs) || !msgs.every((m) => isRecord(m) && isText(m.type) && isRecord(m.value)))
    throw invalidAnswer(method, 'the signed document has no list of messages')
  const types = msgs.map((m) => (m as { type: string }).type)
  if (msgs.length !== 1 || types[0] !== AMINO_MSG_SEND_TYPE)
    throw changed(`the messages are ${types.join(', ') || 'none'}, not one ${AMINO_MSG_SEND_TYPE}`)
  const value = (msgs[0] as { value: Record<string, unknown> }).value
  const amount = coinsOf(value.amount)
  if (!isText(value.from_address) || !isText(value.to_address) || !amount || !isText(signed.memo))
    throw changed('the MsgSend or the memo cannot be read')
  checkTransferAsReviewed(
    { from: value.from_address, to: value.to_address, amount, memo: signed.memo },
    reviewed,
  )
}

/** The signed document's fee, read into the fields the review compares (a fee that cannot be read is changed). */
function feeOf(fee: unknown) {
  if (!isRecord(fee)) return undefined
  const amount = coinsOf(fee.amount)
  const gasLimit = decimalOf(fee.gas)
  if (!amount || gasLimit === undefined) return undefined
  const text = (value: unknown) => (isText(value) ? value : value === undefined ? '' : String(value))
  return { amount, gasLimit, payer: text(fee.payer), granter: text(fee.granter) }
}

/**
 * The transaction to broadcast from a wallet's `signAmino` answer (Keplr's `AminoSignResponse`): the
 * document it signed checked against `reviewed` (chain, account number, message, sender, receiver,
 * amount, coin, memo, sequence, then the fee; then the whole document), its signature 64 bytes by the
 * sender's key that verifies over the document's amino JSON; the TxRaw of the reviewed send's body and
 * auth info in amino sign mode, with that signature. Throws `InvalidCosmosWalletAnswerError` for an
 * answer that is no such thing or a signature that does not verify, `CosmosSignedTransferChangedError`
 * or `CosmosSignedFeeChangedError` for a document that says something else than the review.
 *
 * @example
 * const txBytes = await signedAminoSendOf(await keplr.signAmino(chainId, from, aminoSendDocumentOf(send)), send)
 */
export async function signedAminoSendOf(answer: unknown, reviewed: ReviewedSend): Promise<Uint8Array> {
  const signed = isRecord(answer) ? answer.signed : undefined
  const signature = isRecord(answer) ? answer.signature : undefined
  if (!isRecord(signed) || !isRecord(signature))
    throw invalidAnswer(method, 'no signed document and signature')

  checkSignedFor(signed.chain_id, signed.account_number, reviewed, method)
  checkMessages(signed, reviewed)
  const sequence = decimalOf(signed.sequence)
  if (sequence === undefined) throw invalidAnswer(method, 'the sequence is not a number')
  checkSequence(sequence, reviewed)
  checkFeeAsReviewed(feeOf(signed.fee), reviewed)

  // Field by field it is the review; as a whole it must be too (a timeout height, or any field the
  // checks above do not read, would be signed unseen and make the node rebuild another document).
  const document = serializeSignDoc(aminoSendDocumentOf(reviewed))
  let signedDocument: Uint8Array
  try {
    signedDocument = serializeSignDoc(signed as unknown as StdSignDoc)
  } catch {
    throw invalidAnswer(method, 'the signed document cannot be written as amino JSON')
  }
  if (!sameBytes(signedDocument, document)) throw changed('the document carries fields Foyer does not read')

  const bytes = signatureBytesOf(signature, reviewed, method)
  // Only the low-`s` form counts, as on the node: its mirror is a second signature anyone can derive.
  // (CosmJS's secp256k1, already in the chunk with its clients, verifies either form.)
  const verified =
    hasLowS(bytes) &&
    (await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(bytes),
      sha256(document),
      reviewed.publicKey,
    ))
  if (!verified)
    throw invalidAnswer(
      method,
      "the signature does not verify for the sender's key and the reviewed document",
    )
  return TxRaw.encode({
    bodyBytes: sendBodyBytesOf(reviewed),
    authInfoBytes: sendAuthInfoBytesOf(reviewed, SignMode.SIGN_MODE_LEGACY_AMINO_JSON),
    signatures: [bytes],
  }).finish()
}
