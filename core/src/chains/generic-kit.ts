import type { Namespace } from '../networks/network.types.js'
import { caipAccountPattern, caipReferencePattern } from './caip-facts.js'
import type { NamespaceKit } from './kit.types.js'

/**
 * The kit of a namespace no adapter brought: CAIP's general reference and account shapes, addresses
 * compared as written, named by the namespace itself. A site meets it only for data of a namespace it
 * did not configure (a stored id, another namespace in a WalletConnect session), which it only has to
 * tell apart from junk, and for networks defined before their adapter was created (a preset, a site's
 * own chain), whose id must still be their CAIP-2 reference.
 *
 * @example
 * genericKit('cosmos').isAddress('cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02') // true
 */
export function genericKit<ns extends Namespace>(namespace: ns): NamespaceKit<ns> {
  return {
    namespace,
    displayName: namespace,
    referencePattern: caipReferencePattern,
    isAddress: (value) => caipAccountPattern.test(value),
    accountKey: (address) => address,
    explorerAddressPath: 'address',
    hasActivity: false,
    hasNames: false,
  }
}
