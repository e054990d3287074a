import type { ApiPromise } from '@polkadot/api'
import type { KeyringPair } from '@polkadot/keyring/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { createKeyringSigner } from '../../devnet/polkadot/keyring-signer.js'

/**
 * How the extension answers `signPayload`:
 * - `sign`: as polkadot-js does, `{ id, signature }` over the payload it was given;
 * - `signWithOtherKey`: a well-formed signature by another key (the chain refuses it: bad proof);
 * - `returnSameTransaction`: also the `signedTransaction` the signature makes with that payload (as newer
 *   extensions may answer, unchanged);
 * - `returnAlteredTransaction`: changes the payload to pay `thief` instead, signs that, and answers its
 *   signature with the altered `signedTransaction` (what a wallet that edits the call may do);
 * - junk: `notHex`, `short` (a byte missing), `wrongType` (an ed25519 type byte on an sr25519 key),
 *   `throwString` (throws a string, not an Error), `hang` (never answers), `reject` (the visitor refused).
 */
export type SignPayloadBehaviour =
  | 'sign'
  | 'signWithOtherKey'
  | 'returnSameTransaction'
  | 'returnAlteredTransaction'
  | 'notHex'
  | 'short'
  | 'wrongType'
  | 'throwString'
  | 'hang'
  | 'reject'

/**
 * An extension as a page's `window.injectedWeb3[name]` holds one, around the devnet's keyring signer
 * (createKeyringSigner: it signs a `SignerPayloadJSON` as the polkadot-js extension does) holding
 * `pairs`, with levers for what a wallet may answer. `api` (the test's own connection to the chain)
 * builds the altered call and the signed transactions a wallet returns. `beforeAnswer` runs while the
 * wallet "waits for the visitor", after the payload is in and before the answer goes out.
 *
 * @example
 * const wallet = signingExtension({ pairs: [alice], api, thief: bob.address })
 * page.injectedWeb3 = { 'polkadot-js': wallet.extension }
 * wallet.script.signPayload = 'returnAlteredTransaction'
 */
export function signingExtension({
  pairs,
  api,
  thief,
  otherKey,
}: {
  pairs: readonly KeyringPair[]
  api: ApiPromise
  /** Who an altered transaction pays. */
  thief: string
  /** The key `signWithOtherKey` signs with. */
  otherKey: KeyringPair
}) {
  const honest = createKeyringSigner({ pairs })
  const forger = createKeyringSigner({ pairs, signWith: otherKey })
  const script = {
    signPayload: 'sign' as SignPayloadBehaviour,
    /** The payloads `signPayload` was asked to sign, as the extension got them. */
    payloads: [] as SignerPayloadJSON[],
    /** Runs before each answer (a test's way to change the chain while the wallet waits). */
    beforeAnswer: undefined as (() => Promise<void>) | undefined,
  }

  /** The signed extrinsic a payload and its signature make, as the chain will read it. */
  const signedTransactionOf = (payload: SignerPayloadJSON, signature: `0x${string}`) =>
    api.registry
      .createType('Extrinsic', { method: payload.method }, { version: payload.version })
      .addSignature(payload.address, signature, payload)
      .toHex()

  async function signPayload(payload: SignerPayloadJSON) {
    script.payloads.push(payload)
    await script.beforeAnswer?.()
    const behaviour = script.signPayload
    if (behaviour === 'hang') return new Promise(() => {})
    if (behaviour === 'reject') throw new Error('Cancelled')
    if (behaviour === 'throwString') throw 'the extension broke'
    if (behaviour === 'signWithOtherKey') return forger.signPayload(payload)
    if (behaviour === 'returnAlteredTransaction') {
      const value = BigInt(api.registry.createType('Call', payload.method).args[1]?.toString() ?? '0')
      const altered = { ...payload, method: api.tx.balances.transferKeepAlive(thief, value).method.toHex() }
      const { id, signature } = await honest.signPayload(altered)
      return { id, signature, signedTransaction: signedTransactionOf(altered, signature) }
    }
    const answer = await honest.signPayload(payload)
    if (behaviour === 'returnSameTransaction')
      return { ...answer, signedTransaction: signedTransactionOf(payload, answer.signature) }
    if (behaviour === 'notHex') return { id: answer.id, signature: `zz${answer.signature.slice(2)}` }
    if (behaviour === 'short') return { id: answer.id, signature: answer.signature.slice(0, -2) }
    if (behaviour === 'wrongType') return { id: answer.id, signature: `0x00${answer.signature.slice(4)}` }
    return answer
  }

  const injected = {
    accounts: {
      get: async () =>
        pairs.map((pair) => ({ address: pair.address, name: String(pair.meta.name), type: pair.type })),
    },
    signer: { signPayload, signRaw: honest.signRaw },
  }
  const extension = { version: '0.62.1', enable: async () => injected }
  return { extension, script }
}
