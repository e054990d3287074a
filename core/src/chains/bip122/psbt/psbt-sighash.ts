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

/** What a signature of this type leaves out, in words. */
function leftOut(sighashType: number): string {
  const base = sighashType & 0x1f
  const parts = [
    ...(base === SIGHASH_NONE ? ['the outputs'] : base === SIGHASH_SINGLE ? ['all but one output'] : []),
    ...(sighashType & SIGHASH_ANYONECANPAY ? ['the other inputs'] : []),
  ]
  return parts.length > 0 ? parts.join(' or ') : 'what this review shows'
}

/**
 * Why this wallet will not sign input `index` with the sighash type the PSBT asks for; `undefined`
 * when the type covers the whole transaction.
 *
 * @example
 * sighashRefusal(0, 0x82, false) // 'Input 0 asks for SIGHASH_NONE|ANYONECANPAY: …'
 */
export function sighashRefusal(index: number, sighashType: number | undefined, taproot: boolean) {
  if (sighashType === undefined || coversWholeTransaction(sighashType, taproot)) return undefined
  return (
    `Input ${index} asks for ${sighashName(sighashType)}: this wallet's signature would not cover ` +
    `${leftOut(sighashType)}, so the site could change them after you approve.`
  )
}

/**
 * The sighash types of the signatures a signer added to a PSBT input: each ECDSA signature's last
 * byte, and taproot's key-path signature's 65th byte (64 bytes mean DEFAULT).
 *
 * @example
 * signatureSighashTypes(signed.data.inputs[0]) // [1]
 */
export function signatureSighashTypes(
  input: { partialSig?: { signature: Uint8Array }[]; tapKeySig?: Uint8Array } | undefined,
): number[] {
  const ecdsa = (input?.partialSig ?? []).map(({ signature }) => signature[signature.length - 1] ?? -1)
  const schnorr = input?.tapKeySig
  if (!schnorr) return ecdsa
  return [...ecdsa, schnorr.length === 65 ? (schnorr[64] ?? -1) : SIGHASH_DEFAULT]
}
