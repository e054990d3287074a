import { defineNetwork } from '../registry.js'

// CAIP-2 references are the first 32 hex digits of each relay chain's genesis block hash (polkadot
// namespace, ChainAgnostic/namespaces); each network's SS58 prefix (0, 2, 42) is Polkadot's kit's to
// know (`chains/polkadot/polkadot-networks.ts`), as Bitcoin's address prefixes are Bitcoin's. The RPC
// URLs are Parity's public nodes over HTTPS (a network's RPC URLs are http(s)); the same hosts serve
// WebSocket (`wss://`) for subscriptions.

// Fresh objects per network, so editing one network's data never edits another's.
const subscan = (url: string) => ({ default: { name: 'Subscan', url } })
const rpc = (url: string) => ({ default: { http: [url] }, chainDefault: { http: [url] } })

/**
 * Polkadot's relay chain (`polkadot:91b171bb158e2d3848fa23a9f1c25182`), whose addresses start with `1`.
 *
 * @example
 * polkadot.nativeCurrency.decimals // 10
 */
export const polkadot = /* @__PURE__ */ defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: rpc('https://rpc.polkadot.io'),
  blockExplorers: subscan('https://polkadot.subscan.io'),
  testnet: false,
})

/**
 * Kusama's relay chain (`polkadot:b0a8d493285c2df73290dfb7e61f870f`), Polkadot's canary network.
 *
 * @example
 * kusama.nativeCurrency.symbol // 'KSM'
 */
export const kusama = /* @__PURE__ */ defineNetwork({
  id: 'b0a8d493285c2df73290dfb7e61f870f',
  caipNetworkId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f',
  chainNamespace: 'polkadot',
  name: 'Kusama',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrls: rpc('https://kusama-rpc.polkadot.io'),
  blockExplorers: subscan('https://kusama.subscan.io'),
  testnet: false,
})

/**
 * Westend (`polkadot:e143f23803ac50e8f6f8e62695d1ce9e`), Polkadot's test network.
 *
 * @example
 * westend.testnet // true
 */
export const westend = /* @__PURE__ */ defineNetwork({
  id: 'e143f23803ac50e8f6f8e62695d1ce9e',
  caipNetworkId: 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
  chainNamespace: 'polkadot',
  name: 'Westend',
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrls: rpc('https://westend-rpc.polkadot.io'),
  blockExplorers: subscan('https://westend.subscan.io'),
  testnet: true,
})
