import { base64 } from '@scure/base'
import { isHighS } from './secp256k1-low-s.js'
import type { SiwxVerifyFailure } from './verify.types.js'

/**
 * A Cosmos sign-in signature read strictly, before any cryptography: the 64-byte secp256k1 signature
 * (`r ‖ s`) and, when the text carried it, the 33-byte compressed public key.
 *
 * @example
 * const reading: CosmosSignatureReading = { ok: true, signature, publicKey }
 */
export type CosmosSignatureReading =
  | { ok: true; signature: Uint8Array; publicKey: Uint8Array | undefined }
  | SiwxVerifyFailure

/** The amino type of the keys ADR-036 sign-ins take: a Cosmos SDK secp256k1 key. */
export const cosmosSecp256k1KeyType = 'tendermint/PubKeySecp256k1'

// Keplr's `signArbitrary` answers a StdSignature, `{ pub_key: { type, value }, signature }`, about 200
// characters as JSON; 512 leaves room for whitespace while no JSON parser sees a request-sized string.
/** The longest text a Cosmos signature can be. */
export const maxCosmosSignatureLength = 512

const refuse = (message: string): SiwxVerifyFailure => ({ ok: false, reason: 'INVALID_SIGNATURE', message })

/** Standard padded base64 of exactly `length` bytes, nothing appended, or `undefined`. */
function base64Bytes(text: unknown, length: number): Uint8Array | undefined {
  if (typeof text !== 'string') return undefined
  let bytes: Uint8Array
  try {
    bytes = base64.decode(text)
  } catch {
    return undefined
  }
  // Re-encoding catches what a lenient decoder lets through (stray bits in the last character).
  return bytes.length === length && base64.encode(bytes) === text ? bytes : undefined
}

// Not `utils/is-record.ts`: importing it here would make the library build cut the chunks the page's
// entries share with this lazy one differently (+0.09 kB on @foyer/core) for a one-line check.
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function hasExactly(value: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(value)
  return own.length === keys.length && keys.every((key) => own.includes(key))
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function readStdSignature(text: string): CosmosSignatureReading {
  const parsed = parseJson(text)
  if (!isRecord(parsed) || !hasExactly(parsed, ['pub_key', 'signature']))
    return refuse('A StdSignature is a JSON object of pub_key and signature, nothing else')
  const key = parsed.pub_key
  if (!isRecord(key) || !hasExactly(key, ['type', 'value']) || typeof key.type !== 'string')
    return refuse("A StdSignature's pub_key is an object of type and value, nothing else")
  if (key.type !== cosmosSecp256k1KeyType)
    return refuse(
      `${JSON.stringify(key.type)} keys are not supported: ADR-036 sign-in takes ${cosmosSecp256k1KeyType} ` +
        "keys (Ethermint's ethsecp256k1 keys hash with keccak-256 and derive other addresses)",
    )
  const publicKey = base64Bytes(key.value, 33)
  if (!publicKey || (publicKey[0] !== 2 && publicKey[0] !== 3))
    return refuse('The public key is not a 33-byte compressed secp256k1 key in standard base64')
  const signature = base64Bytes(parsed.signature, 64)
  if (!signature) return refuse('The signature is not 64 bytes in standard base64')
  return { ok: true, signature, publicKey }
}

/**
 * Reads a Cosmos sign-in signature strictly, before any verifier sees it: at most
 * {@link maxCosmosSignatureLength} characters, either the StdSignature Keplr's `signArbitrary`
 * answers, as JSON (`{ "pub_key": { "type": "tendermint/PubKeySecp256k1", "value": <base64 key> },
 * "signature": <base64> }`, exactly those fields, keys of other types refused with a clear message),
 * or its bare signature: 64 bytes in standard padded base64, whose key is then recovered. The `s` must
 * be in the lower half, as the Cosmos SDK requires (the upper half is a copy anyone can make).
 *
 * @example
 * readCosmosSignature(JSON.stringify(await keplr.signArbitrary(chainId, address, message)))
 */
export function readCosmosSignature(text: string): CosmosSignatureReading {
  if (text.length > maxCosmosSignatureLength)
    return refuse(
      `The signature is ${text.length} characters; a Cosmos signature is at most ${maxCosmosSignatureLength}`,
    )
  const reading: CosmosSignatureReading = text.trimStart().startsWith('{')
    ? readStdSignature(text)
    : { ok: true, signature: base64Bytes(text, 64) ?? new Uint8Array(), publicKey: undefined }
  if (!reading.ok) return reading
  if (reading.signature.length !== 64)
    return refuse('A Cosmos signature is a StdSignature as JSON, or 64 bytes in standard base64')
  if (isHighS(reading.signature.subarray(32)))
    return refuse('The signature is not canonical: its s value is in the upper half')
  return reading
}

/**
 * The canonical text of a signature that verified: the StdSignature with the key that signed, as
 * compact JSON with its keys sorted (amino JSON; what `JSON.stringify` writes of Keplr's answer).
 *
 * @example
 * canonicalCosmosSignature(signature, publicKey) // '{"pub_key":{"type":"tendermint/PubKeySecp256k1","value":"A…"},"signature":"…"}'
 */
export function canonicalCosmosSignature(signature: Uint8Array, publicKey: Uint8Array): string {
  return JSON.stringify({
    pub_key: { type: cosmosSecp256k1KeyType, value: base64.encode(publicKey) },
    signature: base64.encode(signature),
  })
}
