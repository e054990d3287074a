import { createFoyer, networks, walletDirectory } from '@foyer/core'
import { eip155 } from '@foyer/core/eip155'
import { walletConnect } from '@foyer/core/walletconnect'
import { FoyerModal, FoyerProvider, useAccountView, useModal } from '@foyer/react'
import { createRoot } from 'react-dom/client'
import { BenchPage } from '../shared/BenchPage.js'
import { metadata, PROJECT_ID, rootElement } from '../shared/settings.js'

// Ethereum and Base, and WalletConnect offered as the peers offer it by default. The API host stands
// for Foyer's cloud (remote configuration, wallet directory); offline, its calls fail like the peers'.
const used = [networks.mainnet, networks.base] as const
const foyer = createFoyer({
  projectId: PROJECT_ID,
  services: { apiUrl: 'https://api.example.com' },
  adapters: [eip155({ networks: used })],
  modules: [walletDirectory(), walletConnect({ projectId: PROJECT_ID, networks: used, metadata })],
  metadata,
})

function App() {
  const { open } = useModal()
  const account = useAccountView()
  return (
    <BenchPage
      title="Foyer"
      onConnect={() => open()}
      address={account.status === 'connected' ? account.address : undefined}
    />
  )
}

createRoot(rootElement()).render(
  <FoyerProvider foyer={foyer}>
    <App />
    <FoyerModal />
  </FoyerProvider>,
)
