'use client'

import { cookieStorage, createFoyer } from '@foyer/core'
import { eip155 } from '@foyer/core/eip155'
import { AccountButton, FoyerModal, FoyerProvider, loadFoyerLocale, preloadFoyerModal } from '@foyer/react'
import { use, useState } from 'react'
import { devnet } from '../devnet'

// The server's markup and the browser's first render (while hydrating) must read the same: both wait
// for the Arabic texts, and for the modal's UI, which this page shows in place (embedded) from the
// start. Loaded once per server process, and once per page load in the browser.
let loading: Promise<unknown> | undefined
const arabicAndModal = () => {
  loading ??= Promise.all([loadFoyerLocale('ar'), preloadFoyerModal()])
  return loading
}

/**
 * The site in Arabic: the account button, and the modal embedded in the page, open on Connect,
 * right to left. One Foyer per page load in the browser and per request on the server, its cookies
 * from the request, as on the English page.
 */
export function ArabicFoyerSite({ cookieHeader }: { cookieHeader: string | null }) {
  use(arabicAndModal())
  const [foyer] = useState(() => {
    const created = createFoyer({
      embedded: true,
      storage: cookieStorage(typeof document === 'undefined' ? { cookieHeader } : {}),
      adapters: [eip155({ networks: [devnet] })],
    })
    // Connect lists the wallets the browser announces, which a server cannot know: the browser's first
    // render (hydrating) lists none, as the server did, and its wallets come right after.
    created.open('Connect')
    return created
  })
  return (
    <FoyerProvider foyer={foyer} locale="ar">
      <AccountButton />
      <FoyerModal />
    </FoyerProvider>
  )
}
