import { provisionalKit } from '../provisional-kit.js'

/** Polkadot: genesis-hash references; SS58 addresses kept as given; explorers show `/account/…`. */
export const polkadotKit = provisionalKit('polkadot', 'Polkadot', 'account')
