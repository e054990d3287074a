import type { Signer, SignerResult } from '@polkadot/api/types'
import type { KeyringPair } from '@polkadot/keyring/types'
import { TypeRegistry } from '@polkadot/types'
import type { SignerPayloadJSON, SignerPayloadRaw } from '@polkadot/types/types'
import { u8aEq, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { decodeAddress } from '@polkadot/util-crypto'

/**
 * Options of {@link createKeyringSigner}.
 *
 * @example
 * const options: KeyringSignerOptions = { pairs: [alice], signWith: bob }
 */
export type KeyringSignerOptions = {
  /** The wallet's accounts: a request for any other address is refused. */
  pairs: readonly KeyringPair[]
  /** Sign every request with this key instead of the account's own (a bad signature, for tests). */
  signWith?: KeyringPair
  /**
   * Sign extrinsics as a wallet that believes the chain checks the metadata hash: CheckMetadataHash
   * added to the payload's signed extensions, `mode: 1` and this hash (for tests on runtimes without it).
   */
  assumeMetadataHash?: `0x${string}`
}

/**
 * A keyring-backed {@link Signer} that signs the way the polkadot-js browser extension (and the wallets
 * built on its `injectedWeb3` interface) does, so tests drive the same round trip as a site:
 *
 * - `signPayload` gets a `SignerPayloadJSON`, decodes it into an `ExtrinsicPayload` with a registry
 *   of its own that knows only the payload's `signedExtensions` (as the extension does for a chain
 *   whose metadata it has not stored), and answers `{ id, signature }` where the signature is
 *   type-prefixed (1 byte: 0 ed25519, 1 sr25519, 2 ecdsa; 65 bytes for sr25519 and ed25519, 66 for
 *   ecdsa), as the extrinsic carries it.
 * - `signRaw` signs `<Bytes>` + the data + `</Bytes>`, never the bare bytes, and answers the bare
 *   signature (64 bytes for sr25519 and ed25519), as the extension does.
 *
 * Each request's id counts up from 1; {@link KeyringSigner.requests} keeps what was asked and
 * {@link KeyringSigner.answers} what was answered.
 *
 * @example
 * const signer = createKeyringSigner({ pairs: [alice] })
 * await api.tx.balances.transferKeepAlive(bob.address, 1n).signAndSend(alice.address, { signer })
 */
export type KeyringSigner = Signer & {
  signPayload(payload: SignerPayloadJSON): Promise<SignerResult>
  signRaw(raw: SignerPayloadRaw): Promise<SignerResult>
  /** Every request, in order. */
  requests: Array<SignerPayloadJSON | SignerPayloadRaw>
  /** Every answer, in the same order. */
  answers: SignerResult[]
}

/**
 * A {@link KeyringSigner} over `pairs`.
 *
 * @example
 * const signer = createKeyringSigner({ pairs: [alice, bob] })
 */
export function createKeyringSigner({
  pairs,
  signWith,
  assumeMetadataHash,
}: KeyringSignerOptions): KeyringSigner {
  const requests: KeyringSigner['requests'] = []
  const answers: SignerResult[] = []
  const answer = (signature: `0x${string}`): SignerResult => {
    const result = { id: requests.length, signature }
    answers.push(result)
    return result
  }
  const pairOf = (address: string): KeyringPair => {
    // Compared by account id, not by text: the site may show the address in another SS58 format than
    // the wallet. (An ecdsa account id is the blake2-256 of the key, so not `publicKey` either.)
    const accountId = decodeAddress(address)
    const pair = pairs.find((candidate) => u8aEq(decodeAddress(candidate.address), accountId))
    if (!pair) throw new Error(`Unable to find an account for ${address}`)
    return signWith ?? pair
  }

  return {
    requests,
    answers,
    async signPayload(payload) {
      requests.push(payload)
      const pair = pairOf(payload.address)
      const registry = new TypeRegistry()
      const signed = assumeMetadataHash ? { ...payload, mode: 1, metadataHash: assumeMetadataHash } : payload
      const extensions = assumeMetadataHash
        ? [...payload.signedExtensions, 'CheckMetadataHash']
        : payload.signedExtensions
      registry.setSignedExtensions(extensions)
      const extrinsicPayload = registry.createType('ExtrinsicPayload', signed, { version: payload.version })
      return answer(extrinsicPayload.sign(pair).signature)
    },
    async signRaw(raw) {
      requests.push(raw)
      const pair = pairOf(raw.address)
      return answer(u8aToHex(pair.sign(u8aWrapBytes(raw.data))))
    },
  }
}
