import { type CreateFoyerOptions, type FoyerModule, networks, walletDirectory } from '@foyer/core'
import { eip155 } from '@foyer/core/eip155'
import { walletConnect } from '@foyer/core/walletconnect'
import { metadata, PROJECT_ID } from '../shared/settings.js'

// Ethereum and Base, and WalletConnect offered as the peers offer it by default. The API host stands
// for Foyer's cloud (remote configuration, wallet directory); offline, its calls fail like the peers'.
const used = [networks.mainnet, networks.base] as const

/** The bench's Foyer without its modules: the EVM adapter on Ethereum and Base. */
export const adapterOptions = (): CreateFoyerOptions => ({
  projectId: PROJECT_ID,
  services: { apiUrl: 'https://api.example.com' },
  adapters: [eip155({ networks: used })],
  metadata,
})

/** The bench's modules: the wallet directory and WalletConnect. */
export const benchModules = (): FoyerModule[] => [
  walletDirectory(),
  walletConnect({ projectId: PROJECT_ID, networks: used, metadata }),
]

/** The bench's Foyer, before it is created (the heap's phases read the page with only this evaluated). */
export const foyerOptions = (): CreateFoyerOptions => ({ ...adapterOptions(), modules: benchModules() })
