import { createFoyer } from '@foyer/core'
import { adapterOptions, benchModules } from '../foyer/foyer-options.js'

// `__WITH_MODULES__` (set by the build): the bench's Foyer whole, or the EVM adapter alone, without
// the wallet directory and WalletConnect modules (their code is then left out of the build).
declare const __WITH_MODULES__: boolean

export const foyer = createFoyer({ ...adapterOptions(), modules: __WITH_MODULES__ ? benchModules() : [] })
