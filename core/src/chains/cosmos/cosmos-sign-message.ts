import { accountOf } from '../account.js'
import type { Connection } from '../adapter.types.js'
import { CosmosWalletRequestTimeoutError, invalidAnswer, toCosmosWalletError } from './cosmos.errors.js'
import type { CosmosWalletPort } from './cosmos.types.js'
import type { CosmosChain } from './cosmos-networks.js'
import { loadKeyChecks } from './key-checks.load.js'
import { signatureText } from './wallet-answers.js'
import { within } from './within.js'

// Signing a message from a Cosmos connection: ADR-036 (`signArbitrary`), the only protocol. The
// wallet's answer is checked for shape and signer, then verified on the page, before it is returned:
// a corrupted or forged signature is a clear error here rather than a sign-in the server refuses later.

/**
 * The signature text (`signatureText`'s JSON of a StdSignature) of `request.message` by the
 * connection's account (or `request.address`, which must be one it shares) on the connection's chain,
 * asked of its wallet under `timeoutMs`. An address the wallet did not share and another protocol are
 * refused first; then `chainOf` and `portOf` give the chain and wallet (each throws when it is gone).
 *
 * @example
 * await signCosmosMessage({ connection, request: { message: 'Hello' }, chainOf, portOf, timeoutMs: 120_000 })
 */
export async function signCosmosMessage(p: {
  connection: Connection<'cosmos'>
  request: { message: string; address?: string | undefined; protocol?: string | undefined }
  chainOf: () => CosmosChain
  portOf: () => CosmosWalletPort
  timeoutMs: number
}): Promise<string> {
  const { request, timeoutMs } = p
  // An address the wallet did not share is refused here, before the wallet is asked.
  const account = accountOf(p.connection, request.address)
  if (request.protocol !== undefined && request.protocol !== 'adr036')
    throw invalidAnswer('signMessage', `unknown protocol ${JSON.stringify(request.protocol)} (adr036)`)
  const chain = p.chainOf()
  const port = p.portOf()
  let answer: unknown
  try {
    answer = await within(
      port.signArbitrary(chain.chainId, account.address, request.message),
      timeoutMs,
      () => new CosmosWalletRequestTimeoutError({ details: `signArbitrary(${chain.chainId})` }),
    )
  } catch (error) {
    throw toCosmosWalletError(error, 'signArbitrary')
  }
  const [{ stdSignatureOf }, { checkArbitrarySignature }] = await Promise.all([
    loadKeyChecks(),
    import('./arbitrary-signature.js'),
  ])
  const signature = stdSignatureOf(answer, account.address, chain)
  return signatureText(checkArbitrarySignature(signature, account.address, request.message))
}
