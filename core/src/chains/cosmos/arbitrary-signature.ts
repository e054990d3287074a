import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base64 } from '@scure/base'
import { adr036SignDoc } from './adr036.js'
import { invalidAnswer } from './cosmos.errors.js'
import type { StdSignature } from './wallet-answers.js'

// The last check of a wallet's `signArbitrary` answer, downloaded with the first message signed (it
// carries secp256k1): the signature must verify, so a corrupted or forged one is a clear error on the
// page rather than a sign-in the server refuses later. As on a server, only the low-`s` form counts:
// its mirror is a second signature anyone can derive from the first.

/**
 * `signature` when it is `signer`'s ADR-036 signature of `message` (a key and signature already
 * checked for shape and signer by `stdSignatureOf`); throws `InvalidCosmosWalletAnswerError` when it
 * does not verify.
 *
 * @example
 * checkArbitrarySignature(stdSignatureOf(answer, signer, chain), signer, 'Hello')
 */
export function checkArbitrarySignature(
  signature: StdSignature,
  signer: string,
  message: string,
): StdSignature {
  const digest = sha256(adr036SignDoc(signer, message))
  const verified = secp256k1.verify(
    base64.decode(signature.signature),
    digest,
    base64.decode(signature.pub_key.value),
  )
  if (!verified) throw invalidAnswer('signArbitrary', `not ${signer}'s signature of the message`)
  return signature
}
