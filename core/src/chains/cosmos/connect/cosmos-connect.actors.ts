import { fromPromise } from 'xstate'
import { CosmosChainNotInWalletError, toCosmosWalletError } from '../cosmos.errors.js'
import type { CosmosWalletPort } from '../cosmos.types.js'
import type { CosmosChain } from '../cosmos-networks.js'
import { loadKeyChecks } from '../key-checks.load.js'
import type { CosmosKey } from '../wallet-answers.js'

// The connect's wallet requests, one actor each, named in the machine's `setup()` (tests swap them
// with `.provide()`). Each turns whatever the wallet throws into a Foyer error and checks what it
// answers before the machine keeps it.

/** Runs a wallet request; its failure becomes a Foyer error naming the request. */
async function ask<value>(request: string, call: () => Promise<value>): Promise<value> {
  try {
    return await call()
  } catch (error) {
    throw toCosmosWalletError(error, request)
  }
}

/** The ids of the chains the wallet knows. */
export const listChainsActor = fromPromise<readonly string[], { port: CosmosWalletPort }>(({ input }) =>
  ask('chainIds', () => input.port.chainIds()),
)

/**
 * Suggests a chain the wallet does not know (a prompt). A wallet that cannot add chains, or a chain
 * the site gave no RPC or REST URL, is `CosmosChainNotInWalletError`.
 */
export const suggestChainActor = fromPromise<void, { port: CosmosWalletPort; chain: CosmosChain }>(
  async ({ input: { port, chain } }) => {
    // What to suggest downloads with the first suggestion: most connects suggest nothing.
    const info = (await import('../chain-info.js')).keplrChainInfoOf(chain)
    const { suggestChain } = port
    if (!suggestChain || !info)
      throw new CosmosChainNotInWalletError({
        details: `${chain.chainId}: ${suggestChain ? 'no RPC or REST URL to suggest it with' : 'the wallet cannot add chains'}`,
      })
    await ask(`experimentalSuggestChain(${chain.chainId})`, () => suggestChain.call(port, info))
  },
)

/** Enables every chain in one request (one prompt for all of them). */
export const enableChainsActor = fromPromise<
  void,
  { port: CosmosWalletPort; chains: readonly CosmosChain[] }
>(({ input: { port, chains } }) => {
  const ids = chains.map((chain) => chain.chainId)
  return ask(`enable(${ids.join(', ')})`, () => port.enable(ids))
})

/** The wallet's key on one chain, checked (`cosmosKeyOf`, downloaded with the first key). */
export const readKeyActor = fromPromise<CosmosKey, { port: CosmosWalletPort; chain: CosmosChain }>(
  async ({ input: { port, chain } }) => {
    const [answer, { cosmosKeyOf }] = await Promise.all([
      ask(`getKey(${chain.chainId})`, () => port.getKey(chain.chainId)),
      loadKeyChecks(),
    ])
    return cosmosKeyOf(answer, chain)
  },
)
