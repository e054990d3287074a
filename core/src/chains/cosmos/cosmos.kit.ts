import { provisionalKit } from '../provisional-kit.js'

/** Cosmos: chain-id references; bech32 addresses kept as given; explorers show `/account/…`. */
export const cosmosKit = provisionalKit('cosmos', 'Cosmos', 'account')
