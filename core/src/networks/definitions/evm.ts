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
// with it. `@__PURE__` lets bundlers drop the ones a site does not import. Each `imageId` is the
// network's logo among the Blockchain API's public assets (`/public/getAssetImage/{id}`).

/**
 * Arbitrum One (`eip155:42161`).
 *
 * @example
 * arbitrum.caipNetworkId // 'eip155:42161'
 */
export const arbitrum = /* @__PURE__ */ fromViemChain(viemArbitrum, {
  imageId: '600a9a04-c1b9-42ca-6785-9b4b6ff85200',
})

/**
 * Avalanche C-Chain (`eip155:43114`).
 *
 * @example
 * avalanche.nativeCurrency.symbol // 'AVAX'
 */
export const avalanche = /* @__PURE__ */ fromViemChain(viemAvalanche, {
  imageId: '30c46e53-e989-45fb-4549-be3bd4eb3b00',
})

/**
 * Base (`eip155:8453`).
 *
 * @example
 * base.id // 8453
 */
export const base = /* @__PURE__ */ fromViemChain(viemBase, {
  imageId: '7289c336-3981-4081-c5f4-efc26ac64a00',
})

/**
 * BNB Smart Chain (`eip155:56`).
 *
 * @example
 * bsc.name // 'BNB Smart Chain'
 */
export const bsc = /* @__PURE__ */ fromViemChain(viemBsc, { imageId: '93564157-2e8e-4ce7-81df-b264dbee9b00' })

/**
 * Ethereum mainnet (`eip155:1`).
 *
 * @example
 * mainnet.caipNetworkId // 'eip155:1'
 */
export const mainnet = /* @__PURE__ */ fromViemChain(viemMainnet, {
  imageId: '692ed6ba-e569-459a-556a-776476829e00',
})

/**
 * OP Mainnet (`eip155:10`).
 *
 * @example
 * optimism.name // 'OP Mainnet'
 */
export const optimism = /* @__PURE__ */ fromViemChain(viemOptimism, {
  imageId: 'ab9c186a-c52f-464b-2906-ca59d760a400',
})

/**
 * Polygon PoS (`eip155:137`).
 *
 * @example
 * polygon.id // 137
 */
export const polygon = /* @__PURE__ */ fromViemChain(viemPolygon, {
  imageId: '41d04d42-da3b-4453-8506-668cc0727900',
})

/**
 * ZKsync Era (`eip155:324`).
 *
 * @example
 * zksync.name // 'ZKsync Era'
 */
export const zksync = /* @__PURE__ */ fromViemChain(viemZksync, {
  imageId: 'b310f07f-4ef7-49f3-7073-2a0a39685800',
})
