import { isAddress } from 'viem'
import type { NamespaceKit } from '../kit.types.js'

/**
 * Options for {@link isEvmAddress}.
 *
 * @example
 * const options: IsEvmAddressOptions = { strict: false }
 */
export type IsEvmAddressOptions = {
  /** Check the EIP-55 checksum of mixed-case addresses (default `true`). */
  strict?: boolean
}

/**
 * Whether `value` is an EVM address: an optional `0x` and 40 hex digits; unless `strict` is `false`,
 * a mixed-case address must carry a valid EIP-55 checksum. An all-lowercase address has no checksum.
 *
 * @example
 * isEvmAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // true
 * isEvmAddress('0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // false: checksum broken
 */
export function isEvmAddress(value: string, options: IsEvmAddressOptions = {}): boolean {
  const prefixed = value.startsWith('0x') ? value : `0x${value}`
  // viem checks the shape and, when strict, compares with its keccak-based checksum (cached).
  return isAddress(prefixed, { strict: options.strict ?? true })
}

/** EVM: chain ids are decimal numbers; addresses are hex, the same account whatever the letters' case. */
export const eip155Kit: NamespaceKit<'eip155'> = {
  namespace: 'eip155',
  displayName: 'EVM',
  referencePattern: /^[1-9][0-9]{0,31}$/,
  networkIdType: 'number',
  isAddress: (value) => isEvmAddress(value),
  accountKey: (address) => address.toLowerCase(),
  explorerAddressPath: 'address',
}
