import type { WalletConnectSessionPort } from '../../walletconnect/walletconnect-kit.types.js'
import type { BitcoinWalletPort } from '../bip122.types.js'
import type { WalletConnectBitcoinPort } from './walletconnect.js'

// The WalletConnect source (`walletconnect.ts`) is loaded the first time a WalletConnect connector's
// port is used: a Bitcoin site whose visitors never pair a phone wallet never downloads it.

/**
 * The Bitcoin wallet port over a WalletConnect session, its code loaded on first use.
 *
 * @example
 * const port = lazyWalletConnectBitcoinPort(connector.provider)
 * await port.connect('mainnet') // loads sources/walletconnect.ts, then asks the wallet
 */
export function lazyWalletConnectBitcoinPort(session: WalletConnectSessionPort): BitcoinWalletPort {
  let loaded: WalletConnectBitcoinPort | undefined
  let loading: Promise<WalletConnectBitcoinPort> | undefined
  const port = () => {
    loading ??= import('./walletconnect.js').then(({ walletConnectBitcoinPort }) => {
      loaded = walletConnectBitcoinPort(session)
      return loaded
    })
    return loading
  }
  return {
    connect: async (network) => (await port()).connect(network),
    accounts: async () => (await port()).accounts(),
    signMessage: async (request) => (await port()).signMessage(request),
    signPsbt: async (request) => (await port()).signPsbt(request),
    sendTransfer: async (request) => (await port()).sendTransfer(request),
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
    disconnect: async () => (await port()).disconnect(),
    // The phone wallet's name and icon, from the session itself (no need to load the source).
    walletInfo: () => session.walletInfo(),
  }
}
