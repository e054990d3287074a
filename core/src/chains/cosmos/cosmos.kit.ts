import { decodeBech32 } from '../../networks/bech32.js'
import type { NamespaceKit } from '../kit.types.js'

// A Cosmos account is the 20-byte hash of its key (32 bytes for module and interchain accounts),
// written in bech32 with the human-readable prefix of the chain it is shown on (`cosmos1…` on the Hub,
// `osmo1…` on Osmosis). The prefix changes the text, not the account: chains of the same key type
// share it, so an account is compared by its bytes. Addresses are read with Foyer's own bech32 reader
// (`@scure/base` would add about 3 kB to every page that shows one) and written in `address-with-prefix.ts`.
const accountLengths: readonly number[] = [20, 32]
const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * A Cosmos address read: its bech32 prefix (the chain's, `cosmos`, `osmo`) and the account bytes.
 *
 * @example
 * const read: CosmosAddress = { prefix: 'cosmos', bytes: hexToBytes('4fea76427b834d86…') }
 */
export type CosmosAddress = { prefix: string; bytes: Uint8Array }

/**
 * Reads a Cosmos address: its prefix and its 20 or 32 account bytes; `undefined` for anything else (a
 * checksum that does not hold, mixed or upper case, other lengths, over bech32's 90 characters).
 *
 * @example
 * readCosmosAddress('cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh')?.prefix // 'cosmos'
 */
export function readCosmosAddress(value: string): CosmosAddress | undefined {
  const decoded = decodeBech32(value)
  return decoded && accountLengths.includes(decoded.bytes.length) ? decoded : undefined
}

/** The account bytes of a bech32 address, or `undefined` (bad checksum, mixed case, other lengths). */
function accountBytes(value: string): Uint8Array | undefined {
  return readCosmosAddress(value)?.bytes
}

/**
 * Whether `value` is a Cosmos account address: lowercase bech32 with any chain's prefix, whose
 * checksum holds, carrying 20 or 32 account bytes.
 *
 * @example
 * isCosmosAddress('cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh') // true
 * isCosmosAddress('cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0ek') // false: checksum
 */
export function isCosmosAddress(value: string): boolean {
  return accountBytes(value) !== undefined
}

/**
 * The account `address` names, as its bytes in `0x` hex: the same whatever chain prefix it was
 * written with. A text that is no address keys as itself, so it matches only itself.
 *
 * @example
 * cosmosAccountKey('osmo1fl48vsnmsdzcv85q5d2q4z5ajdha8yu3aq6l09') === cosmosAccountKey('cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh') // true
 */
export function cosmosAccountKey(address: string): string {
  const bytes = accountBytes(address)
  return bytes ? `0x${toHex(bytes)}` : address
}

/**
 * Cosmos: chain-id references (CAIP's cosmos namespace: the `chain_id` itself, or `hashed-` and 16 hex
 * digits of its SHA-256 when it does not fit); bech32 addresses, one account whatever their chain
 * prefix; explorers (Mintscan) show `/address/…`.
 */
export const cosmosKit: NamespaceKit<'cosmos'> = {
  namespace: 'cosmos',
  displayName: 'Cosmos',
  referencePattern: /^[-a-zA-Z0-9]{1,32}$/,
  networkIdType: 'string',
  isAddress: isCosmosAddress,
  accountKey: cosmosAccountKey,
  explorerAddressPath: 'address',
  // No payment URI wallets share, so the QR code carries the bare address. No `isAddressOn`: the
  // prefix is how a chain writes an account, not which chain may hold it.
  hasActivity: false,
  hasNames: false,
}
