import { caipAccountPattern, caipReferencePattern } from '../caip-facts.js'
import type { NamespaceKit } from '../kit.types.js'

/** Polkadot: genesis-hash references; SS58 addresses kept as given; explorers show `/account/…`. */
export const polkadotKit: NamespaceKit<'polkadot'> = {
  namespace: 'polkadot',
  referencePattern: caipReferencePattern,
  networkIdType: 'string',
  isAddress: (value) => caipAccountPattern.test(value),
  accountKey: (address) => address,
  explorerAddressPath: 'account',
}
