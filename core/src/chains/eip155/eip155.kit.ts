import { type Address, checksumAddress, isAddress } from 'viem'
import type { NamespaceKit } from '../kit.types.js'

/**
 * Options for {@link isEvmAddress}.
 *
 * @example
 * const options: IsEvmAddressOptions = { strict: false }
 */
export type IsEvmAddressOptions = {
  /** Check the EIP-55 checksum of addresses with capital letters (default `true`). */
  strict?: boolean
}

const evmAddressShape = /^0x[0-9a-fA-F]{40}$/

/**
 * Whether `value` is an EVM address as the eip155 namespace's CAIP-10 profile writes one: `0x` and
 * 40 hex digits. Unless `strict` is `false`, an address with any capital letter must be exactly its
 * EIP-55 checksummed form: capitals are how EIP-55 carries a checksum, so an all-capitals address
 * (which EIP-55 leaves unchecked) is refused, as the profile's test cases refuse it, and a typo in
 * it is not let through. An all-lowercase address carries no checksum and passes: the profile asks
 * to accept the legacy lowercase form. Without `0x` it is not an address (`ab16…` could be anything).
 *
 * @example
 * isEvmAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // true
 * isEvmAddress('0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb') // true: lowercase, no checksum
 * isEvmAddress('0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // false: checksum broken
 * isEvmAddress('0xAB16A96D359EC26A11E2C2B3D8F8B8942D5BFCDB') // false: capitals that are no checksum
 * isEvmAddress('ab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // false: no 0x
 */
export function isEvmAddress(value: string, options: IsEvmAddressOptions = {}): boolean {
  if (!evmAddressShape.test(value)) return false
  if (options.strict === false || value === value.toLowerCase()) return true
  // viem computes the keccak-based checksum (cached); the address must be that form exactly.
  return isAddress(value, { strict: true }) && checksumAddress(value as Address) === value
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
  // EIP-681: `ethereum:<address>@<chain id>`. The chain id is always written, Ethereum's too: a wallet
  // that assumes its current network would otherwise pay on whichever chain it is on.
  paymentUri: (address, reference) => `ethereum:${address}@${reference}`,
  hasActivity: true,
  hasNames: true,
  // Its sending code checks a landed payment against the transfer shown (its receipt and logs).
  paysRequests: true,
  // A sent transaction changes balances once it is in a block: its receipt is waited for.
  loadWaitUntilLanded: () => import('./eip155.landed.js').then((landed) => landed.waitUntilLanded),
}
