import { isRecord } from '../../../utils/is-record.js'
import { invalidAnswer } from '../cosmos.errors.js'
import { CosmosSignedFeeChangedError, CosmosSignedTransferChangedError } from './cosmos-transfer.errors.js'
import type { ReviewedSend } from './send-document.js'

// The comparison of what a wallet says it signed with what the visitor reviewed, shared by both ways a
// transfer is signed (SIGN_MODE_DIRECT in signed-send.ts, amino JSON in amino-send.ts): each reads its
// own document into the plain fields below, and the same rules and the same words refuse a difference.
// A changed fee is CosmosSignedFeeChangedError (the visitor agreed to the fee the site showed); any
// other change is CosmosSignedTransferChangedError; an answer that is no document is the wallet's
// invalid answer.

const AMINO_SECP256K1_KEY_TYPE = 'tendermint/PubKeySecp256k1'

/** A coin as both documents write it: the amount in the denom's smallest unit, as decimal text. */
export type SignedCoin = { denom: string; amount: string }

/** A signed document's transfer: its one bank send's sender, receiver and coins, and the memo. */
export type SignedTransfer = { from: string; to: string; amount: readonly SignedCoin[]; memo: string }

/** A signed document's fee: coins, gas limit, and who pays or grants it (`''` for the signer). */
export type SignedFee = { amount: readonly SignedCoin[]; gasLimit: bigint; payer: string; granter: string }

/** The refusal of a document that changed the transfer (anything but the fee). */
export const changed = (what: string) => new CosmosSignedTransferChangedError({ details: what })

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** Standard base64 as bytes; `undefined` for anything else. */
export function base64Bytes(value: unknown): Uint8Array | undefined {
  if (typeof value !== 'string' || !base64Pattern.test(value)) return undefined
  return Uint8Array.from(atob(value), (char) => char.charCodeAt(0))
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

const coinsText = (coins: readonly SignedCoin[]) =>
  coins.map(({ amount, denom }) => `${amount}${denom}`).join(',')

/**
 * The chain id and account number a document is signed for, checked against the review. The account
 * number may be Keplr's `Long` (its text is the number), a bigint, a number or decimal text (amino's).
 */
export function checkSignedFor(
  chainId: unknown,
  accountNumber: unknown,
  reviewed: ReviewedSend,
  method: string,
) {
  if (chainId !== reviewed.chainId)
    throw changed(`the chain is ${JSON.stringify(chainId)}, not ${reviewed.chainId}`)
  const text = ['bigint', 'number', 'string', 'object'].includes(typeof accountNumber)
    ? String(accountNumber)
    : ''
  if (!/^\d{1,20}$/.test(text)) throw invalidAnswer(method, 'the account number is not a number')
  if (BigInt(text) !== reviewed.accountNumber)
    throw changed(`the account number is ${text}, not ${reviewed.accountNumber}`)
}

/** A document's one bank send and memo, checked against the review: sender, receiver, one coin, memo. */
export function checkTransferAsReviewed(send: SignedTransfer, reviewed: ReviewedSend): void {
  if (send.from !== reviewed.from)
    throw changed(`the sender is ${send.from}, not the reviewed ${reviewed.from}`)
  if (send.to !== reviewed.to) throw changed(`the receiver is ${send.to}, not the reviewed ${reviewed.to}`)
  const [coin] = send.amount
  if (
    send.amount.length !== 1 ||
    coin?.denom !== reviewed.denom ||
    coin.amount !== reviewed.amount.toString()
  )
    throw changed(
      `the amount is ${coinsText(send.amount) || 'nothing'}, not the reviewed ${reviewed.amount}${reviewed.denom}`,
    )
  if (send.memo !== reviewed.memo)
    throw changed(`the memo is ${JSON.stringify(send.memo)}, not the reviewed one`)
}

/** The signer's sequence, checked against the account's when the send was built. */
export function checkSequence(sequence: bigint, reviewed: ReviewedSend): void {
  if (sequence !== reviewed.sequence)
    throw changed(`the sequence is ${sequence}, not the account's ${reviewed.sequence}`)
}

/** A document's fee, checked against the reviewed one: the same coin and amount, gas, no payer or granter. */
export function checkFeeAsReviewed(fee: SignedFee | undefined, reviewed: ReviewedSend): void {
  const [coin, ...more] = fee?.amount ?? []
  if (
    fee &&
    more.length === 0 &&
    coin?.denom === reviewed.denom &&
    coin.amount === reviewed.fee.toString() &&
    fee.gasLimit === reviewed.gasLimit &&
    fee.payer === '' &&
    fee.granter === ''
  )
    return
  const paid = coinsText(fee?.amount ?? []) || 'nothing'
  const reviewedFee = `${reviewed.fee}${reviewed.denom} for ${reviewed.gasLimit} gas`
  throw new CosmosSignedFeeChangedError({
    details: `${paid} for ${fee?.gasLimit ?? 0n} gas${fee?.payer ? ` paid by ${fee.payer}` : ''}${fee?.granter ? ` granted by ${fee.granter}` : ''}, reviewed ${reviewedFee}`,
  })
}

/**
 * The 64 signature bytes of a wallet's `StdSignature`, once its key is the sender's (a secp256k1 key,
 * base64). Throws `InvalidCosmosWalletAnswerError` otherwise.
 */
export function signatureBytesOf(signature: unknown, reviewed: ReviewedSend, method: string): Uint8Array {
  const pubKey = isRecord(signature) ? signature.pub_key : undefined
  const key =
    isRecord(pubKey) && pubKey.type === AMINO_SECP256K1_KEY_TYPE ? base64Bytes(pubKey.value) : undefined
  if (!key || !sameBytes(key, reviewed.publicKey))
    throw invalidAnswer(method, "the signature's key is not the sender's")
  const bytes = base64Bytes(isRecord(signature) ? signature.signature : undefined)
  if (bytes?.length !== 64)
    throw invalidAnswer(method, `the signature is ${bytes?.length ?? 'no'} bytes of base64, not 64`)
  return bytes
}
