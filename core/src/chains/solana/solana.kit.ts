import { decodeBase58 } from '../../networks/base58.js'
import { caipReferencePattern } from '../caip-facts.js'
import type { NamespaceKit } from '../kit.types.js'

// A Solana address is a 32-byte ed25519 public key in base58, which takes 32 to 44 characters.
const solanaAddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const solanaAddressBytes = 32

/**
 * Whether `value` is a Solana address: 32 to 44 base58 characters that decode to exactly 32 bytes, so
 * strings of the right length that spell a 31- or 33-byte number are refused too.
 *
 * @example
 * isSolanaAddress('11111111111111111111111111111111') // true (System Program)
 * isSolanaAddress('0OIl1111111111111111111111111111') // false: not base58
 */
export function isSolanaAddress(value: string): boolean {
  if (!solanaAddressPattern.test(value)) return false
  return decodeBase58(value)?.length === solanaAddressBytes
}

/** Solana: genesis-hash references; base58 addresses (case matters); explorers show `/account/…`. */
export const solanaKit: NamespaceKit<'solana'> = {
  namespace: 'solana',
  displayName: 'Solana',
  referencePattern: caipReferencePattern,
  networkIdType: 'string',
  isAddress: isSolanaAddress,
  accountKey: (address) => address,
  explorerAddressPath: 'account',
  // Solana Pay's transfer request, with no amount: `solana:<recipient>` (it has no cluster field).
  paymentUri: (address) => `solana:${address}`,
  hasActivity: false,
  hasNames: false,
  // Balances are read at the `confirmed` commitment: a sent transaction is waited for until it is.
  loadWaitUntilLanded: () => import('./solana.landed.js').then((landed) => landed.waitUntilLanded),
}
