import { hexToU8a, u8aConcat, u8aToHex } from '@polkadot/util'
import { blake2AsU8a, decodeAddress, xxhashAsU8a } from '@polkadot/util-crypto'

/**
 * The storage key of `System.Account` for `address` (any SS58 prefix, or a 32-byte hex account id):
 * `twox128("System") ++ twox128("Account") ++ blake2_128(id) ++ id`, the map's Blake2_128Concat
 * hasher.
 *
 * @example
 * await callPolkadotRpc(url, 'state_getStorage', [systemAccountKey(alice.address)])
 */
export function systemAccountKey(address: string): `0x${string}` {
  const id = decodeAddress(address)
  return u8aToHex(
    u8aConcat(xxhashAsU8a('System', 128), xxhashAsU8a('Account', 128), blake2AsU8a(id, 128), id),
  )
}

// AccountInfo is { nonce, consumers, providers, sufficients: u32; data: AccountData } and AccountData
// begins with `free: u128`, in every runtime since 2021 (sufficients came then): so the free balance
// is the little-endian u128 at bytes 16..32, whatever follows it in this runtime's AccountData.
const freeStart = 16
const freeEnd = 32

/**
 * The free balance (planck) in an encoded `AccountInfo`.
 *
 * @example
 * freeBalance(await callPolkadotRpc(url, 'state_getStorage', [systemAccountKey(address)])) // 10000000000000000n
 */
export function freeBalance(accountInfo: `0x${string}`): bigint {
  const bytes = hexToU8a(accountInfo).subarray(freeStart, freeEnd)
  if (bytes.length !== freeEnd - freeStart) throw new Error(`Not an encoded AccountInfo: ${accountInfo}`)
  return bytes.reduceRight((value, byte) => (value << 8n) | BigInt(byte), 0n)
}

/**
 * `accountInfo` with its free balance replaced by `planck`, its nonce, references and other balances
 * kept (an account that has sent transactions must keep its nonce, or it could replay them).
 *
 * @example
 * withFreeBalance(stored, freeBalance(stored) + 1_000_000_000_000n)
 */
export function withFreeBalance(accountInfo: `0x${string}`, planck: bigint): `0x${string}` {
  if (planck < 0n || planck >= 1n << 128n) throw new Error(`Not a u128 balance: ${planck}`)
  const bytes = hexToU8a(accountInfo).slice()
  if (bytes.length < freeEnd) throw new Error(`Not an encoded AccountInfo: ${accountInfo}`)
  for (let index = freeStart, rest = planck; index < freeEnd; index++, rest >>= 8n) {
    bytes[index] = Number(rest & 0xffn)
  }
  return u8aToHex(bytes)
}
