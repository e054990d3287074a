import { bytesToHex } from '@noble/hashes/utils'
import type { NamespaceKit } from '../kit.types.js'
import { polkadotFormKit } from './polkadot-form.kit.js'
import { decodeSs58, encodeSs58 } from './ss58.js'

// A Polkadot account is a 32-byte account id (an sr25519 or ed25519 public key), written in SS58 with
// the prefix of the network it is shown on. The prefix changes the text, not the account: the same key
// is `15oF4…` on Polkadot, `HNZat…` on Kusama and `5Grwv…` on Westend.
const accountIdBytes = 32

/**
 * Whether `value` is a Polkadot account address: SS58 text, with any network's prefix, whose checksum
 * holds and which carries a 32-byte account id (a 33-byte ecdsa key is a key, not an account).
 *
 * @example
 * isPolkadotAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5') // true (Polkadot)
 * isPolkadotAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY') // true (Westend, generic Substrate)
 * isPolkadotAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ') // false: checksum
 */
export function isPolkadotAddress(value: string): boolean {
  return decodeSs58(value)?.publicKey.length === accountIdBytes
}

/**
 * The account `address` names, as its public key in `0x` hex: the same whatever network prefix the
 * address was written with. A text that is no address keys as itself, so it matches only itself.
 *
 * @example
 * polkadotAccountKey('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5') // '0xd43593c7…a56da27d'
 */
export function polkadotAccountKey(address: string): string {
  const decoded = decodeSs58(address)
  return decoded?.publicKey.length === accountIdBytes ? `0x${bytesToHex(decoded.publicKey)}` : address
}

/**
 * `address` written for the network whose SS58 prefix is `prefix`: the same account, as that
 * network's wallets and explorers show it. `undefined` when `address` is not a Polkadot address;
 * throws a `RangeError` for a prefix that is none (see `isSs58Prefix`).
 *
 * @example
 * addressForNetwork('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', 0) // '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
 */
export function addressForNetwork(address: string, prefix: number): string | undefined {
  const decoded = decodeSs58(address)
  if (decoded?.publicKey.length !== accountIdBytes) return undefined
  return encodeSs58(decoded.publicKey, prefix)
}

/**
 * Polkadot: genesis-hash references (32 lowercase hex digits); SS58 addresses whose checksum holds,
 * one account whatever their network prefix; explorers (Subscan) show `/account/…`. The facts are
 * those of `polkadotFormKit`, which reads addresses without their checksum (for sign-in pages).
 */
export const polkadotKit: NamespaceKit<'polkadot'> = {
  ...polkadotFormKit,
  isAddress: isPolkadotAddress,
  accountKey: polkadotAccountKey,
}
