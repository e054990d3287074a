export * from './all.js'
/**
 * Every network Foyer defines (SPEC §3), keyed by the camelCase names viem and wagmi use. A namespace
 * object: bundlers keep only the networks a site reads from it.
 *
 * @example
 * defineNetworks([networks.mainnet, networks.base, networks.solana])
 */
export * as networks from './all.js'
// Polkadot's presets are named exports only, outside `networks`: that object holds the networks the
// SPEC says Foyer defines (§3), and the EVM-only site imports it.
export { cosmosHub, osmosis } from './cosmos.js'
export { kusama, polkadot, westend } from './polkadot.js'
