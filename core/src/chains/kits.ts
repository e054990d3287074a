import type { Namespace } from '../networks/network.types.js'
import { bip122Kit } from './bip122/bip122.kit.js'
import { cosmosKit } from './cosmos/cosmos.kit.js'
import { eip155Kit } from './eip155/eip155.kit.js'
import type { NamespaceKit } from './kit.types.js'
import { polkadotKit } from './polkadot/polkadot.kit.js'
import { solanaKit } from './solana/solana.kit.js'

/** Every namespace's kit: shared code reads namespace facts here instead of branching on a namespace. */
const kits: { readonly [ns in Namespace]: NamespaceKit<ns> } = {
  eip155: eip155Kit,
  solana: solanaKit,
  polkadot: polkadotKit,
  bip122: bip122Kit,
  cosmos: cosmosKit,
}

/**
 * The kit of a namespace.
 *
 * @example
 * kitOf('eip155').accountKey('0xF39F…') // '0xf39f…'
 */
export function kitOf<ns extends Namespace>(namespace: ns): NamespaceKit<ns> {
  return kits[namespace]
}
