import type { WsProvider } from '@polkadot/api'
import type { Registry } from '@polkadot/types/types'

/**
 * Sends a signed extrinsic as is through `provider` and resolves with the chain's refusal, as
 * `<code>: <message>`, or `accepted`. Through the provider, not `api.rpc.author`: @polkadot/api's RPC
 * methods print every error they receive, and these tests provoke them on purpose.
 *
 * @example
 * expect(await submitSigned(provider, forged.toHex())).toBe('1010: {"invalid":{"badProof":null}}')
 */
export function submitSigned(provider: WsProvider, signedHex: string): Promise<string> {
  return provider.send('author_submitExtrinsic', [signedHex]).then(
    () => 'accepted',
    (error: Error) => error.message,
  )
}

/**
 * The kind of InvalidTransaction in a 1010 refusal, decoded by the runtime's own
 * TransactionValidityError type (`BadProof`, `Payment`, `Stale`, …). Chopsticks answers that error
 * as JSON (`1010: {"invalid":{"badProof":null}}`) where a node formats it
 * (`1010: Invalid Transaction: Transaction has a bad signature`).
 *
 * @example
 * invalidTransaction(api.registry, '1010: {"invalid":{"payment":null}}') // 'Payment'
 */
export function invalidTransaction(registry: Registry, refusal: string): string {
  const json: unknown = JSON.parse(refusal.replace(/^1010: /, ''))
  const error = registry.createType('TransactionValidityError', json)
  return error.isInvalid ? error.asInvalid.type : `not InvalidTransaction: ${error.type}`
}
