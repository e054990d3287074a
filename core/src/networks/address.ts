import { kitOf, type NamespaceKits } from '../chains/kits.js'
import type { Namespace } from './network.types.js'

export { type IsEvmAddressOptions, isEvmAddress } from '../chains/eip155/eip155.kit.js'
export { isSolanaAddress } from '../chains/solana/solana.kit.js'

/**
 * Whether `value` is an address on `namespace`, by that namespace's kit among `kits` (a Foyer's are
 * `foyer.kits`): EVM, Solana and Polkadot addresses are fully checked; Bitcoin's kit checks the shape (its
 * adapter checks checksums); a namespace none of `kits` is for gets CAIP's general shape check
 * (non-empty, CAIP-10 account characters, at most 128).
 *
 * @example
 * isAddressFor('eip155', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', foyer.kits) // true
 * isAddressFor('solana', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', foyer.kits) // false with Solana's kit
 */
export function isAddressFor(namespace: Namespace, value: string, kits: NamespaceKits): boolean {
  return kitOf(kits, namespace).isAddress(value)
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
