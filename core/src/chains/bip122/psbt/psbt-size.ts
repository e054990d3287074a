import type { BitcoinAddressType } from '../bip122.types.js'

// A transaction's virtual size (BIP-141: weight / 4, rounded up; witness bytes weigh 1, the rest 4)
// before it is signed, so the fee rate can be shown before the wallet is asked. Signed inputs are
// measured; unsigned ones are sized by their address type with the largest usual signature (a 72-byte
// DER signature with its sighash byte, a 64-byte Schnorr one), so the estimate is never too small.

/** What is known about an input's size. */
export type InputSize =
  /** Finalised: its scriptSig and serialised witness (item count included), in bytes. */
  | { signed: true; scriptSigBytes: number; witnessBytes: number }
  /** Not yet signed: sized by the address type it spends. */
  | { signed: false; addressType: BitcoinAddressType }

// Bytes of an input's scriptSig and witness once signed, per address type. A witness counts its item
// count, then each item with its length byte.
const signedSizes: Readonly<Record<BitcoinAddressType, { scriptSig: number; witness: number }>> = {
  p2wpkh: { scriptSig: 0, witness: 1 + (1 + 72) + (1 + 33) },
  p2tr: { scriptSig: 0, witness: 1 + (1 + 64) },
  // Nested segwit (P2SH-P2WPKH): the scriptSig pushes the 22-byte redeem script.
  p2sh: { scriptSig: 1 + 22, witness: 1 + (1 + 72) + (1 + 33) },
  p2pkh: { scriptSig: 1 + 72 + (1 + 33), witness: 0 },
}

const varIntSize = (n: number) => (n < 0xfd ? 1 : n <= 0xffff ? 3 : 5)

/**
 * The virtual size, in vbytes, of a transaction with these inputs and outputs (output script lengths
 * in bytes) once every input is signed.
 *
 * @example
 * virtualSize([{ signed: false, addressType: 'p2wpkh' }], [22, 22]) // 141
 */
export function virtualSize(inputs: readonly InputSize[], outputScriptLengths: readonly number[]): number {
  const parts = inputs.map((input) =>
    input.signed
      ? { scriptSig: input.scriptSigBytes, witness: input.witnessBytes }
      : signedSizes[input.addressType],
  )
  const base =
    4 +
    varIntSize(parts.length) +
    parts.reduce((sum, { scriptSig }) => sum + 36 + varIntSize(scriptSig) + scriptSig + 4, 0) +
    varIntSize(outputScriptLengths.length) +
    outputScriptLengths.reduce((sum, length) => sum + 8 + varIntSize(length) + length, 0) +
    4
  const segwit = parts.some(({ witness }) => witness > 0)
  // A segwit transaction adds its marker and flag, and every input a witness (one byte when empty).
  const witness = segwit ? 2 + parts.reduce((sum, part) => sum + (part.witness || 1), 0) : 0
  return Math.ceil((base * 4 + witness) / 4)
}
