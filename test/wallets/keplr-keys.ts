import { rawSecp256k1PubkeyToRawAddress } from '@cosmjs/amino'
import {
  Bip39,
  EnglishMnemonic,
  Secp256k1,
  Slip10,
  Slip10Curve,
  Slip10RawIndex,
  sha256,
} from '@cosmjs/crypto'
import { fromHex, toBech32, toHex } from '@cosmjs/encoding'

// The scripted Keplr wallet's keys: real secp256k1 keys, from a BIP-39 mnemonic on Keplr's path
// m/44'/<coin type>'/0'/0/<index> (one key per coin type, as Keplr derives one per chain's `bip44`) or
// from one raw private key used on every chain. cosmjs does the curve work.

/**
 * Where a key comes from: a mnemonic (and the address index on Keplr's path, 0 by default) or a raw
 * 32-byte private key in hex.
 *
 * @example
 * const source: KeplrKeySource = { mnemonic: COSMOS_DEV_MNEMONIC }
 */
export type KeplrKeySource = { mnemonic: string; addressIndex?: number } | { privateKeyHex: string }

/** One secp256k1 key: its private key, compressed public key and 20-byte account address. */
export type SecpKey = { privkey: Uint8Array; pubkey: Uint8Array; address: Uint8Array }

/**
 * A key ring of one source: the key Keplr uses for a chain of coin type `coinType`.
 *
 * @example
 * const ring = await keyRingOf({ mnemonic })
 * toBech32('cosmos', ring.keyFor(118).address)
 */
export type KeyRing = { source: KeplrKeySource; keyFor(coinType: number): SecpKey }

function secpKey(privkey: Uint8Array): SecpKey {
  const pubkey = Secp256k1.compressPubkey(Secp256k1.makeKeypair(privkey).pubkey)
  return { privkey, pubkey, address: rawSecp256k1PubkeyToRawAddress(pubkey) }
}

/**
 * BIP-39's seed of `mnemonic` (no passphrase): PBKDF2-HMAC-SHA512 of its NFKD form, salt "mnemonic",
 * 2048 rounds, 64 bytes; the words checked first (a word not in the English list or a wrong checksum
 * throws). Computed by the platform's WebCrypto, not by cosmjs's `Bip39.mnemonicToSeed`, which runs the
 * same PBKDF2 in JavaScript: 1.5–2 s on a busy 2-core machine, paid by every load of the demo page (its
 * Cosmos dev wallet derives its key before Foyer starts) and by every test that makes this wallet,
 * against about 10 ms. A page outside a secure context (the demo opened by a LAN address) has no
 * WebCrypto and falls back to cosmjs. The wallet's tests check its keys against cosmjs's derivation.
 *
 * @example
 * const seed = await bip39Seed(COSMOS_DEV_MNEMONIC) // 64 bytes
 */
export async function bip39Seed(mnemonic: string): Promise<Uint8Array> {
  const checked = new EnglishMnemonic(mnemonic)
  if (!globalThis.crypto?.subtle) return Bip39.mnemonicToSeed(checked)
  const words = checked.toString().normalize('NFKD')
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(words), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', salt: encoder.encode('mnemonic'), iterations: 2048, hash: 'SHA-512' },
    key,
    512,
  )
  return new Uint8Array(bits)
}

/**
 * The key ring of `given` (a mnemonic or a raw key, exactly one); a mnemonic's seed is computed once (BIP-39's PBKDF2, the slow part).
 *
 * @example
 * const ring = await keyRingOf({ privateKeyHex: 'a1'.repeat(32) })
 */
export async function keyRingOf(given: KeplrKeySource): Promise<KeyRing> {
  const { mnemonic, addressIndex, privateKeyHex } = given as Partial<{
    mnemonic: string
    addressIndex: number
    privateKeyHex: string
  }>
  if ((mnemonic === undefined) === (privateKeyHex === undefined))
    throw new Error('A Keplr key comes from a mnemonic or a private key: give one of them')
  if (privateKeyHex !== undefined) {
    const key = secpKey(fromHex(privateKeyHex.replace(/^0x/, '')))
    return { source: { privateKeyHex }, keyFor: () => key }
  }
  const source = { mnemonic: mnemonic ?? '', addressIndex: addressIndex ?? 0 }
  const seed = await bip39Seed(source.mnemonic)
  const keys = new Map<number, SecpKey>()
  return {
    source,
    keyFor(coinType) {
      const known = keys.get(coinType)
      if (known) return known
      const path = [
        Slip10RawIndex.hardened(44),
        Slip10RawIndex.hardened(coinType),
        Slip10RawIndex.hardened(0),
        Slip10RawIndex.normal(0),
        Slip10RawIndex.normal(source.addressIndex),
      ]
      const key = secpKey(Slip10.derivePath(Slip10Curve.Secp256k1, seed, path).privkey)
      keys.set(coinType, key)
      return key
    },
  }
}

/**
 * The source of "another key" when the wallet's owner switches without saying which: the next address
 * index of the same mnemonic, or for a raw key the SHA-256 of it (a fixed, different key).
 *
 * @example
 * nextKeySource({ mnemonic, addressIndex: 0 }) // { mnemonic, addressIndex: 1 }
 */
export function nextKeySource(source: KeplrKeySource): KeplrKeySource {
  if ('privateKeyHex' in source)
    return { privateKeyHex: toHex(sha256(fromHex(source.privateKeyHex.replace(/^0x/, '')))) }
  return { mnemonic: source.mnemonic, addressIndex: (source.addressIndex ?? 0) + 1 }
}

/** The key's account address on a chain of bech32 prefix `prefix`. */
export const bech32AddressOf = (key: SecpKey, prefix: string): string => toBech32(prefix, key.address)

/**
 * A secp256k1 signature as Cosmos SDK chains take it: r and s (64 bytes, low-s) over the SHA-256 of
 * `bytes`, deterministic (RFC 6979).
 *
 * @example
 * signBytes(key, makeSignBytes(signDoc))
 */
export function signBytes(key: SecpKey, bytes: Uint8Array): Uint8Array {
  const signature = Secp256k1.createSignature(sha256(bytes), key.privkey)
  return new Uint8Array([...signature.r(32), ...signature.s(32)])
}
