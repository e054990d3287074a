import { isFoyerError } from '../../errors/base.js'
import { defineError } from '../../errors/define.js'
import { isUserRejection, toRpcError } from '../../errors/rpc.js'
import { isRecord } from '../../utils/is-record.js'

// The Cosmos adapter's errors: each with a stable code, so a site and the modal tell them apart
// whatever the wallet threw (Error objects, strings, plain objects, nothing).

/**
 * A Cosmos wallet answered something Foyer cannot use: a key that is not a 33-byte secp256k1 key, an
 * address that is not that key's or has another chain's prefix, a signature of the wrong length or
 * by another key.
 *
 * @example
 * throw new InvalidCosmosWalletAnswerError({ details: 'getKey(osmosis-1): the address osmo1… is not the key’s' })
 */
export class InvalidCosmosWalletAnswerError extends defineError(
  'COSMOS_INVALID_WALLET_ANSWER',
  'The wallet answered with something that is not valid',
  'InvalidCosmosWalletAnswerError',
) {}

/**
 * A Cosmos wallet gave no answer within the adapter's request timeout (a prompt left open, a wallet
 * that hangs): the request is given up, so the visitor can try again, and a late answer is ignored.
 *
 * @example
 * throw new CosmosWalletRequestTimeoutError({ details: 'enable(cosmoshub-4, osmosis-1): no answer within 120000 ms' })
 */
export class CosmosWalletRequestTimeoutError extends defineError(
  'COSMOS_WALLET_REQUEST_TIMEOUT',
  'The wallet did not answer in time',
  'CosmosWalletRequestTimeoutError',
) {}

/**
 * A Cosmos wallet failed a request without saying the visitor refused it (it threw an error, a
 * string, or anything else); `details` keeps its words.
 *
 * @example
 * throw new CosmosWalletRequestError({ details: 'enable: Ledger is not connected' })
 */
export class CosmosWalletRequestError extends defineError(
  'COSMOS_WALLET_REQUEST_FAILED',
  'The wallet could not do this request',
  'CosmosWalletRequestError',
) {}

/**
 * The wallet does not serve a chain of the site's: it does not list it and cannot add it (it has no
 * `experimentalSuggestChain`, or the site gave the chain no REST URL to suggest it with).
 *
 * @example
 * throw new CosmosChainNotInWalletError({ details: 'osmosis-1' })
 */
export class CosmosChainNotInWalletError extends defineError(
  'COSMOS_CHAIN_NOT_IN_WALLET',
  'The wallet does not support this chain',
  'CosmosChainNotInWalletError',
) {}

/**
 * A Cosmos chain's RPC endpoint did not answer a read within its timeout (SPEC §9: 10 s).
 *
 * @example
 * throw new CosmosRpcTimeoutError({ details: 'https://rpc.example.com: getBalance' })
 */
export class CosmosRpcTimeoutError extends defineError(
  'COSMOS_RPC_TIMEOUT',
  'The chain did not answer in time',
  'CosmosRpcTimeoutError',
) {}

/** The same error, saying which request got the answer and what is wrong with it. */
export const invalidAnswer = (method: string, problem: string) =>
  new InvalidCosmosWalletAnswerError({ details: `${method}: ${problem}` })

// Words Keplr and Leap reject with: they throw `new Error('Request rejected')`, without a code.
const refusal = /reject|denied|declined|cancel/i

/**
 * A wallet's failure as Foyer reports it: a refusal (code 4001, or words saying the visitor
 * refused) becomes the standard rejection, so the modal says the request was rejected; a Foyer error
 * stays itself; anything else (errors, strings, plain objects) becomes `CosmosWalletRequestError`
 * with the wallet's words and the request named.
 *
 * @example
 * toCosmosWalletError(new Error('Request rejected'), 'enable').code // 'RPC_4001'
 * toCosmosWalletError('oops', 'getKey').code // 'COSMOS_WALLET_REQUEST_FAILED'
 */
export function toCosmosWalletError(error: unknown, method: string): Error {
  if (isFoyerError(error)) return error
  const message = isRecord(error) && typeof error.message === 'string' ? error.message : String(error)
  if (isUserRejection(error) || refusal.test(message)) return toRpcError(4001, message)
  return new CosmosWalletRequestError({ details: `${method}: ${message}`, cause: error })
}
