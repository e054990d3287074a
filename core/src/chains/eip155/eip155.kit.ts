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
 * a mixed-case address must carry a valid EIP-55 checksum. All-lowercase and all-uppercase
 * addresses carry none (EIP-55), so they pass.
 *
 * @example
 * isEvmAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // true
 * isEvmAddress('0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // false: checksum broken
 * isEvmAddress('0xAB16A96D359EC26A11E2C2B3D8F8B8942D5BFCDB') // true: no checksum
 */
export function isEvmAddress(value: string, options: IsEvmAddressOptions = {}): boolean {
  const digits = value.startsWith('0x') ? value.slice(2) : value
  const strict = (options.strict ?? true) && digits !== digits.toUpperCase()
  // viem checks the shape and, when strict, compares with its keccak-based checksum (cached).
  return isAddress(`0x${digits}`, { strict })
}

/** EVM: chain ids are decimal numbers; addresses are hex, the same account whatever the letters' case. */
export const eip155Kit: NamespaceKit<'eip155'> = {
  namespace: 'eip155',
  displayName: 'EVM',
  referencePattern: /^[1-9][0-9]{0,31}$/,
  // The eip155 namespace's CAIP-10 profile allows chain id 0 in account ids: the same account on
  // every EVM chain (a key, not a deployment). No network has id 0.
  accountReferencePattern: /^(?:0|[1-9][0-9]{0,31})$/,
  networkIdType: 'number',
  isAddress: (value) => isEvmAddress(value),
  accountKey: (address) => address.toLowerCase(),
  explorerAddressPath: 'address',
  hasActivity: true,
  hasNames: true,
}
