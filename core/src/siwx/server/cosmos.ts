import { adr036SignDoc } from '../../chains/cosmos/adr036.js'
import { readCosmosAddress } from '../../chains/cosmos/cosmos.kit.js'
import type { SiwxMessageData } from '../siwx.types.js'
import { cosmosSignerKey, isCosmosKeyOf } from './cosmos-keys.js'
import { canonicalCosmosSignature, readCosmosSignature } from './cosmos-signature.js'
import type { SignatureCheck } from './verify.types.js'

/**
 * Input of {@link verifyCosmosSignature}.
 *
 * @example
 * const input: CosmosSignatureInput = { data, message, signature: JSON.stringify(stdSignature) }
 */
export type CosmosSignatureInput = {
  data: Pick<SiwxMessageData, 'accountAddress'>
  message: string
  signature: string
}

const invalid = (message: string): SignatureCheck => ({ ok: false, reason: 'INVALID_SIGNATURE', message })

/**
 * Checks a Cosmos sign-in signature: ADR-036 arbitrary data (Keplr's and Leap's `signArbitrary`), a
 * secp256k1 signature over the SHA-256 of `adr036SignDoc` with the message's address as signer
 * and its UTF-8 text as data. The key must be the address's: its ripemd160(sha256(compressed key)) is
 * the address's 20 bytes. The signature is what a page sends: the StdSignature `signArbitrary`
 * answers, as JSON (its key is checked), or its bare 64-byte base64 signature (the key is recovered
 * with both recovery bits and the address's kept), read strictly first (`readCosmosSignature`: size,
 * shape, key type, low `s`). The check answers the canonical text: the StdSignature with that key, as
 * compact sorted JSON (what `JSON.stringify` writes of Keplr's answer). secp256k1 is viem's, loaded
 * on first use.
 *
 * @example
 * const check = await verifyCosmosSignature({ data, message, signature: JSON.stringify(stdSignature) })
 */
export async function verifyCosmosSignature({
  data,
  message,
  signature,
}: CosmosSignatureInput): Promise<SignatureCheck> {
  const reading = readCosmosSignature(signature)
  if (!reading.ok) return reading
  const account = readCosmosAddress(data.accountAddress)
  if (account?.bytes.length !== 20)
    return invalid(`${data.accountAddress} is not the address of a key (20 bytes of bech32)`)
  if (reading.publicKey && !isCosmosKeyOf(reading.publicKey, account.bytes))
    return invalid(`The public key is not the key of ${data.accountAddress}`)
  const signDoc = adr036SignDoc(data.accountAddress, message)
  const key = await cosmosSignerKey(reading.signature, reading.publicKey, signDoc, account.bytes)
  if (key) return { ok: true, signature: canonicalCosmosSignature(reading.signature, key) }
  return invalid(`Not a signature of this message by ${data.accountAddress}`)
}
