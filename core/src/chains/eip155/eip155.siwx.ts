import { getAddress, isAddress } from 'viem'
import type { SiwxNamespaceRules } from '../../siwx/siwx-namespace.types.js'

/**
 * Signing in with an EVM account: EIP-4361 messages ("Ethereum" account), chain ids that are safe
 * integers, EIP-55 addresses. Data may give an address in lowercase (no checksum) or with a valid
 * checksum; the message writes it checksummed, and a message read back must carry it so.
 *
 * @example
 * eip155Siwx.addressProblem('0xF39F…', '1') // 'not an EVM address: "0xF39F…"' for a bad checksum
 */
export const eip155Siwx: SiwxNamespaceRules = {
  accountName: 'Ethereum',
  referenceProblem: (reference) =>
    Number.isSafeInteger(Number(reference)) ? undefined : `EVM chain id ${reference} is not a safe integer`,
  addressProblem: (address) =>
    /^0x[0-9a-fA-F]{40}$/.test(address) && isAddress(address, { strict: true })
      ? undefined
      : `not an EVM address: ${JSON.stringify(address)}`,
  writeAddress: (address) => getAddress(address),
}
