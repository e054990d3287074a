import { isFoyerError } from '../../../errors/base.js'
import { isUserRejection } from '../../../errors/rpc.js'
import { CosmosChainNotInWalletError, CosmosWalletRequestTimeoutError } from '../cosmos.errors.js'
import type { CosmosChain } from '../cosmos-networks.js'
import type { CosmosConnectContext, MissingChain } from './cosmos-connect.types.js'

// The connect's rules as plain functions of its context: the machine's guards and inputs only ask
// them. Chains are taken in the site's order, one request at a time.

const isOpen = (context: CosmosConnectContext, chain: CosmosChain) =>
  context.missing[chain.chainId] === undefined

/**
 * The next chain to suggest to the wallet: one it did not list, not suggested yet, not failed. None
 * when the wallet could not list its chains (a chain is suggested only after the wallet said it does
 * not know it, never because an error's words seem to say so) or the visitor may not be prompted.
 *
 * @example
 * chainToSuggest(context)?.chainId // 'localchain-1'
 */
export function chainToSuggest(context: CosmosConnectContext): CosmosChain | undefined {
  const { known, suggested, prompt } = context
  if (!known || !prompt) return undefined
  return context.chains.find(
    (chain) => isOpen(context, chain) && !known.includes(chain.chainId) && !suggested.includes(chain.chainId),
  )
}

/**
 * The chains the wallet does not know that a connect without a prompt leaves out (it never asks to
 * add one): each with why.
 *
 * @example
 * unknownWithoutPrompt({ ...context, known: ['cosmoshub-4'] }) // { 'osmosis-1': { reason: 'unsupported', … } }
 */
export function unknownWithoutPrompt(context: CosmosConnectContext): Record<string, MissingChain> {
  const { known, prompt } = context
  if (!known || prompt) return {}
  return Object.fromEntries(
    context.chains
      .filter((chain) => !known.includes(chain.chainId))
      .map((chain) => [
        chain.chainId,
        missingOf(
          new CosmosChainNotInWalletError({ details: `${chain.chainId}: not added without a prompt` }),
        ),
      ]),
  )
}

/**
 * The chains to enable, in one request: every chain not failed so far.
 *
 * @example
 * chainsToEnable(context).map((chain) => chain.chainId) // ['cosmoshub-4', 'osmosis-1']
 */
export const chainsToEnable = (context: CosmosConnectContext): CosmosChain[] =>
  context.chains.filter((chain) => isOpen(context, chain))

/**
 * The next enabled chain whose key is still to read.
 *
 * @example
 * chainToRead(context)?.chainId // 'osmosis-1'
 */
export const chainToRead = (context: CosmosConnectContext): CosmosChain | undefined =>
  context.chains.find((chain) => isOpen(context, chain) && context.keys[chain.chainId] === undefined)

/**
 * Why a request failed, from its error: the visitor refused (4001), the wallet does not serve the
 * chain, its answer was not valid, or it failed otherwise (timeouts among them).
 *
 * @example
 * missingOf(toRpcError(4001)).reason // 'rejected'
 */
export function missingOf(error: unknown): MissingChain {
  const failure = error instanceof Error ? error : new Error(String(error))
  if (isUserRejection(error)) return { reason: 'rejected', error: failure }
  if (isFoyerError(error, 'COSMOS_CHAIN_NOT_IN_WALLET')) return { reason: 'unsupported', error: failure }
  if (isFoyerError(error, 'COSMOS_INVALID_WALLET_ANSWER')) return { reason: 'invalid', error: failure }
  return { reason: 'failed', error: failure }
}

/**
 * The failure of a request the wallet did not answer within `timeoutMs`.
 *
 * @example
 * timedOut('enable', 120_000).error.code // 'COSMOS_WALLET_REQUEST_TIMEOUT'
 */
export const timedOut = (request: WalletRequest, timeoutMs: number): MissingChain =>
  missingOf(new CosmosWalletRequestTimeoutError({ details: `${request}: no answer within ${timeoutMs} ms` }))

/** The wallet requests a connect makes that can fail for some chains. */
export type WalletRequest = 'suggest' | 'enable' | 'getKey'

/**
 * The failures after the request in progress failed with `failure`: its chains (the one suggested,
 * every chain asked to enable, the one whose key was asked) are left out for that reason.
 *
 * @example
 * withFailure(context, 'enable', missingOf(toRpcError(4001))) // every open chain: rejected
 */
export function withFailure(
  context: CosmosConnectContext,
  request: WalletRequest,
  failure: MissingChain,
): Record<string, MissingChain> {
  const chains =
    request === 'enable'
      ? chainsToEnable(context)
      : [request === 'suggest' ? chainToSuggest(context) : chainToRead(context)]
  const failed = chains.flatMap((chain) => (chain ? [[chain.chainId, failure]] : []))
  return { ...context.missing, ...Object.fromEntries(failed) }
}
