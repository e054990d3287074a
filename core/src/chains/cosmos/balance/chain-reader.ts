/**
 * What the Cosmos adapter reads from chains, behind one narrow port: the balance of an address in a
 * coin, over a chain's CometBFT RPC. CosmJS's `StargateClient` does it by default, downloaded with
 * the first read; tests and sites may give their own.
 *
 * @example
 * const reader: CosmosChainReader = { balance: async () => 1_000_000n, dispose() {} }
 */
export type CosmosChainReader = {
  /** The balance of `address` in `denom` (its smallest unit), read from the chain at `rpcUrl`. */
  balance(p: { rpcUrl: string; address: string; denom: string }): Promise<bigint>
  /** Ends what the reader keeps open (its RPC clients); a later read opens them again. */
  dispose(): void
}

/**
 * CosmJS's reader (one `StargateClient` per chain, each read under `timeoutMs`), downloaded with the
 * first read: a site that never shows a Cosmos balance never downloads CosmJS.
 *
 * @example
 * const reader = lazyStargateReader({ timeoutMs: 10_000 })
 * await reader.balance({ rpcUrl: 'https://cosmos-rpc.publicnode.com', address: 'cosmos1…', denom: 'uatom' })
 */
export function lazyStargateReader(options: { timeoutMs: number }): CosmosChainReader {
  let loading: Promise<CosmosChainReader> | undefined
  let loaded: CosmosChainReader | undefined
  const load = () => {
    loading ??= import('./stargate-reader.js').then(
      (module) => {
        loaded = module.stargateReader(options)
        return loaded
      },
      (error: unknown) => {
        // A failed download is tried again on the next read.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return {
    balance: async (p) => (await load()).balance(p),
    dispose: () => loaded?.dispose(),
  }
}
