import { caipAccountPattern, caipReferencePattern } from '../caip-facts.js'
import type { NamespaceKit } from '../kit.types.js'

/** Cosmos: chain-id references; bech32 addresses kept as given; explorers show `/account/…`. */
export const cosmosKit: NamespaceKit<'cosmos'> = {
  namespace: 'cosmos',
  referencePattern: caipReferencePattern,
  networkIdType: 'string',
  isAddress: (value) => caipAccountPattern.test(value),
  accountKey: (address) => address,
  explorerAddressPath: 'account',
}
