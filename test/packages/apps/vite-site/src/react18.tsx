import { createFoyer, toasts } from '@foyer/core'
import { eip155 } from '@foyer/core/eip155'
import { AccountButton, FoyerModal, FoyerProvider, NetworkButton, Toaster } from '@foyer/react'
import { StrictMode, version } from 'react'
import { createRoot } from 'react-dom/client'
import { localNetworks } from './local-networks'

const foyer = createFoyer({ adapters: [eip155({ networks: localNetworks })], modules: [toasts()] })

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing')
container.dataset.reactVersion = version
createRoot(container).render(
  <StrictMode>
    <FoyerProvider foyer={foyer}>
      <header>
        <AccountButton />
        <span data-testid="network-button">
          <NetworkButton />
        </span>
      </header>
      <FoyerModal />
      <Toaster />
    </FoyerProvider>
  </StrictMode>,
)
