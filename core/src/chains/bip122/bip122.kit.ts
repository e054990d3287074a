import { provisionalKit } from '../provisional-kit.js'

/** Bitcoin: genesis-hash references; addresses (base58 or bech32) kept as given; explorers show `/address/…`. */
export const bip122Kit = provisionalKit('bip122', 'Bitcoin', 'address')
