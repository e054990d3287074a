import type { SiwxNamespaceRules } from '../../siwx/siwx-namespace.types.js'
import { readCosmosAddress } from './cosmos.kit.js'

// A signing account's address is the 20-byte hash of its key (ripemd160 of sha256 of a secp256k1
// key, or keccak for Ethermint's keys); 32-byte addresses belong to module and interchain accounts,
// which have no key to sign a message with.
const signerBytes = 20
// CAIP-2's hashed reference (cosmos namespace): `hashed-` and the first 16 lowercase hex digits of the
// SHA-256 of a chain id that does not fit a direct reference.
const hashedReference = /^hashed-[0-9a-f]{16}$/

/**
 * Signing in with a Cosmos account: CAIP-122's generic message ("Cosmos" account, as the namespace's
 * display name; ChainAgnostic/namespaces has no Cosmos sign-in profile to say otherwise), the chain id
 * (or its `hashed-` form) as `Chain ID`, a lowercase bech32 address of 20 account bytes with its
 * checksum holding, with any chain's prefix (the prefix changes the text, not the account), written as
 * given. The wallet signs it as ADR-036 arbitrary data (see `siwx/server/cosmos.ts`).
 *
 * @example
 * cosmosSiwx.addressProblem('cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0ek', 'cosmoshub-4') // 'not a Cosmos address: …'
 */
export const cosmosSiwx: SiwxNamespaceRules = {
  accountName: 'Cosmos',
  referenceProblem: (reference) =>
    reference.startsWith('hashed-') && !hashedReference.test(reference)
      ? `not a hashed chain id (hashed- and 16 hex digits): ${reference}`
      : undefined,
  addressProblem(address) {
    const read = readCosmosAddress(address)
    if (!read) return `not a Cosmos address: ${JSON.stringify(address)}`
    if (read.bytes.length !== signerBytes)
      return `${address} is a module account (32 bytes): no key signs for it`
    return undefined
  },
}
