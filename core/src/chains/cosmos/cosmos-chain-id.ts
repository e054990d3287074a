import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex } from '@noble/hashes/utils'

// CAIP-2's reference for a Cosmos chain (ChainAgnostic/namespaces, cosmos/caip2.md): the Tendermint
// `chain_id` itself when it is 1 to 32 letters, digits or hyphens and does not start with `hashed-`;
// otherwise `hashed-` and the first 16 hex digits of the SHA-256 of its UTF-8 bytes.
const direct = /^[-a-zA-Z0-9]{1,32}$/

/**
 * The CAIP-2 reference of the chain whose `chain_id` (a node's `/status` `network`) is `chainId`;
 * `undefined` for an empty one, which names no chain.
 *
 * @example
 * caipReferenceOfChainId('cosmoshub-4') // 'cosmoshub-4'
 * caipReferenceOfChainId('hashed-123') // 'hashed-99df5cd68192b33e'
 */
export function caipReferenceOfChainId(chainId: string): string | undefined {
  if (chainId === '') return undefined
  if (direct.test(chainId) && !chainId.startsWith('hashed-')) return chainId
  return `hashed-${bytesToHex(sha256(new TextEncoder().encode(chainId))).slice(0, 16)}`
}
