import { getAddress, type Hex } from 'viem'
import { isEvmAddress } from '../../networks/address.js'
import type { CaipNetworkId } from '../../networks/network.types.js'
import type { Account } from '../adapter.types.js'

// Wallets are third-party code: every answer is checked before Foyer builds on it.

/**
 * The wallet's account list as checksummed accounts, or `undefined` when it is not a list of EVM
 * addresses. Wallets mostly send lowercase addresses (no checksum, accepted), but a mixed-case one
 * must carry a valid EIP-55 checksum: a broken one means a mistyped or corrupted address, and an
 * all-capitals one carries capitals that are no checksum.
 *
 * @example
 * toAccounts(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266']) // [{ address: '0xf39F…2266', type: 'eoa' }]
 * toAccounts('0xf39f…') // undefined
 */
export function toAccounts(value: unknown): Account[] | undefined {
  if (!Array.isArray(value)) return undefined
  const accounts: Account[] = []
  for (const item of value) {
    if (typeof item !== 'string' || !item.startsWith('0x') || !isEvmAddress(item)) return undefined
    accounts.push({ address: getAddress(item), type: 'eoa' })
  }
  return accounts
}

/**
 * The chain id a wallet reported, as a number: EIP-1193 says a hex string (`'0x7a69'`), some wallets
 * send a number or a decimal string. `undefined` for anything that is not a positive safe integer.
 *
 * @example
 * toChainId('0x7a69') // 31337
 * toChainId('mainnet') // undefined
 */
export function toChainId(value: unknown): number | undefined {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^(0x[0-9a-fA-F]+|[0-9]+)$/.test(value)
        ? Number(value)
        : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * The CAIP-2 id of an EVM chain id, configured by the site or not.
 *
 * @example
 * toCaipNetworkId(31337) // 'eip155:31337'
 */
export function toCaipNetworkId(chainId: number): CaipNetworkId<'eip155'> {
  return `eip155:${chainId}`
}

/**
 * The wallet's signature, or `undefined` when the answer is not one: `0x` and at least 62 hex digits
 * (65-byte ECDSA signatures have 130; smart accounts' are longer).
 *
 * @example
 * toSignature('0x5f3c…1b') // '0x5f3c…1b'
 * toSignature('<html>') // undefined
 */
export function toSignature(value: unknown): Hex | undefined {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value) ? (value as Hex) : undefined
}
