import { bytesToHex } from '@noble/hashes/utils'
import { decodeSs58, encodeSs58 } from '../ss58.js'
import { PolkadotReceiverAddressError } from './transfer-errors.js'

// The receiver of a Polkadot transfer: an SS58 address whose checksum holds, written with any
// network's prefix (it names the same account on every network), carrying a 32-byte account id. It
// is paid as `MultiAddress::Id` and shown with the prefix of the network the transfer is on. An
// Ethereum-style address (`0x` and 20 bytes: Talisman's and SubWallet's EVM accounts, or an EVM
// address pasted by mistake) is refused in words of its own: `balances` on Substrate chains pays
// account ids, and funds sent to a made-up id would be lost.
//
// Read with the SS58 codec, as the kit reads addresses (`polkadotAccountKey`, `addressForNetwork`),
// rather than through the kit: its module is the Polkadot entry's alone, and lazy code importing it
// would cut it out of the entry into a file of its own.

const ethereumAddress = /^0x[0-9a-fA-F]{40}$/
const accountIdBytes = 32

/**
 * The account id an SS58 address of any prefix names (`0x` lowercase hex of its 32 bytes), as the
 * kit's `polkadotAccountKey` gives it, or `undefined` for text that is no account address.
 *
 * @example
 * accountIdOf('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY') // '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'
 */
export function accountIdOf(address: string): string | undefined {
  const decoded = decodeSs58(address)
  return decoded?.publicKey.length === accountIdBytes ? `0x${bytesToHex(decoded.publicKey)}` : undefined
}

/**
 * The receiver's account id (`0x` lowercase hex of its 32 bytes) and its address on the network of
 * SS58 prefix `prefix`. Throws `PolkadotReceiverAddressError` for anything that is no account address.
 *
 * @example
 * receiverOf('5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty', 2)
 * // { accountId: '0x8eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a48', address: 'FoQJpPyadYccjavVdTWxpxU7rUEaYhfLCPwXgkfD6Zat9QP' }
 */
export function receiverOf(text: string, prefix: number): { accountId: string; address: string } {
  const trimmed = text.trim()
  if (ethereumAddress.test(trimmed)) throw new PolkadotReceiverAddressError('ethereum', { details: trimmed })
  const decoded = decodeSs58(trimmed)
  if (decoded?.publicKey.length !== accountIdBytes)
    throw new PolkadotReceiverAddressError('invalid', {
      details: decoded
        ? `${trimmed} carries a ${decoded.publicKey.length}-byte key, not an account id`
        : trimmed,
    })
  return { accountId: `0x${bytesToHex(decoded.publicKey)}`, address: encodeSs58(decoded.publicKey, prefix) }
}
