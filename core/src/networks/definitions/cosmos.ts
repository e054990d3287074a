import { defineNetwork } from '../registry.js'

// CAIP-2 references are the chains' Tendermint `chain_id`s (cosmos namespace, ChainAgnostic/namespaces);
// each chain's bech32 address prefix (`cosmos`, `osmo`) is the Cosmos adapter's to know, as Bitcoin's
// address prefixes are Bitcoin's. The RPC URLs are the chains' CometBFT JSON-RPC endpoints over HTTPS.

// Fresh objects per network, so editing one network's data never edits another's.
const mintscan = (chain: string) => ({
  default: { name: 'Mintscan', url: `https://www.mintscan.io/${chain}` },
})
const rpc = (url: string) => ({ default: { http: [url] }, chainDefault: { http: [url] } })

/**
 * The Cosmos Hub (`cosmos:cosmoshub-4`), whose addresses start with `cosmos1`; ATOM has 6 decimals
 * (1 ATOM = 1,000,000 uatom).
 *
 * @example
 * cosmosHub.nativeCurrency.symbol // 'ATOM'
 */
export const cosmosHub = /* @__PURE__ */ defineNetwork({
  id: 'cosmoshub-4',
  caipNetworkId: 'cosmos:cosmoshub-4',
  chainNamespace: 'cosmos',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
  rpcUrls: rpc('https://cosmos-rpc.publicnode.com'),
  blockExplorers: mintscan('cosmos'),
  testnet: false,
})

/**
 * Osmosis (`cosmos:osmosis-1`), whose addresses start with `osmo1`; OSMO has 6 decimals.
 *
 * @example
 * osmosis.caipNetworkId // 'cosmos:osmosis-1'
 */
export const osmosis = /* @__PURE__ */ defineNetwork({
  id: 'osmosis-1',
  caipNetworkId: 'cosmos:osmosis-1',
  chainNamespace: 'cosmos',
  name: 'Osmosis',
  nativeCurrency: { name: 'Osmosis', symbol: 'OSMO', decimals: 6 },
  rpcUrls: rpc('https://osmosis-rpc.publicnode.com'),
  blockExplorers: mintscan('osmosis'),
  testnet: false,
})
