'use client'

import { cookieStorage, createFoyer } from '@foyer/core'
import { eip155 } from '@foyer/core/eip155'
import { AccountButton, FoyerModal, FoyerProvider } from '@foyer/react'
import { useState } from 'react'
import { devnet } from './devnet'

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
