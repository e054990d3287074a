import { encodeSecp256k1Pubkey } from '@cosmjs/amino'
import { encodePubkey, makeAuthInfoBytes, makeSignDoc } from '@cosmjs/proto-signing'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { type SignDoc, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { Any } from 'cosmjs-types/google/protobuf/any'

// The document a wallet signs for a bank send in SIGN_MODE_DIRECT: the transaction's body (one
// MsgSend and the memo) and its auth info (the signer's key and sequence, the sign mode, the fee), as
// protobuf bytes, with the chain id and the account number they are signed for. The node rebuilds the
// same bytes from the transaction and its state, so a signature binds all of it.

/** The type URL of the bank module's MsgSend. */
export const MSG_SEND_TYPE_URL = '/cosmos.bank.v1beta1.MsgSend'

/**
 * Everything a bank send is signed for, as the visitor reviewed it and the chain numbers the sender's
 * account: what the wallet's signed document must say again, field for field.
 *
 * @example
 * const send: ReviewedSend = { chainId: 'cosmoshub-4', accountNumber: 7n, sequence: 3n, from, to, amount: 1_000_000n, denom: 'uatom', memo: '', publicKey, fee: 5_000n, gasLimit: 200_000n }
 */
export type ReviewedSend = {
  chainId: string
  accountNumber: bigint
  sequence: bigint
  from: string
  to: string
  amount: bigint
  denom: string
  memo: string
  /** The sender's 33-byte compressed secp256k1 key. */
  publicKey: Uint8Array
  /** The fee, in `denom`'s smallest unit. */
  fee: bigint
  gasLimit: bigint
}

/**
 * The MsgSend of `amount` of `denom` from `from` to `to`, as a protobuf `Any`.
 *
 * @example
 * const message = sendMessageOf({ from: 'cosmos1…', to: 'cosmos1…', amount: 1_000n, denom: 'uatom' })
 */
export function sendMessageOf(send: Pick<ReviewedSend, 'from' | 'to' | 'amount' | 'denom'>): Any {
  const value = MsgSend.fromPartial({
    fromAddress: send.from,
    toAddress: send.to,
    amount: [{ denom: send.denom, amount: send.amount.toString() }],
  })
  return { typeUrl: MSG_SEND_TYPE_URL, value: MsgSend.encode(value).finish() }
}

/** The signer's key as the auth info carries it (`/cosmos.crypto.secp256k1.PubKey` in an `Any`). */
export const publicKeyAny = (publicKey: Uint8Array): Any => encodePubkey(encodeSecp256k1Pubkey(publicKey))

/**
 * The transaction body of `send`: its MsgSend and memo, nothing else (no timeout, no extension),
 * whichever way it is signed.
 *
 * @example
 * const bodyBytes = sendBodyBytesOf(send)
 */
export const sendBodyBytesOf = (send: ReviewedSend): Uint8Array =>
  TxBody.encode(TxBody.fromPartial({ messages: [sendMessageOf(send)], memo: send.memo })).finish()

/**
 * The auth info of `send` signed in `mode`: one signer (the sender's key at its sequence) and the fee
 * in `denom` for `gasLimit`, no payer or granter. Throws for a gas limit a protobuf writer would round
 * (over 2^53).
 *
 * @example
 * const authInfoBytes = sendAuthInfoBytesOf(send, SignMode.SIGN_MODE_LEGACY_AMINO_JSON)
 */
export function sendAuthInfoBytesOf(send: ReviewedSend, mode: SignMode): Uint8Array {
  if (send.gasLimit > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Gas limit ${send.gasLimit}`)
  return makeAuthInfoBytes(
    [{ pubkey: publicKeyAny(send.publicKey), sequence: send.sequence }],
    [{ denom: send.denom, amount: send.fee.toString() }],
    Number(send.gasLimit),
    undefined,
    undefined,
    mode,
  )
}

/**
 * The SIGN_MODE_DIRECT document of `send`: its body and auth info (one signer in direct mode), the
 * chain id and account number. Throws for a gas limit over 2^53.
 *
 * @example
 * const doc = sendDocumentOf(send)
 * await keplr.signDirect(send.chainId, send.from, doc)
 */
export function sendDocumentOf(send: ReviewedSend): SignDoc {
  const authInfoBytes = sendAuthInfoBytesOf(send, SignMode.SIGN_MODE_DIRECT)
  return makeSignDoc(sendBodyBytesOf(send), authInfoBytes, send.chainId, send.accountNumber)
}
