import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, initEccLib, payments, script, type Transaction } from 'bitcoinjs-lib'

// How the local Bitcoin chain checks that an input may spend the output it names: the four standard
// single-key scripts wallets use (P2WPKH, key-path P2TR, P2PKH, P2SH-P2WPKH), with the signature hash
// each one signs (BIP-143 for segwit v0, BIP-341 for taproot, the legacy one for P2PKH) and low-s
// ECDSA, as a node's standardness rules require. Anything else is refused as non-standard.

initEccLib(ecc)

/** An output being spent: its script and amount (taproot and segwit sign the amounts). */
export type Prevout = { script: Uint8Array; value: bigint }

/** Why a node refuses an input, in bitcoind's words; `undefined` when the input verifies. */
export type ScriptFailure = string | undefined

const ECDSA_FAILED =
  'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)'
const SCHNORR_FAILED = 'mandatory-script-verify-flag-failed (Invalid Schnorr signature)'
const NON_STANDARD = 'non-mandatory-script-verify-flag (Witness program hash mismatch)'

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

/** An ECDSA signature with its sighash byte, checked against `hash` and `pubkey` (low-s required). */
function ecdsaHolds(
  signature: Uint8Array,
  pubkey: Uint8Array,
  hashOf: (hashType: number) => Uint8Array,
): boolean {
  try {
    const decoded = script.signature.decode(signature)
    return ecc.verify(hashOf(decoded.hashType), pubkey, decoded.signature, true)
  } catch {
    return false
  }
}

function spendsP2wpkh(tx: Transaction, index: number, program: Uint8Array, value: bigint): ScriptFailure {
  const [signature, pubkey, ...rest] = tx.ins[index]?.witness ?? []
  if (!signature || !pubkey || rest.length > 0)
    return 'mandatory-script-verify-flag-failed (Witness program mismatch)'
  if (!equal(crypto.hash160(pubkey), program)) return NON_STANDARD
  const scriptCode = payments.p2pkh({ hash: program }).output
  if (!scriptCode) return NON_STANDARD
  return ecdsaHolds(signature, pubkey, (hashType) => tx.hashForWitnessV0(index, scriptCode, value, hashType))
    ? undefined
    : ECDSA_FAILED
}

function spendsP2tr(
  tx: Transaction,
  index: number,
  outputKey: Uint8Array,
  prevouts: readonly Prevout[],
): ScriptFailure {
  const witness = tx.ins[index]?.witness ?? []
  const [signature] = witness
  // Key path only: one signature of 64 bytes (SIGHASH_DEFAULT) or 65 (an explicit sighash byte).
  if (witness.length !== 1 || !signature || (signature.length !== 64 && signature.length !== 65))
    return 'non-mandatory-script-verify-flag (Taproot script path spends are not supported here)'
  const hashType = signature.length === 65 ? (signature[64] ?? 0) : 0
  if (signature.length === 65 && hashType === 0) return SCHNORR_FAILED
  const hash = tx.hashForWitnessV1(
    index,
    prevouts.map((prevout) => prevout.script),
    prevouts.map((prevout) => prevout.value),
    hashType,
  )
  return ecc.verifySchnorr(hash, outputKey, signature.subarray(0, 64)) ? undefined : SCHNORR_FAILED
}

function spendsP2pkh(tx: Transaction, index: number, prevout: Prevout, hash: Uint8Array): ScriptFailure {
  const chunks = script.decompile(tx.ins[index]?.script ?? new Uint8Array()) ?? []
  const [signature, pubkey, ...rest] = chunks
  if (!(signature instanceof Uint8Array) || !(pubkey instanceof Uint8Array) || rest.length > 0)
    return 'mandatory-script-verify-flag-failed (Operation not valid with the current stack size)'
  if (!equal(crypto.hash160(pubkey), hash))
    return 'mandatory-script-verify-flag-failed (Script failed an OP_EQUALVERIFY operation)'
  return ecdsaHolds(signature, pubkey, (hashType) => tx.hashForSignature(index, prevout.script, hashType))
    ? undefined
    : ECDSA_FAILED
}

function spendsP2shP2wpkh(tx: Transaction, index: number, prevout: Prevout, hash: Uint8Array): ScriptFailure {
  const [redeem, ...rest] = script.decompile(tx.ins[index]?.script ?? new Uint8Array()) ?? []
  if (!(redeem instanceof Uint8Array) || rest.length > 0 || !equal(crypto.hash160(redeem), hash))
    return 'mandatory-script-verify-flag-failed (Script evaluated without error but finished with a false/empty top stack element)'
  const program = payments.p2wpkh({ output: redeem }).hash
  if (!program)
    return 'non-mandatory-script-verify-flag (P2SH scripts other than P2SH-P2WPKH are not supported here)'
  return spendsP2wpkh(tx, index, program, prevout.value)
}

/**
 * Whether input `index` of `tx` may spend `prevouts[index]`; `prevouts` lists every input's output, in
 * order (taproot signs them all).
 *
 * @example
 * const failure = inputFailure(tx, 0, [{ script: p2wpkhOutput, value: 50_000n }]) // undefined when it verifies
 */
export function inputFailure(tx: Transaction, index: number, prevouts: readonly Prevout[]): ScriptFailure {
  const prevout = prevouts[index]
  if (!prevout) return 'bad-txns-inputs-missingorspent'
  const out = prevout.script
  if (out.length === 22 && out[0] === 0x00 && out[1] === 0x14)
    return spendsP2wpkh(tx, index, out.subarray(2), prevout.value)
  if (out.length === 34 && out[0] === 0x51 && out[1] === 0x20)
    return spendsP2tr(tx, index, out.subarray(2), prevouts)
  const p2pkh = tryPayment(() => payments.p2pkh({ output: out }).hash)
  if (p2pkh) return spendsP2pkh(tx, index, prevout, p2pkh)
  const p2sh = tryPayment(() => payments.p2sh({ output: out }).hash)
  if (p2sh) return spendsP2shP2wpkh(tx, index, prevout, p2sh)
  return 'non-mandatory-script-verify-flag (the output script is not one of P2WPKH, P2TR, P2PKH, P2SH-P2WPKH)'
}

function tryPayment(read: () => Uint8Array | undefined): Uint8Array | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}
