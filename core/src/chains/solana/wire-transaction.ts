// Just enough of Solana's wire format to put a signature in its slot: the signature slots, the
// message bytes and which of the message's first accounts must sign. Legacy and v0 messages share
// this prefix (v0 adds a 0x80 version byte first). A wallet that answers only a signature (older
// WalletConnect wallets) gets its signature placed this way.

/**
 * Reads a compact-u16 ("shortvec") length: 1 to 3 bytes, 7 bits each.
 *
 * @example
 * readShortVec(Uint8Array.of(0x80, 0x01), 0) // { value: 128, next: 2 }
 */
export function readShortVec(bytes: Uint8Array, offset: number): { value: number; next: number } {
  let value = 0
  for (let index = 0; index < 3; index++) {
    const byte = bytes[offset + index]
    if (byte === undefined) throw new Error('the transaction ends inside a length')
    value |= (byte & 0x7f) << (7 * index)
    if ((byte & 0x80) === 0) return { value, next: offset + index + 1 }
  }
  throw new Error('a length longer than 3 bytes')
}

/**
 * A wire transaction split into its signatures and its message, with the accounts that must sign
 * (base58-free: raw 32-byte keys).
 *
 * @example
 * const { signatures, message, signers } = readWireTransaction(bytes)
 */
export function readWireTransaction(bytes: Uint8Array): {
  signatures: Uint8Array[]
  message: Uint8Array
  signers: Uint8Array[]
} {
  const count = readShortVec(bytes, 0)
  const signatures: Uint8Array[] = []
  let offset = count.next
  for (let index = 0; index < count.value; index++, offset += 64)
    signatures.push(bytes.slice(offset, offset + 64))
  const message = bytes.slice(offset)
  const versioned = ((message[0] ?? 0) & 0x80) !== 0
  const header = versioned ? 1 : 0
  const required = message[header]
  if (required === undefined || required !== count.value)
    throw new Error('the transaction has not one signature slot per signer')
  const keys = readShortVec(message, header + 3)
  const signers: Uint8Array[] = []
  for (let index = 0; index < required; index++) {
    const start = keys.next + index * 32
    signers.push(message.slice(start, start + 32))
  }
  return { signatures, message, signers }
}

/**
 * The wire transaction again, with `signature` in the slot of `signer`.
 *
 * @example
 * const signed = withSignature(bytes, publicKey, ed25519.sign(message, secretKey))
 */
export function withSignature(bytes: Uint8Array, signer: Uint8Array, signature: Uint8Array): Uint8Array {
  const { signers } = readWireTransaction(bytes)
  const slot = signers.findIndex((key) => key.every((byte, index) => byte === signer[index]))
  if (slot < 0) throw new Error('this wallet is not a signer of the transaction')
  const signed = bytes.slice()
  signed.set(signature, readShortVec(bytes, 0).next + slot * 64)
  return signed
}

/**
 * Wire bytes in base64, as Solana's JSON-RPC (`sendTransaction` with `encoding: 'base64'`) and
 * WalletConnect's Solana methods carry transactions. Byte by byte, so no size limits an argument list.
 *
 * @example
 * toBase64(signedBytes) // 'AQAB…'
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
