import type { WalletConnectSessionPort } from '../../walletconnect/walletconnect-kit.types.js'
import type { CosmosWalletPort } from '../cosmos.types.js'
import type { CosmosChain } from '../cosmos-networks.js'
import type { WalletConnectCosmosPort } from './walletconnect.js'

// The WalletConnect source (`walletconnect.ts`) is loaded the first time a WalletConnect connector's
// port is used: a Cosmos site whose visitors never pair a phone wallet never downloads it.

/**
 * The Cosmos wallet port over a WalletConnect session, its code loaded on first use.
 *
 * @example
 * const port = lazyWalletConnectCosmosPort(connector.provider, chains)
 * await port.chainIds() // loads sources/walletconnect.ts, then reads the session
 */
export function lazyWalletConnectCosmosPort(
  session: WalletConnectSessionPort,
  chains: readonly CosmosChain[],
): CosmosWalletPort {
  let loaded: WalletConnectCosmosPort | undefined
  let loading: Promise<WalletConnectCosmosPort> | undefined
  const port = () => {
    loading ??= import('./walletconnect.js').then(
      ({ walletConnectCosmosPort }) => {
        loaded = walletConnectCosmosPort(session, chains)
        return loaded
      },
      (error: unknown) => {
        // A failed download is tried again on the next use.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return {
    chainIds: async () => (await port()).chainIds(),
    enable: async (chainIds) => (await port()).enable(chainIds),
    getKey: async (chainId) => (await port()).getKey(chainId),
    signArbitrary: async (chainId, signer, data) => (await port()).signArbitrary(chainId, signer, data),
    signDirect: async (chainId, signer, signDoc, options) =>
      (await port()).signDirect(chainId, signer, signDoc, options),
    watch(onChange) {
      // A connection is watched after its connect, which loaded the port: then the listeners are on at once.
      if (loaded) return loaded.watch(onChange)
      let stop: (() => void) | undefined
      let stopped = false
      port().then(
        (ready) => {
          if (!stopped) stop = ready.watch(onChange)
        },
        () => {},
      )
      return () => {
        stopped = true
        stop?.()
      }
    },
    disconnect: async (chainIds) => (await port()).disconnect(chainIds),
    // The phone wallet's name and icon, from the session itself (no need to load the source).
    walletInfo: () => session.walletInfo(),
  }
}
