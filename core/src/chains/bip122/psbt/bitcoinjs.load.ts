import type { BitcoinNetworkName } from '../bitcoin-networks.js'

// bitcoinjs-lib reads and writes PSBTs; it and its elliptic-curve library (for taproot outputs and
// signature checks) are loaded the first time a site touches a PSBT, never with the adapter itself.

export type Bitcoinjs = typeof import('bitcoinjs-lib')
type Ecc = typeof import('@bitcoinerlab/secp256k1')

/** bitcoinjs-lib, ready for taproot, and the curve functions that check signatures. */
export type BitcoinLibrary = { lib: Bitcoinjs; ecc: Ecc }

let loading: Promise<BitcoinLibrary> | undefined

/**
 * Loads bitcoinjs-lib and its curve library once; later calls share the first load.
 *
 * @example
 * const { lib } = await loadBitcoinLibrary()
 * lib.Psbt.fromBase64(psbt)
 */
export function loadBitcoinLibrary(): Promise<BitcoinLibrary> {
  loading ??= Promise.all([import('bitcoinjs-lib'), import('@bitcoinerlab/secp256k1')]).then(([lib, ecc]) => {
    lib.initEccLib(ecc)
    return { lib, ecc }
  })
  return loading
}

/**
 * bitcoinjs-lib's parameters of a network (address prefixes): testnet, testnet4 and signet share
 * testnet's.
 *
 * @example
 * bitcoinjsNetwork(lib, 'regtest').bech32 // 'bcrt'
 */
export function bitcoinjsNetwork(lib: Bitcoinjs, name: BitcoinNetworkName): Bitcoinjs['networks']['bitcoin'] {
  if (name === 'mainnet') return lib.networks.bitcoin
  if (name === 'regtest') return lib.networks.regtest
  return lib.networks.testnet
}
