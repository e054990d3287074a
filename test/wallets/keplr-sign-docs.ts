import { encodeSecp256k1Signature, makeSignDoc, type StdSignature, type StdSignDoc } from '@cosmjs/amino'
import { toBase64 } from '@cosmjs/encoding'
import { AuthInfo, type SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { KeplrDirectSignDoc } from './keplr-types.js'

// The documents the scripted Keplr wallet signs, as Keplr builds them: a SIGN_MODE_DIRECT SignDoc
// (its protobuf bytes are what is signed), the ADR-036 amino document `signArbitrary` signs, and the
// StdSignature every signing method answers.

/**
 * The SignDoc a site handed to `signDirect`, with its account number as a bigint whatever the site
 * passed (Keplr's page script sends a `Long`, cosmjs a bigint).
 *
 * @example
 * directSignDoc({ bodyBytes, authInfoBytes, chainId: 'foyer-devnet-1', accountNumber: 7n })
 */
export function directSignDoc(doc: KeplrDirectSignDoc): SignDoc {
  const accountNumber = doc.accountNumber == null ? 0n : BigInt(doc.accountNumber.toString())
  return {
    bodyBytes: doc.bodyBytes ?? new Uint8Array(),
    authInfoBytes: doc.authInfoBytes ?? new Uint8Array(),
    chainId: doc.chainId ?? '',
    accountNumber,
  }
}

/**
 * ADR-036's amino document for signing `data` off chain as `signer`: no chain id, account number and
 * sequence 0, a zero fee and one `sign/MsgSignData` message carrying the data in base64. A string is
 * signed as its UTF-8 bytes, as Keplr's `signArbitrary` does.
 *
 * @example
 * serializeSignDoc(adr36SignDoc('cosmos1…', 'Sign in to Foyer'))
 */
export function adr36SignDoc(signer: string, data: string | Uint8Array): StdSignDoc {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
  const message = { type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }
  return makeSignDoc([message], { gas: '0', amount: [] }, '', '', 0, 0)
}

/** Whether `doc` is an ADR-036 document (Keplr signs those without checking the chain id). */
export function isAdr36SignDoc(doc: StdSignDoc): boolean {
  return doc.chain_id === '' && doc.msgs.length === 1 && doc.msgs[0]?.type === 'sign/MsgSignData'
}

/**
 * The StdSignature of `signature` by the key `pubkey` (`tendermint/PubKeySecp256k1`), with one byte of
 * the signature flipped when `corrupt`: a wallet that answers a signature no chain will take.
 *
 * @example
 * stdSignature(key.pubkey, signBytes(key, bytes), false).pub_key.type // 'tendermint/PubKeySecp256k1'
 */
export function stdSignature(pubkey: Uint8Array, signature: Uint8Array, corrupt: boolean): StdSignature {
  const bytes = new Uint8Array(signature)
  if (corrupt) bytes[10] = (bytes[10] ?? 0) ^ 0xff
  return encodeSecp256k1Signature(pubkey, bytes)
}

/**
 * `doc` with its fee doubled, coin by coin, as Keplr's fee picker changes it when the visitor chooses a
 * higher fee in the signature prompt (a site's `preferNoSetFee` only asks Keplr not to offer one). The
 * gas limit stays.
 *
 * @example
 * AuthInfo.decode(withFeeRaised(doc).authInfoBytes).fee?.amount // [{ denom: 'uatom', amount: '2000' }] for 1000uatom
 */
export function withFeeRaised(doc: SignDoc): SignDoc {
  const info = AuthInfo.decode(doc.authInfoBytes)
  const fee = info.fee && {
    ...info.fee,
    amount: info.fee.amount.map((coin) => ({ ...coin, amount: (BigInt(coin.amount) * 2n).toString() })),
  }
  return { ...doc, authInfoBytes: AuthInfo.encode({ ...info, fee }).finish() }
}
