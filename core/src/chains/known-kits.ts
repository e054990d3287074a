import { bip122Kit } from './bip122/bip122.kit.js'
import { cosmosKit } from './cosmos/cosmos.kit.js'
import { eip155Kit } from './eip155/eip155.kit.js'
import type { NamespaceKits } from './kits.js'
import { polkadotKit } from './polkadot/polkadot.kit.js'
import { solanaKit } from './solana/solana.kit.js'

/**
 * The kit of every namespace Foyer has one for, for code that stands in for any namespace's adapter
 * (the mock adapter) and for tests. A page's Foyer never uses this list: its kits are its adapters'.
 *
 * @example
 * kitOf(knownKits, 'solana').isAddress('11111111111111111111111111111111') // true
 */
export const knownKits: NamespaceKits = [eip155Kit, solanaKit, bip122Kit, polkadotKit, cosmosKit]
