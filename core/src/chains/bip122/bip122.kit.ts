import { caipAccountPattern, caipReferencePattern } from '../caip-facts.js'
import type { NamespaceKit } from '../kit.types.js'

/** Bitcoin: genesis-hash references; addresses (base58 or bech32) kept as given; explorers show `/address/…`. */
export const bip122Kit: NamespaceKit<'bip122'> = {
  namespace: 'bip122',
  referencePattern: caipReferencePattern,
  networkIdType: 'string',
  isAddress: (value) => caipAccountPattern.test(value),
  accountKey: (address) => address,
  explorerAddressPath: 'address',
}
