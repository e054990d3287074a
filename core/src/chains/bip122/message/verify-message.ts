import { base58check, base64 as base64Codec, bech32, bech32m } from '@scure/base'
import { readBitcoinSignature } from '../../../siwx/server/bitcoin-signature.js'
import { type BitcoinLibrary, loadBitcoinLibrary } from '../psbt/bitcoinjs.load.js'

// Checks a message signature the way a Bitcoin wallet made it, in the browser: bitcoinjs-lib 7 and its
// curve library work on plain bytes (no Node globals), unlike the BIP-322 libraries servers use. Two
// formats: BIP-137 ("legacy": a 65-byte recoverable ECDSA signature over the Bitcoin Signed Message
// hash, accepted for P2PKH and for the segwit addresses of the same key, as Electrum and hardware
// wallets sign) and BIP-322's simple format (the witness of a virtual transaction spending the
// address: P2WPKH, nested P2SH-P2WPKH, key-path P2TR).

/** What an address commits to: the kind of script and its hash or program. */
type AddressPayload =
  | { kind: 'p2pkh'; hash: Uint8Array }
  | { kind: 'p2sh'; hash: Uint8Array }
  | { kind: 'p2wpkh'; program: Uint8Array }
  | { kind: 'p2tr'; program: Uint8Array }

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

function payloadOf(address: string, sha256: (data: Uint8Array) => Uint8Array): AddressPayload | undefined {
  const lower = address.toLowerCase()
  if (/^(?:bc|tb|bcrt)1q/.test(lower)) {
    const words = bech32.decodeUnsafe(lower)?.words.slice(1)
    const program = words && bech32.fromWordsUnsafe(words)
    return program?.length === 20 ? { kind: 'p2wpkh', program } : undefined
  }
  if (/^(?:bc|tb|bcrt)1p/.test(lower)) {
    const words = bech32m.decodeUnsafe(lower)?.words.slice(1)
    const program = words && bech32m.fromWordsUnsafe(words)
    return program?.length === 32 ? { kind: 'p2tr', program } : undefined
  }
  const decoded = base58check(sha256).decode(address)
  const [version] = decoded
  const hash = decoded.subarray(1)
  if (hash.length !== 20) return undefined
  // Mainnet 0x00/0x05; test networks (and regtest) 0x6f/0xc4.
  if (version === 0x00 || version === 0x6f) return { kind: 'p2pkh', hash }
  if (version === 0x05 || version === 0xc4) return { kind: 'p2sh', hash }
  return undefined
}

/** The output script of an address's payload. */
function scriptOf(payload: AddressPayload): Uint8Array {
  if (payload.kind === 'p2pkh') return Uint8Array.from([0x76, 0xa9, 0x14, ...payload.hash, 0x88, 0xac])
  if (payload.kind === 'p2sh') return Uint8Array.from([0xa9, 0x14, ...payload.hash, 0x87])
  if (payload.kind === 'p2wpkh') return Uint8Array.from([0x00, 0x14, ...payload.program])
  return Uint8Array.from([0x51, 0x20, ...payload.program])
}

/** Whether `keyHash` (HASH160 of a public key) is what the address pays: directly, or nested in P2SH. */
function paysKeyHash(
  { lib }: BitcoinLibrary,
  payload: AddressPayload,
  keyHash: Uint8Array,
  compressed: boolean,
) {
  if (payload.kind === 'p2pkh') return equal(payload.hash, keyHash)
  if (!compressed) return false
  if (payload.kind === 'p2wpkh') return equal(payload.program, keyHash)
  if (payload.kind === 'p2sh')
    return equal(payload.hash, lib.crypto.hash160(Uint8Array.from([0x00, 0x14, ...keyHash])))
  return false
}

/** Whether the key (compressed) is the internal key of the taproot address (key path, no script tree). */
function isTaprootOf({ lib }: BitcoinLibrary, payload: AddressPayload, key: Uint8Array): boolean {
  if (payload.kind !== 'p2tr' || key.length !== 33) return false
  const output = lib.payments.p2tr({ internalPubkey: key.subarray(1) }).output
  return output !== undefined && equal(output.subarray(2), payload.program)
}

const encoder = new TextEncoder()

function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24)
}

/**
 * BIP-137: recovers the key from the signature over the Bitcoin Signed Message hash; the address must
 * be one of that key's.
 */
function verifyLegacy(library: BitcoinLibrary, payload: AddressPayload, message: string, bytes: Uint8Array) {
  const { lib, ecc } = library
  const text = encoder.encode(message)
  const prefix = encoder.encode('\x18Bitcoin Signed Message:\n')
  const hash = lib.crypto.hash256(Uint8Array.from([...prefix, ...compactSize(text.length), ...text]))
  const header = bytes[0] ?? 0
  const compressed = header >= 31
  const recovery = (header - 27) % 4
  if (recovery !== 0 && recovery !== 1 && recovery !== 2 && recovery !== 3) return false
  const key = ecc.recover(hash, bytes.subarray(1), recovery, compressed)
  if (key === null) return false
  // Whoever holds the key holds every address made from it, taproot's included (as servers accept).
  return (
    paysKeyHash(library, payload, lib.crypto.hash160(key), compressed) || isTaprootOf(library, payload, key)
  )
}

/** BIP-322 simple: the witness must spend the address in the message's virtual transaction. */
function verifySimple(
  library: BitcoinLibrary,
  payload: AddressPayload,
  message: string,
  witness: Uint8Array[],
) {
  const { lib, ecc } = library
  const sha = lib.crypto.sha256
  const tag = sha(encoder.encode('BIP0322-signed-message'))
  const messageHash = sha(Uint8Array.from([...tag, ...tag, ...encoder.encode(message)]))
  const outputScript = scriptOf(payload)
  const toSpend = new lib.Transaction()
  toSpend.version = 0
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, Uint8Array.from([0x00, 0x20, ...messageHash]))
  toSpend.addOutput(outputScript, 0n)
  const toSign = new lib.Transaction()
  toSign.version = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(Uint8Array.of(0x6a), 0n)
  if (payload.kind === 'p2tr') {
    const [signature] = witness
    if (witness.length !== 1 || !signature || (signature.length !== 64 && signature.length !== 65))
      return false
    const hashType = signature.length === 65 ? (signature[64] ?? 0) : 0x00
    const hash = toSign.hashForWitnessV1(0, [outputScript], [0n], hashType)
    return ecc.verifySchnorr(hash, payload.program, signature.subarray(0, 64))
  }
  const [signature, key] = witness
  if (witness.length !== 2 || !signature || !key || key.length !== 33) return false
  const keyHash = lib.crypto.hash160(key)
  if (payload.kind === 'p2pkh' || !paysKeyHash(library, payload, keyHash, true)) return false
  const decoded = lib.script.signature.decode(signature)
  // BIP-143 signs the P2PKH script of the key for P2WPKH, nested or not.
  const hash = toSign.hashForWitnessV0(0, scriptOf({ kind: 'p2pkh', hash: keyHash }), 0n, decoded.hashType)
  return ecc.verify(hash, key, decoded.signature, true)
}

/** Reads a serialized witness stack (BIP-322's simple signature); items of its usual sizes only. */
function witnessOf(bytes: Uint8Array): Uint8Array[] {
  const items: Uint8Array[] = []
  let at = 1
  for (let index = 0; index < (bytes[0] ?? 0); index++) {
    const size = bytes[at] ?? 0xff
    if (size >= 0xfd) return []
    items.push(bytes.subarray(at + 1, at + 1 + size))
    at += 1 + size
  }
  return items
}

/** How a check ended: the signature's canonical text, or why it is refused. */
export type MessageSignatureCheck = { ok: true; signature: string } | { ok: false; message: string }

/**
 * Checks a wallet's message signature for `address`: read strictly first (BIP-322's `smp` tag
 * accepted, high-s refused), then verified as BIP-137 or BIP-322 simple. Loads bitcoinjs-lib on the
 * first call.
 *
 * @example
 * const check = await verifyMessageSignature({ address: 'bc1q…', message: 'Hello World', signature: 'AkcwRAIg…' })
 */
export async function verifyMessageSignature(input: {
  address: string
  message: string
  signature: string
}): Promise<MessageSignatureCheck> {
  const reading = readBitcoinSignature(input.signature)
  if (!reading.ok) return { ok: false, message: reading.message }
  const library = await loadBitcoinLibrary()
  let valid = false
  try {
    const payload = payloadOf(input.address, library.lib.crypto.sha256)
    if (!payload) return { ok: false, message: `${input.address} is not an address a single key signs for` }
    const bytes = base64Codec.decode(reading.canonical)
    valid =
      bytes.length === 65 && (bytes[0] ?? 0) >= 27 && (bytes[0] ?? 0) <= 34
        ? verifyLegacy(library, payload, input.message, bytes)
        : verifySimple(library, payload, input.message, witnessOf(bytes))
  } catch (error) {
    return { ok: false, message: `Cannot verify: ${error instanceof Error ? error.message : String(error)}` }
  }
  return valid
    ? { ok: true, signature: reading.canonical }
    : { ok: false, message: `Not a signature of this message by ${input.address}` }
}
