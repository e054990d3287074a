// Every network Foyer defines, one export each: `networks` is this module as a namespace, so a site
// that uses `networks.mainnet` bundles mainnet only (a plain object would keep all thirteen, with
// viem's zkSync and OP-stack formatters).
export { bitcoin, bitcoinTestnet } from './bitcoin.js'
export { arbitrum, avalanche, base, bsc, mainnet, optimism, polygon, zksync } from './evm.js'
export { solana, solanaDevnet, solanaTestnet } from './solana.js'
