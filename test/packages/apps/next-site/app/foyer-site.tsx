'use client'

import { cookieStorage, createFoyer, defineNetwork } from '@foyer/core'
import { eip155 } from '@foyer/core/eip155'
import { AccountButton, FoyerModal, FoyerProvider } from '@foyer/react'
import { useState } from 'react'

const rpcUrl = process.env.NEXT_PUBLIC_FOYER_RPC_URL
if (!rpcUrl) throw new Error('NEXT_PUBLIC_FOYER_RPC_URL is not set: the site needs its local chain')

const devnet = defineNetwork({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local Chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  testnet: true,
})

/**
 * One Foyer per page load in the browser and per request on the server. On the server the cookies
 * come from the request, so the account button's first markup (connect, or a connection being
 * restored) is the one the browser renders first too: no hydration mismatch.
 */
export function FoyerSite({ cookieHeader }: { cookieHeader: string | null }) {
  const [foyer] = useState(() =>
    createFoyer({
      storage: cookieStorage(typeof document === 'undefined' ? { cookieHeader } : {}),
      adapters: [eip155({ networks: [devnet] })],
    }),
  )
  return (
    <FoyerProvider foyer={foyer}>
      <AccountButton />
      <FoyerModal />
    </FoyerProvider>
  )
}
