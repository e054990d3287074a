import { bitcoin, bitcoinTestnet } from './bitcoin.js'
import { arbitrum, avalanche, base, bsc, mainnet, optimism, polygon, zksync } from './evm.js'
import { solana, solanaDevnet, solanaTestnet } from './solana.js'

export { bitcoin, bitcoinTestnet } from './bitcoin.js'
export { arbitrum, avalanche, base, bsc, mainnet, optimism, polygon, zksync } from './evm.js'
export { solana, solanaDevnet, solanaTestnet } from './solana.js'

/**
 * Every network Foyer defines (SPEC §3), keyed by the camelCase names viem and wagmi use.
 *
 * @example
 * defineNetworks([networks.mainnet, networks.base, networks.solana])
 */
export const networks = {
  arbitrum,
  avalanche,
  base,
  bsc,
  mainnet,
  optimism,
  polygon,
  zksync,
  solana,
  solanaDevnet,
  solanaTestnet,
  bitcoin,
  bitcoinTestnet,
} as const
