import { createFoyer, networks, walletDirectory } from '@foyer/core'
import { eip155 } from '@foyer/core/eip155'
import { walletConnect } from '@foyer/core/walletconnect'
import { metadata, PROJECT_ID } from '../shared/settings.js'

// Ethereum and Base, and WalletConnect offered as the peers offer it by default. The API host stands
// for Foyer's cloud (remote configuration, wallet directory); offline, its calls fail like the peers'.
// Its own module, so the page loads it after its first paint (`<DeferredFoyerProvider>` in main.tsx).
const used = [networks.mainnet, networks.base] as const
export const foyer = createFoyer({
  projectId: PROJECT_ID,
  services: { apiUrl: 'https://api.example.com' },
  adapters: [eip155({ networks: used })],
  modules: [walletDirectory(), walletConnect({ projectId: PROJECT_ID, networks: used, metadata })],
  metadata,
})
