import type { MissingNetworkReason } from '../../adapter.types.js'
import type { CosmosWalletPort } from '../cosmos.types.js'
import type { CosmosChain } from '../cosmos-networks.js'
import type { CosmosKey } from '../wallet-answers.js'

/** Why a chain is not connected, and the Foyer error that says so (its `code` is stable). */
export type MissingChain = { reason: MissingNetworkReason; error: Error }

/**
 * What one connect asks: the wallet, the site's chains (the one asked for first), whether the visitor
 * may be prompted to add chains (a connect) or not (a reconnect), and the request timeout.
 *
 * @example
 * const input: CosmosConnectInput = { port, chains, prompt: true, timeoutMs: 120_000 }
 */
export type CosmosConnectInput = {
  port: CosmosWalletPort
  chains: readonly CosmosChain[]
  prompt: boolean
  timeoutMs: number
}

/**
 * Where a connect is: the chains the wallet said it knows (`undefined` before it answered, or when it
 * cannot say), the ones suggested to it, the keys read and the chains that failed, by chain id.
 */
export type CosmosConnectContext = CosmosConnectInput & {
  known: readonly string[] | undefined
  suggested: readonly string[]
  keys: Readonly<Record<string, CosmosKey>>
  missing: Readonly<Record<string, MissingChain>>
}

/**
 * How a connect ended: every chain of the input is in exactly one of the two, by chain id (a key for
 * each chain the wallet connected, why for each it did not).
 *
 * @example
 * const { keys, missing } = await toPromise(createActor(cosmosConnectMachine, { input }).start())
 */
export type CosmosConnectOutput = Pick<CosmosConnectContext, 'keys' | 'missing'>
