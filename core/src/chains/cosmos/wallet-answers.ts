import { isRecord } from '../../utils/is-record.js'
import { invalidAnswer } from './cosmos.errors.js'

// What a Cosmos wallet answers, in the shapes Foyer keeps once checked (the checks that need hashes,
// `key-checks.ts`, download with the first connect), and the lists and texts read without hashing.

/**
 * A wallet's key on one chain, checked: its address there and its public key.
 *
 * @example
 * const key: CosmosKey = { chainId: 'osmosis-1', address: 'osmo1…', publicKey: '02…', name: 'Main' }
 */
export type CosmosKey = {
  chainId: string
  address: string
  /** The 33-byte compressed secp256k1 key, hex: the same on every chain the key serves. */
  publicKey: string
  /** The name the wallet shows for the key. */
  name?: string | undefined
}

/** ADR-036's signature as Keplr returns it (`StdSignature`), checked: base64 key and signature. */
export type StdSignature = {
  pub_key: { type: 'tendermint/PubKeySecp256k1'; value: string }
  signature: string
}

/**
 * The signature text `signMessage` returns for a Cosmos account: Keplr's `StdSignature` as JSON, so a
 * server has the key to verify with (a Cosmos address is a hash and cannot give it back). The one
 * place the format is written.
 *
 * @example
 * signatureText(std) // '{"pub_key":{"type":"tendermint/PubKeySecp256k1","value":"A…"},"signature":"…"}'
 */
export function signatureText(signature: StdSignature): string {
  return JSON.stringify({ pub_key: signature.pub_key, signature: signature.signature })
}

/**
 * The chain ids in a wallet's list of its chains (Keplr's `getChainInfosWithoutEndpoints`, chain
 * infos; or plain ids): the entries with a `chainId` text, or the texts. Throws for a non-list.
 *
 * @example
 * chainIdsOf([{ chainId: 'cosmoshub-4', chainName: 'Cosmos Hub' }]) // ['cosmoshub-4']
 */
export function chainIdsOf(answer: unknown, method: string): string[] {
  if (!Array.isArray(answer)) throw invalidAnswer(method, 'the chains are not a list')
  return answer.flatMap((entry: unknown) => {
    const id = isRecord(entry) ? entry.chainId : entry
    return typeof id === 'string' && id !== '' ? [id] : []
  })
}
