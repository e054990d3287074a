import { defineNetwork, type Network } from '@foyer/core'

/** The two local chains the test starts, from the build's environment. */
function localChain(chainId: number, name: string, rpcUrl: string | undefined): Network<'eip155'> {
  if (!rpcUrl) throw new Error(`No RPC URL for ${name}: set VITE_FOYER_RPC_URL_${chainId} when building`)
  return defineNetwork({
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}

export const localNetworks = [
  localChain(31337, 'Local Chain A', import.meta.env.VITE_FOYER_RPC_URL_31337),
  localChain(31338, 'Local Chain B', import.meta.env.VITE_FOYER_RPC_URL_31338),
] as const
