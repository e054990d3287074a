import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex } from '@noble/hashes/utils'
import { base64, bech32 } from '@scure/base'
import { InvalidNetworkError } from '../../networks/caip.errors.js'
import { isRecord } from '../../utils/is-record.js'
import { invalidAnswer } from './cosmos.errors.js'
import { caipReferenceOfChainId } from './cosmos-chain-id.js'
import type { CosmosChain } from './cosmos-networks.js'
import type { CosmosKey, StdSignature } from './wallet-answers.js'

/** The key type of a secp256k1 key in an amino `StdSignature`. */
const secp256k1PubKeyType = 'tendermint/PubKeySecp256k1'

// The checks of a wallet's keys and signatures that need hashes, downloaded with the first connect
// (the adapter asks for them as the connect starts, while the visitor reads the wallet's prompt): a
// key must be a compressed secp256k1 key whose address (RIPEMD-160 of its SHA-256, the Cosmos SDK's
// rule) is the one the wallet gives, written with the chain's own prefix; a signature must be by the
// signer's key. A wallet is code from another origin and may return anything.

/** Bytes a wallet gave as a Uint8Array, or (after a structured clone or JSON) as an array of bytes. */
function bytesOf(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return value
  if (Array.isArray(value) && value.every((b) => Number.isInteger(b) && b >= 0 && b <= 255))
    return Uint8Array.from(value)
  return undefined
}

const isCompressedKey = (key: Uint8Array) => key.length === 33 && (key[0] === 2 || key[0] === 3)

/**
 * The account address of a secp256k1 public key on a chain with bech32 prefix `prefix`.
 *
 * @example
 * addressOfPublicKey(key, 'osmo') // 'osmo1…'
 */
export function addressOfPublicKey(publicKey: Uint8Array, prefix: string): string {
  return bech32.encode(prefix, bech32.toWords(ripemd160(sha256(publicKey))))
}

/**
 * The key a wallet gave for `chain` (`getKey`'s answer), checked: a secp256k1 key (other algorithms,
 * Ethermint's among them, derive addresses another way and are refused), 33 bytes compressed, and
 * the address of that key with the chain's prefix. Throws `InvalidCosmosWalletAnswerError` saying
 * what is wrong.
 *
 * @example
 * cosmosKeyOf(await keplr.getKey('osmosis-1'), osmosisChain).address // 'osmo1…'
 */
export function cosmosKeyOf(answer: unknown, chain: CosmosChain): CosmosKey {
  const method = `getKey(${chain.chainId})`
  // A chain id CAIP writes hashed is the site's to give: it must be the one the network names.
  if (caipReferenceOfChainId(chain.chainId) !== chain.network.id)
    throw new InvalidNetworkError(
      chain.network.name,
      `chain id ${JSON.stringify(chain.chainId)} is not ${chain.network.id}`,
    )
  if (!isRecord(answer)) throw invalidAnswer(method, 'no key')
  if (answer.algo !== 'secp256k1')
    throw invalidAnswer(method, `keys of algorithm ${JSON.stringify(answer.algo)} are not supported`)
  const publicKey = bytesOf(answer.pubKey)
  if (!publicKey || !isCompressedKey(publicKey))
    throw invalidAnswer(method, 'the public key is not a 33-byte compressed secp256k1 key')
  const { bech32Address: address, name } = answer
  if (typeof address !== 'string') throw invalidAnswer(method, 'no bech32 address')
  const own = addressOfPublicKey(publicKey, chain.bech32Prefix)
  if (address !== own) {
    const prefix = address.slice(0, address.lastIndexOf('1'))
    throw invalidAnswer(
      method,
      prefix === chain.bech32Prefix
        ? `the address ${address} is not the key's`
        : `the address ${address} is not written with ${chain.network.name}'s prefix ${chain.bech32Prefix}`,
    )
  }
  return {
    chainId: chain.chainId,
    address,
    publicKey: bytesToHex(publicKey),
    name: typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined,
  }
}

/** Base64 a wallet gave, as bytes; `undefined` for anything else. */
function base64Bytes(value: unknown): Uint8Array | undefined {
  if (typeof value !== 'string') return undefined
  try {
    return base64.decode(value)
  } catch {
    return undefined
  }
}

/**
 * An ADR-036 signature a wallet gave (`signArbitrary`'s `StdSignature`), checked: a
 * `tendermint/PubKeySecp256k1` key of 33 bytes whose address on `chain` is `signer`, and a 64-byte
 * signature (r and s). Returned with both in canonical base64. Throws `InvalidCosmosWalletAnswerError`
 * saying what is wrong.
 *
 * @example
 * stdSignatureOf(await keplr.signArbitrary('cosmoshub-4', signer, message), signer, hubChain)
 */
export function stdSignatureOf(answer: unknown, signer: string, chain: CosmosChain): StdSignature {
  const method = 'signArbitrary'
  const pubKey = isRecord(answer) ? answer.pub_key : undefined
  if (!isRecord(answer) || !isRecord(pubKey)) throw invalidAnswer(method, 'no StdSignature')
  if (pubKey.type !== secp256k1PubKeyType)
    throw invalidAnswer(method, `the key type is ${JSON.stringify(pubKey.type)}, not ${secp256k1PubKeyType}`)
  const key = base64Bytes(pubKey.value)
  if (!key || !isCompressedKey(key)) throw invalidAnswer(method, 'the key is not 33 bytes of base64')
  const signature = base64Bytes(answer.signature)
  if (signature?.length !== 64)
    throw invalidAnswer(method, `the signature is ${signature?.length ?? 'no'} bytes of base64, not 64`)
  if (addressOfPublicKey(key, chain.bech32Prefix) !== signer)
    throw invalidAnswer(method, `the key is not ${signer}'s`)
  return {
    pub_key: { type: secp256k1PubKeyType, value: base64.encode(key) },
    signature: base64.encode(signature),
  }
}
