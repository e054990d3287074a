import { type Address, getAddress, isAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { InvalidSiwxMessageError } from '../../siwx/siwx.errors.js'
import type { SiwxMessageData } from '../../siwx/siwx.types.js'
import type { SiwxNamespaceRules } from '../../siwx/siwx-namespace.types.js'

/**
 * Signing in with an EVM account: EIP-4361 messages ("Ethereum" account, written by viem's
 * `createSiweMessage`), chain ids that are safe
 * integers (viem writes them as numbers), EIP-55 addresses. A lowercase address has no checksum; a
 * mixed-case one must carry a valid one. Addresses are written checksummed.
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
  // Exactly EIP-4361, as viem writes it.
  writeMessage: writeEip4361,
}

function writeEip4361(reference: string, data: SiwxMessageData): string {
  try {
    return createSiweMessage({
      domain: data.domain,
      address: data.accountAddress as Address,
      statement: data.statement,
      uri: data.uri,
      version: data.version,
      chainId: Number(reference),
      nonce: data.nonce,
      issuedAt: new Date(data.issuedAt),
      expirationTime: data.expirationTime === undefined ? undefined : new Date(data.expirationTime),
      notBefore: data.notBefore === undefined ? undefined : new Date(data.notBefore),
      requestId: data.requestId,
      resources: data.resources,
    })
  } catch (cause) {
    // The field rules match viem's, so this is only a safety net for a future viem tightening them.
    throw new InvalidSiwxMessageError('layout', 'viem rejected the EIP-4361 fields', { cause })
  }
}
