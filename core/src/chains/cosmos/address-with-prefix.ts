import { encodeBech32 } from '../../networks/bech32-write.js'
import { readCosmosAddress } from './cosmos.kit.js'

/**
 * `address` written with another chain's bech32 `prefix` (the same account, as that chain's wallets
 * and explorers show it); `undefined` when `address` is not a Cosmos address or `prefix` can write
 * none (see `encodeBech32`).
 *
 * @example
 * addressWithPrefix('cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh', 'osmo') // 'osmo1fl48vsnmsdzcv85q5d2q4z5ajdha8yu3aq6l09'
 */
export function addressWithPrefix(address: string, prefix: string): string | undefined {
  const bytes = readCosmosAddress(address)?.bytes
  return bytes && encodeBech32(prefix, bytes)
}
