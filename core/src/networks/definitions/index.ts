export * from './all.js'

/**
 * Every network Foyer defines (SPEC §3), keyed by the camelCase names viem and wagmi use. A namespace
 * object: bundlers keep only the networks a site reads from it.
 *
 * @example
 * defineNetworks([networks.mainnet, networks.base, networks.solana])
 */
export * as networks from './all.js'
