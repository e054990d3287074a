import type { Namespace } from '../networks/network.types.js'
import { caipAccountPattern, caipReferencePattern } from './caip-facts.js'
import type { NamespaceKit } from './kit.types.js'

/**
 * The kit of a namespace whose adapter is not built yet: CAIP's general reference and account shapes,
 * addresses compared as written. Its adapter's issue replaces it with the namespace's own rules.
 *
 * @example
 * export const cosmosKit = provisionalKit('cosmos', 'Cosmos', 'account')
 */
export function provisionalKit<ns extends Namespace>(
  namespace: ns,
  displayName: string,
  explorerAddressPath: string,
): NamespaceKit<ns> {
  return {
    namespace,
    displayName,
    referencePattern: caipReferencePattern,
    networkIdType: 'string',
    isAddress: (value) => caipAccountPattern.test(value),
    accountKey: (address) => address,
    explorerAddressPath,
    hasActivity: false,
    hasNames: false,
  }
}
