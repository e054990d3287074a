// Half the order n of secp256k1's group. An ECDSA signature (r, s) is valid exactly when (r, n − s)
// is, so anyone can turn a signature into a second valid one without the key. Ethereum (EIP-2) and
// Bitcoin (BIP-146 LOW_S, which BIP-322 requires) only accept the s in the lower half; wallets only
// make those. Refusing the other half makes each signature one string, which servers may use as a key.
const halfOrder = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n

function toBigInt(bytes: Uint8Array): bigint {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  return value
}

/**
 * Whether the big-endian `s` of an ECDSA signature is in the upper half of secp256k1's order, the
 * mirror image of a wallet's signature that a third party can make (see EIP-2, BIP-146).
 *
 * @example
 * isHighS(new Uint8Array(32).fill(0xff)) // true
 */
export function isHighS(s: Uint8Array): boolean {
  return toBigInt(s) > halfOrder
}

/**
 * The `s` of a strictly DER-encoded ECDSA signature (`30 len 02 rlen r 02 slen s`, BIP-66), or
 * `undefined` when the bytes are not one.
 *
 * @example
 * derSignatureS(Uint8Array.of(0x30, 6, 2, 1, 1, 2, 1, 2)) // Uint8Array [2]
 */
export function derSignatureS(der: Uint8Array): Uint8Array | undefined {
  if (der.length < 8 || der[0] !== 0x30 || der[1] !== der.length - 2 || der[2] !== 0x02) return undefined
  const rLength = der[3] ?? 0
  const sAt = 4 + rLength
  if (der[sAt] !== 0x02) return undefined
  const sLength = der[sAt + 1] ?? 0
  if (sAt + 2 + sLength !== der.length || sLength === 0) return undefined
  return der.subarray(sAt + 2)
}
