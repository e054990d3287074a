import { defineNetwork } from '../registry.js'

// CAIP-2 references are the first 32 characters of each cluster's genesis hash (Solana namespace,
// ChainAgnostic/namespaces). The deprecated ids come from the superseded CAIP-30, which hashed the
// older clusters; wallets built on it still report them, so lookups accept both.

// Fresh objects per network, so editing one network's data never edits another's.
const sol = () => ({ name: 'Solana', symbol: 'SOL', decimals: 9 })
const solscan = () => ({ default: { name: 'Solscan', url: 'https://solscan.io' } })

/**
 * Solana mainnet-beta (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`).
 *
 * @example
 * solana.deprecatedCaipNetworkId // 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'
 */
export const solana = /* @__PURE__ */ defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  // Solana's logo among the Blockchain API's public assets (`/public/getAssetImage/{id}`).
  assets: { imageId: 'a1b58899-f671-4276-6a5e-56ca5bd59700' },
  name: 'Solana',
  nativeCurrency: sol(),
  rpcUrls: {
    default: { http: ['https://api.mainnet-beta.solana.com'] },
    chainDefault: { http: ['https://api.mainnet-beta.solana.com'] },
  },
  blockExplorers: solscan(),
  testnet: false,
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
})

/**
 * Solana devnet (`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`).
 *
 * @example
 * solanaDevnet.testnet // true
 */
export const solanaDevnet = /* @__PURE__ */ defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  assets: { imageId: 'a1b58899-f671-4276-6a5e-56ca5bd59700' },
  name: 'Solana Devnet',
  nativeCurrency: sol(),
  rpcUrls: {
    default: { http: ['https://api.devnet.solana.com'] },
    chainDefault: { http: ['https://api.devnet.solana.com'] },
  },
  blockExplorers: solscan(),
  testnet: true,
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
})

/**
 * Solana testnet (`solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`). CAIP-30 never listed a testnet id, so
 * there is no deprecated one to accept.
 *
 * @example
 * solanaTestnet.caipNetworkId // 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
 */
export const solanaTestnet = /* @__PURE__ */ defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  assets: { imageId: 'a1b58899-f671-4276-6a5e-56ca5bd59700' },
  name: 'Solana Testnet',
  nativeCurrency: sol(),
  rpcUrls: {
    default: { http: ['https://api.testnet.solana.com'] },
    chainDefault: { http: ['https://api.testnet.solana.com'] },
  },
  blockExplorers: solscan(),
  testnet: true,
})
