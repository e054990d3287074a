import type { CaipNetworkId } from '../../networks/network.types.js'

// Polkadot's networks by CAIP-2 reference (`polkadot:` + the first 32 hex digits of the genesis block
// hash), with the SS58 prefix each writes addresses with. An address is the same account on every
// network (it is the key), but wallets and explorers show it with the network's prefix, and so must
// Foyer. A network Foyer does not know has no prefix here: its chain says which (`system_properties`).

const ss58Prefixes: Readonly<Record<string, number>> = {
  '91b171bb158e2d3848fa23a9f1c25182': 0, // Polkadot
  b0a8d493285c2df73290dfb7e61f870f: 2, // Kusama
  e143f23803ac50e8f6f8e62695d1ce9e: 42, // Westend (42: generic Substrate)
}

/**
 * The SS58 prefix addresses are written with on the network `caipNetworkId`, when Foyer knows the
 * network (Polkadot, Kusama, Westend).
 *
 * @example
 * ss58PrefixOf('polkadot:b0a8d493285c2df73290dfb7e61f870f') // 2 (Kusama)
 */
export function ss58PrefixOf(caipNetworkId: CaipNetworkId): number | undefined {
  if (!caipNetworkId.startsWith('polkadot:')) return undefined
  return ss58Prefixes[caipNetworkId.slice('polkadot:'.length)]
}

// A block hash as nodes answer `chain_getBlockHash(0)`: 32 bytes in hex, `0x` first or not.
const blockHashPattern = /^(?:0x)?([0-9a-fA-F]{64})$/

/**
 * The CAIP-2 reference of the network whose genesis block hash is `hash`: its first 32 hex digits,
 * lowercase (the polkadot namespace's rule). `undefined` when `hash` is not a 32-byte hex hash.
 *
 * @example
 * caipReferenceOfGenesisHash('0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3') // '91b171bb158e2d3848fa23a9f1c25182'
 */
export function caipReferenceOfGenesisHash(hash: string): string | undefined {
  return blockHashPattern.exec(hash)?.[1]?.slice(0, 32).toLowerCase()
}
