import {
  arbitrum as viemArbitrum,
  avalanche as viemAvalanche,
  base as viemBase,
  bsc as viemBsc,
  mainnet as viemMainnet,
  optimism as viemOptimism,
  polygon as viemPolygon,
  zksync as viemZksync,
} from 'viem/chains'
import { fromViemChain } from '../from-viem-chain.js'

// The EVM networks of SPEC §3, derived from viem so names, currencies, RPCs and contracts stay in sync
// with it. `@__PURE__` lets bundlers drop the ones a site does not import.

/**
 * Arbitrum One (`eip155:42161`).
 *
 * @example
 * arbitrum.caipNetworkId // 'eip155:42161'
 */
export const arbitrum = /* @__PURE__ */ fromViemChain(viemArbitrum)

/**
 * Avalanche C-Chain (`eip155:43114`).
 *
 * @example
 * avalanche.nativeCurrency.symbol // 'AVAX'
 */
export const avalanche = /* @__PURE__ */ fromViemChain(viemAvalanche)

/**
 * Base (`eip155:8453`).
 *
 * @example
 * base.id // 8453
 */
export const base = /* @__PURE__ */ fromViemChain(viemBase)

/**
 * BNB Smart Chain (`eip155:56`).
 *
 * @example
 * bsc.name // 'BNB Smart Chain'
 */
export const bsc = /* @__PURE__ */ fromViemChain(viemBsc)

/**
 * Ethereum mainnet (`eip155:1`).
 *
 * @example
 * mainnet.caipNetworkId // 'eip155:1'
 */
export const mainnet = /* @__PURE__ */ fromViemChain(viemMainnet)

/**
 * OP Mainnet (`eip155:10`).
 *
 * @example
 * optimism.name // 'OP Mainnet'
 */
export const optimism = /* @__PURE__ */ fromViemChain(viemOptimism)

/**
 * Polygon PoS (`eip155:137`).
 *
 * @example
 * polygon.id // 137
 */
export const polygon = /* @__PURE__ */ fromViemChain(viemPolygon)

/**
 * ZKsync Era (`eip155:324`).
 *
 * @example
 * zksync.name // 'ZKsync Era'
 */
export const zksync = /* @__PURE__ */ fromViemChain(viemZksync)
