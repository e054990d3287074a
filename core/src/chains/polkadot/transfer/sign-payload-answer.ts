import { isRecord } from '../../../utils/is-record.js'
import type { invalidAnswer } from '../wallet-answers.js'

// An extension's answer to `signPayload`, checked before anything is built from it: `{ id, signature }`
// where the signature is the chain's MultiSignature, the key type's byte first (0 ed25519, 1 sr25519,
// 2 ecdsa) then 64 bytes (sr25519, ed25519) or 65 (ecdsa), as the extrinsic carries it; and, from
// newer extensions, a `signedTransaction` (the whole signed extrinsic, hex) that the caller compares
// with the one it builds. Anything else is an `InvalidPolkadotWalletAnswerError`, made by the
// adapter's `invalidAnswer` (handed in: its module is the Polkadot entry's, and stays out of this file).

/** Each key type's MultiSignature: its type byte and the signature's length after it. */
const multiSignatures: Readonly<Record<string, { typeByte: number; bytes: number }>> = {
  ed25519: { typeByte: 0, bytes: 64 },
  sr25519: { typeByte: 1, bytes: 64 },
  ecdsa: { typeByte: 2, bytes: 65 },
}

const isHex = (value: string) => /^0x(?:[0-9a-fA-F]{2})+$/.test(value)

/**
 * The signature (lowercase `0x` hex, type byte first) and the `signedTransaction`, if any, of a
 * `signPayload` answer by an account whose key type is `keyType` (any of the three where the
 * extension did not say). Throws `InvalidPolkadotWalletAnswerError` for anything else: no object,
 * a signature that is not hex, of another length, or whose type byte is not the account's key type
 * (the chain would refuse it), a `signedTransaction` that is not hex.
 *
 * @example
 * signPayloadAnswerOf({ id: 1, signature: `0x01${'ab'.repeat(64)}` }, 'sr25519', invalidAnswer) // { signature: '0x01abab…' }
 */
export function signPayloadAnswerOf(
  answer: unknown,
  keyType: string | undefined,
  invalid: typeof invalidAnswer,
): { signature: `0x${string}`; signedTransaction?: `0x${string}` | undefined } {
  const signature = isRecord(answer) ? answer.signature : undefined
  if (typeof signature !== 'string' || !isHex(signature))
    throw invalid('signPayload', 'the signature is not 0x-prefixed hex')
  const length = (signature.length - 2) / 2
  const typeByte = Number.parseInt(signature.slice(2, 4), 16)
  const known = keyType === undefined ? undefined : multiSignatures[keyType]
  const candidates = known ? [known] : Object.values(multiSignatures)
  const fits = candidates.some((each) => each.typeByte === typeByte && length === each.bytes + 1)
  if (!fits)
    throw invalid(
      'signPayload',
      `the signature is ${length} bytes of type ${typeByte}, not a${known ? `n ${keyType}` : ''} MultiSignature (a type byte, then 64 or 65 bytes)`,
    )
  const signedTransaction = isRecord(answer) ? answer.signedTransaction : undefined
  if (signedTransaction !== undefined && signedTransaction !== null) {
    if (typeof signedTransaction !== 'string' || !isHex(signedTransaction))
      throw invalid('signPayload', 'the signed transaction is not 0x-prefixed hex')
    return {
      signature: signature.toLowerCase() as `0x${string}`,
      signedTransaction: signedTransaction.toLowerCase() as `0x${string}`,
    }
  }
  return { signature: signature.toLowerCase() as `0x${string}` }
}
