import { defineNetwork } from '../registry.js'

// CAIP-2 references are the first 32 hex characters of each chain's genesis block hash (bip122
// namespace). Bitcoin has no public JSON-RPC that wallets share: adapters talk to the wallet, so the
// RPC lists start empty and a site that runs a node adds it with `withRpcUrls` or `rpcOverrides`.

// Fresh objects per network, so editing one network's data never edits another's.
const btc = () => ({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })

/**
 * Bitcoin mainnet (`bip122:000000000019d6689c085ae165831e93`).
 *
 * @example
 * bitcoin.nativeCurrency.decimals // 8
 */
export const bitcoin = /* @__PURE__ */ defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  // Bitcoin's logo among the Blockchain API's public assets (`/public/getAssetImage/{id}`).
  assets: { imageId: '0b4838db-0161-4ffe-022d-532bf03dba00' },
  nativeCurrency: btc(),
  rpcUrls: { default: { http: [] }, chainDefault: { http: [] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
  testnet: false,
})

/**
 * Bitcoin testnet3 (`bip122:000000000933ea01ad0ee984209779ba`).
 *
 * @example
 * bitcoinTestnet.testnet // true
 */
export const bitcoinTestnet = /* @__PURE__ */ defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  assets: { imageId: '39354064-d79b-420b-065d-f980c4b78200' },
  nativeCurrency: btc(),
  rpcUrls: { default: { http: [] }, chainDefault: { http: [] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet' } },
  testnet: true,
})
