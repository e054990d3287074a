import { defineNetwork } from '@foyer/core'

const rpcUrl = process.env.NEXT_PUBLIC_FOYER_RPC_URL
if (!rpcUrl) throw new Error('NEXT_PUBLIC_FOYER_RPC_URL is not set: the site needs its local chain')

/** The site's one network: the local anvil chain the test starts. */
export const devnet = defineNetwork({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local Chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  testnet: true,
})
