import { bech32, bech32m } from '@scure/base'
import { isBitcoinAddressShape } from './bip122.kit.js'

// A segwit address's first 5-bit word is its witness version. A word can say up to 31, but a script
// can only push versions 0 to 16 (OP_0, OP_1 … OP_16): an address of version 17 or more names an output
// no script can be written for, so coins sent there would be lost (BIP-173, BIP-350).
const HIGHEST_WITNESS_VERSION = 16

/**
 * Whether `value` is a Bitcoin address: the kit's shape, and for segwit addresses a witness version
 * from 0 to 16, the checksum of their encoding (bech32 for version 0, bech32m for taproot and later,
 * BIP-350) and a program of a length their version allows. Base58 addresses are checked for their
 * shape only.
 *
 * @example
 * isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq') // true
 * isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr') // false: checksum
 */
export function isBitcoinAddress(value: string): boolean {
  if (!isBitcoinAddressShape(value)) return false
  if (!/^(?:bc|tb|bcrt)1/i.test(value)) return true
  const lower = value.toLowerCase()
  try {
    const version = bech32.decodeUnsafe(lower)?.words[0] ?? bech32m.decodeUnsafe(lower)?.words[0]
    const decoded = version === 0 ? bech32.decodeUnsafe(lower) : bech32m.decodeUnsafe(lower)
    if (!decoded || version === undefined || decoded.words[0] !== version) return false
    if (version > HIGHEST_WITNESS_VERSION) return false
    const program = bech32.fromWordsUnsafe(decoded.words.slice(1))
    if (!program) return false
    return version === 0
      ? program.length === 20 || program.length === 32
      : program.length >= 2 && program.length <= 40
  } catch {
    return false
  }
}
