import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, initEccLib, type Network, networks, Psbt, payments, toXOnly } from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'

// A Bitcoin key as scripted wallets and tests hold it: its addresses of each kind and the signer
// for each (taproot signs with the tweaked key, BIP-341's key path).

initEccLib(ecc)
const ECPair = ECPairFactory(ecc)

/** The address kinds wallets hand out. */
export type BitcoinAddressType = 'p2wpkh' | 'p2tr' | 'p2pkh' | 'p2sh'

/** One address of a key, with what signs for it and what a PSBT input spending it needs. */
export type BitcoinKeyAddress = {
  address: string
  type: BitcoinAddressType
  /** Hex: the compressed key, or for p2tr the 32-byte x-only internal key. */
  publicKey: string
  output: Uint8Array
  signer: ECPairInterface
  /** The redeem script of p2sh (P2SH-P2WPKH). */
  redeemScript?: Uint8Array
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/**
 * The key `privateKeyHex` (32 bytes) on `network` (regtest by default), with its four addresses.
 *
 * @example
 * const key = bitcoinKey('11'.repeat(32))
 * key.of('p2tr').address // 'bcrt1p…'
 */
export function bitcoinKey(privateKeyHex: string, network: Network = networks.regtest) {
  const pair = ECPair.fromPrivateKey(Buffer.from(privateKeyHex, 'hex'), { network })
  const pubkey = pair.publicKey
  const internal = toXOnly(pubkey)
  const p2wpkh = payments.p2wpkh({ pubkey, network })
  const p2sh = payments.p2sh({ redeem: p2wpkh, network })
  const p2tr = payments.p2tr({ internalPubkey: internal, network })
  const p2pkh = payments.p2pkh({ pubkey, network })
  const tweaked = pair.tweak(crypto.taggedHash('TapTweak', internal))
  const entry = (type: BitcoinAddressType, payment: payments.Payment, signer: ECPairInterface) => {
    if (!payment.address || !payment.output) throw new Error(`no ${type} address`)
    return {
      address: payment.address,
      type,
      publicKey: hex(type === 'p2tr' ? internal : pubkey),
      output: payment.output,
      signer,
      ...(type === 'p2sh' && p2wpkh.output ? { redeemScript: p2wpkh.output } : {}),
    }
  }
  const all: Record<BitcoinAddressType, BitcoinKeyAddress> = {
    p2wpkh: entry('p2wpkh', p2wpkh, pair),
    p2tr: entry('p2tr', p2tr, tweaked),
    p2pkh: entry('p2pkh', p2pkh, pair),
    p2sh: entry('p2sh', p2sh, pair),
  }
  return {
    network,
    wif: pair.toWIF(),
    of: (type: BitcoinAddressType): BitcoinKeyAddress => all[type],
    /** The address entry for `address`, when it is one of this key's. */
    find: (address: string): BitcoinKeyAddress | undefined =>
      Object.values(all).find((candidate) => candidate.address === address),
  }
}

/** A key and its addresses. */
export type BitcoinKey = ReturnType<typeof bitcoinKey>

/** An output to spend: where it is and what it holds. */
export type SpendableOutput = { txid: string; vout: number; value: bigint }

/**
 * A PSBT spending `inputs` of `from` to `outputs`, unsigned (the input data each address kind needs
 * is filled in: witness UTXO, taproot internal key, redeem script, and the full previous transaction
 * through `previousHex`, which p2pkh needs and which proves a segwit input's amount).
 *
 * @example
 * const psbt = buildPsbt(key.of('p2wpkh'), [utxo], [{ address: to, value: 10_000n }], key.network)
 */
export function buildPsbt(
  from: BitcoinKeyAddress,
  inputs: readonly (SpendableOutput & { previousHex?: string })[],
  outputs: readonly { address: string; value: bigint }[],
  network: Network,
): Psbt {
  const psbt = new Psbt({ network })
  for (const input of inputs) {
    const witnessUtxo = { script: from.output, value: input.value }
    psbt.addInput({
      hash: input.txid,
      index: input.vout,
      ...(from.type === 'p2pkh' || input.previousHex !== undefined
        ? { nonWitnessUtxo: Buffer.from(input.previousHex ?? '', 'hex') }
        : {}),
      ...(from.type === 'p2pkh' ? {} : { witnessUtxo }),
      ...(from.type === 'p2tr' ? { tapInternalKey: Buffer.from(from.publicKey, 'hex') } : {}),
      ...(from.redeemScript ? { redeemScript: from.redeemScript } : {}),
    })
  }
  for (const output of outputs) psbt.addOutput({ address: output.address, value: output.value })
  return psbt
}
