import { type ReviewText, reviewText } from '../../review-text.js'

// Which parts of a transaction a signature covers is set by its sighash type, one byte the signer
// chooses and a PSBT may ask for (PSBT_IN_SIGHASH_TYPE). Only ALL (and taproot's DEFAULT, which means
// the same) covers every input and every output. With NONE the outputs are not signed, with SINGLE
// only the output at the input's own index, and with ANYONECANPAY the other inputs are not: whoever
// holds such a signature can rewrite what it left out after the visitor approved, so the review
// would show a transaction that never gets mined. Foyer asks its wallet for ALL/DEFAULT only.

const SIGHASH_DEFAULT = 0x00
const SIGHASH_ALL = 0x01
const SIGHASH_NONE = 0x02
const SIGHASH_SINGLE = 0x03
const SIGHASH_ANYONECANPAY = 0x80

/**
 * Whether a signature of this sighash type covers the whole transaction: ALL, or DEFAULT on taproot
 * (a legacy or segwit v0 signature has no DEFAULT). `undefined` (the PSBT asks for nothing) is the
 * signer's default, which is ALL or DEFAULT.
 *
 * @example
 * coversWholeTransaction(0x82, false) // false: SIGHASH_NONE|ANYONECANPAY
 */
export function coversWholeTransaction(sighashType: number | undefined, taproot: boolean): boolean {
  if (sighashType === undefined || sighashType === SIGHASH_ALL) return true
  return taproot && sighashType === SIGHASH_DEFAULT
}

/**
 * A sighash type's name, as Bitcoin's documents write it.
 *
 * @example
 * sighashName(0x83) // 'SIGHASH_SINGLE|ANYONECANPAY'
 */
export function sighashName(sighashType: number): string {
  const base = sighashType & 0x1f
  const name =
    base === SIGHASH_DEFAULT && sighashType === SIGHASH_DEFAULT
      ? 'SIGHASH_DEFAULT'
      : base === SIGHASH_ALL
        ? 'SIGHASH_ALL'
        : base === SIGHASH_NONE
          ? 'SIGHASH_NONE'
          : base === SIGHASH_SINGLE
            ? 'SIGHASH_SINGLE'
            : `sighash type 0x${sighashType.toString(16).padStart(2, '0')}`
  return sighashType & SIGHASH_ANYONECANPAY ? `${name}|ANYONECANPAY` : name
}

/**
 * What a signature of this type leaves out, in words: one phrase for each combination (a language
 * other than English joins them its own way, so the whole phrase is one text).
 */
function leftOut(sighashType: number): ReviewText {
  const base = sighashType & 0x1f
  const parts = [
    ...(base === SIGHASH_NONE ? ['the outputs'] : base === SIGHASH_SINGLE ? ['all but one output'] : []),
    ...(sighashType & SIGHASH_ANYONECANPAY ? ['the other inputs'] : []),
  ]
  return reviewText(parts.length > 0 ? parts.join(' or ') : 'what this review shows')
}

/**
 * Why this wallet will not sign input `index` with the sighash type the PSBT asks for; `undefined`
 * when the type covers the whole transaction.
 *
 * @example
 * reviewEnglish(sighashRefusal(0, 0x82, false)) // 'Input 0 asks for SIGHASH_NONE|ANYONECANPAY: …'
 */
export function sighashRefusal(
  index: number,
  sighashType: number | undefined,
  taproot: boolean,
): ReviewText | undefined {
  if (sighashType === undefined || coversWholeTransaction(sighashType, taproot)) return undefined
  return reviewText(
    "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.",
    { index: `${index}`, sighash: sighashName(sighashType), part: leftOut(sighashType) },
  )
}

/** A signature's sighash type, and whether it is taproot's Schnorr (where DEFAULT exists). */
export type SignatureKind = { type: number; schnorr: boolean }

/**
 * The sighash types of the signatures a signer added to a PSBT input: each ECDSA signature's last
 * byte, and taproot's key-path signature's 65th byte (64 bytes mean DEFAULT).
 *
 * @example
 * signatureSighashTypes(signed.data.inputs[0]) // [{ type: 1, schnorr: false }]
 */
export function signatureSighashTypes(
  input: { partialSig?: { signature: Uint8Array }[]; tapKeySig?: Uint8Array } | undefined,
): SignatureKind[] {
  const ecdsa = (input?.partialSig ?? []).map(({ signature }) => ({
    type: signature[signature.length - 1] ?? -1,
    schnorr: false,
  }))
  const schnorr = input?.tapKeySig
  if (!schnorr) return ecdsa
  return [...ecdsa, { type: schnorr.length === 65 ? (schnorr[64] ?? -1) : SIGHASH_DEFAULT, schnorr: true }]
}

/** The items of a serialised witness (its item count, then each item with its length), or none if it is not one. */
function witnessItems(bytes: Uint8Array): Uint8Array[] {
  let at = 0
  const varInt = (): number => {
    const first = bytes[at++] ?? 0
    if (first < 0xfd) return first
    const size = first === 0xfd ? 2 : first === 0xfe ? 4 : 8
    let value = 0
    for (let byte = 0; byte < size; byte++) value += (bytes[at++] ?? 0) * 2 ** (8 * byte)
    return value
  }
  const count = varInt()
  const items: Uint8Array[] = []
  for (let item = 0; item < count && at <= bytes.length; item++) {
    const length = varInt()
    items.push(bytes.subarray(at, at + length))
    at += length
  }
  return at === bytes.length ? items : []
}

/** The sighash type of a signature as a spend carries it: Schnorr (64 or 65 bytes) or DER ECDSA plus a byte. */
function kindOfSignature(signature: Uint8Array): SignatureKind | undefined {
  if (signature.length === 64) return { type: SIGHASH_DEFAULT, schnorr: true }
  if (signature.length === 65) return { type: signature[64] ?? -1, schnorr: true }
  // A DER signature starts with its sequence tag and its length, the sighash byte after it.
  if (signature[0] === 0x30 && signature[1] === signature.length - 3)
    return { type: signature[signature.length - 1] ?? -1, schnorr: false }
  return undefined
}

/**
 * The sighash types of the signatures in an input a signer finalised: the signature items of its
 * witness, or, without a witness, of its scriptSig's pushes (`decompile` reads them). Single-key
 * spends carry one.
 *
 * @example
 * finalSignatureSighashTypes(signed.data.inputs[0], lib.script.decompile) // [{ type: 1, schnorr: false }]
 */
export function finalSignatureSighashTypes(
  input: { finalScriptWitness?: Uint8Array; finalScriptSig?: Uint8Array } | undefined,
  decompile: (script: Uint8Array) => (number | Uint8Array)[] | null,
): SignatureKind[] {
  const items = input?.finalScriptWitness
    ? witnessItems(input.finalScriptWitness)
    : (decompile(input?.finalScriptSig ?? new Uint8Array()) ?? []).filter(
        (chunk): chunk is Uint8Array => chunk instanceof Uint8Array,
      )
  return items.flatMap((item) => {
    const kind = kindOfSignature(item)
    return kind === undefined ? [] : [kind]
  })
}
