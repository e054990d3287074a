import type { Namespace } from '../networks/network.types.js'
import { genericKit } from './generic-kit.js'
import type { NamespaceKit } from './kit.types.js'

// The kits of the namespaces a site configured: each adapter registers its namespace's kit when it is
// created, so a page downloads the rules of the namespaces it uses and no others. Shared code reads
// namespace facts here instead of branching on a namespace.
const registered: { [ns in Namespace]?: NamespaceKit<ns> } = {}

/**
 * Makes a namespace's kit the one `kitOf` answers. Kits are facts, the same for every Foyer on a page,
 * so registering one twice changes nothing.
 *
 * @example
 * registerKit(solanaKit) // in solana(): the adapter brings its namespace's rules
 */
export function registerKit<ns extends Namespace>(kit: NamespaceKit<ns>): void {
  Object.assign(registered, { [kit.namespace]: kit })
}

/**
 * The kit of a namespace: its adapter's, or CAIP's general rules when no adapter brought one.
 *
 * @example
 * kitOf('eip155').accountKey('0xF39F…') // '0xf39f…'
 */
export function kitOf<ns extends Namespace>(namespace: ns): NamespaceKit<ns> {
  const kit: NamespaceKit<ns> | undefined = registered[namespace]
  return kit ?? genericKit(namespace)
}
