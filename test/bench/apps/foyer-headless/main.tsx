import type { Foyer, WalletConnectActions } from '@foyer/core'
import { DeferredFoyerProvider, useConnectView, useFoyer, useModal } from '@foyer/react'
import { Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { FoyerBenchPage } from '../foyer/FoyerBenchPage.js'
import { rootElement } from '../shared/settings.js'

// The bench's Foyer page with a dialog of its own on Foyer's public hooks instead of <FoyerModal>, as
// a site with a custom UI builds it: for the heap's floors (test/bench/heap-floors.ts), what Foyer's
// core costs without its modal UI. The Foyer loads after the first paint, as on the bench's page.
const loadFoyer = () => import('./foyer.js').then((module) => module.foyer)

/** One button per wallet the Connect view lists (installed ones, then the directory's). */
function ConnectList() {
  const { groups } = useConnectView()
  // A module's intents are on the Foyer when the site plugged it in (a type, not its code, imported).
  const foyer: Foyer & Partial<WalletConnectActions> = useFoyer()
  return (
    <div role="dialog" aria-label="Connect a wallet">
      {groups.map((entry) =>
        'connectors' in entry
          ? entry.connectors.map((connector) => (
              <button type="button" key={connector.id} onClick={() => foyer.connect(connector.id)}>
                {connector.name}
              </button>
            ))
          : entry.wallets.map((wallet) => (
              <button type="button" key={wallet.id} onClick={() => foyer.connectWalletConnect?.(wallet)}>
                {wallet.name}
              </button>
            )),
      )}
    </div>
  )
}

function HeadlessDialog() {
  const { isOpen } = useModal()
  return isOpen ? (
    <Suspense fallback={null}>
      <ConnectList />
    </Suspense>
  ) : null
}

createRoot(rootElement()).render(
  <DeferredFoyerProvider load={loadFoyer}>
    <FoyerBenchPage />
    <HeadlessDialog />
  </DeferredFoyerProvider>,
)
