import type { SiwxNamespaceRules } from '../../siwx/siwx-namespace.types.js'
import { isSolanaAddress } from './solana.kit.js'

/**
 * Signing in with a Solana account: CAIP-122's generic message ("Solana" account), base58 addresses
 * written as given (their case is part of them).
 *
 * @example
 * solanaSiwx.addressProblem('0x12', solana.id) // 'not a Solana address: "0x12"'
 */
export const solanaSiwx: SiwxNamespaceRules = {
  accountName: 'Solana',
  addressProblem: (address) =>
    isSolanaAddress(address) ? undefined : `not a Solana address: ${JSON.stringify(address)}`,
}
