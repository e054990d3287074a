import { isAddress } from 'viem'
import { decodeBase58 } from './base58.js'
import type { Namespace } from './network.types.js'

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
 * Whether `value` is an EVM address: optional `0x` plus 40 hex digits; unless `strict` is `false`, a
 * mixed-case address must carry a valid EIP-55 checksum (SPEC §5). All-lowercase has no checksum.
 *
 * @example
 * isEvmAddress('0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // true
 * isEvmAddress('ab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb') // true
 * isEvmAddress('0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // false: checksum broken
 */
export function isEvmAddress(value: string, options: IsEvmAddressOptions = {}): boolean {
  const prefixed = value.startsWith('0x') ? value : `0x${value}`
  // viem checks the shape and, when strict, compares with its keccak-based checksum (cached).
  return isAddress(prefixed, { strict: options.strict ?? true })
}

// A Solana address is a 32-byte ed25519 public key in base58, which takes 32 to 44 characters.
const solanaAddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const solanaAddressBytes = 32

/**
 * Whether `value` is a Solana address: 32 to 44 base58 characters (SPEC §5) that decode to exactly
 * 32 bytes, so strings of the right length that spell a 31- or 33-byte number are rejected too.
 *
 * @example
 * isSolanaAddress('11111111111111111111111111111111') // true (System Program)
 * isSolanaAddress('0OIl1111111111111111111111111111') // false: not base58
 */
export function isSolanaAddress(value: string): boolean {
  if (!solanaAddressPattern.test(value)) return false
  return decodeBase58(value)?.length === solanaAddressBytes
}

// Polkadot (SS58), Bitcoin and Cosmos (bech32 or base58) addresses all fit CAIP-10's account charset.
const caipAccountPattern = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * Whether `value` is an address on `namespace`. EVM and Solana addresses are fully checked; for
 * polkadot, bip122 and cosmos this is only a conservative shape check (non-empty, CAIP-10 account
 * characters, at most 128) until their adapters bring real validation.
 *
 * @example
 * isAddressFor('eip155', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // true
 * isAddressFor('solana', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb') // false
 */
export function isAddressFor(namespace: Namespace, value: string): boolean {
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(value)
    case 'solana':
      return isSolanaAddress(value)
    case 'polkadot':
    case 'bip122':
    case 'cosmos':
      return caipAccountPattern.test(value)
    default:
      return unreachable(namespace)
  }
}

/** Makes adding a namespace without an address rule a compile error. */
function unreachable(namespace: never): false {
  void namespace
  return false
}

/**
 * Options for {@link shortenAddress}.
 *
 * @example
 * const options: ShortenAddressOptions = { start: 6, end: 4 }
 */
export type ShortenAddressOptions = {
  /** Characters kept at the start, not counting a `0x` prefix (default 4). */
  start?: number
  /** Characters kept at the end (default 4). */
  end?: number
}

/**
 * Shortens an address for display, keeping a `0x` prefix: `0x1234…abcd`. Short values come back as is.
 *
 * @example
 * shortenAddress('0x1234567890abcdef1234567890abcdef1234abcd') // '0x1234…abcd'
 * shortenAddress('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // '5eyk…Kvdp'
 */
export function shortenAddress(address: string, options: ShortenAddressOptions = {}): string {
  const start = Math.max(0, options.start ?? 4)
  const end = Math.max(0, options.end ?? 4)
  const prefix = address.startsWith('0x') ? '0x' : ''
  const body = address.slice(prefix.length)
  // Shortening only pays off when it removes more than the ellipsis adds.
  if (body.length <= start + end + 1) return address
  return `${prefix}${body.slice(0, start)}…${end > 0 ? body.slice(-end) : ''}`
}
