import { bip122Kit } from './bip122/bip122.kit.js'
import { eip155Kit } from './eip155/eip155.kit.js'
import { registerKit } from './kits.js'
import { solanaKit } from './solana/solana.kit.js'

/**
 * Registers the kit of every namespace Foyer has one for, for code that must know them all without
 * their adapters: a server verifying sign-ins, the mock adapter, tests. A page never calls it; there
 * each adapter registers its own.
 *
 * @example
 * registerKnownKits()
 * kitOf('solana').isAddress('11111111111111111111111111111111') // true
 */
export function registerKnownKits(): void {
  registerKit(eip155Kit)
  registerKit(solanaKit)
  registerKit(bip122Kit)
}
