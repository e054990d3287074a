// Test fixtures for the pairing machine (imported by tests only).
import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import type { PairedSession, Pairer } from '../../chains/walletconnect/walletconnect.types.js'

export const METAMASK: DirectoryWallet = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  image_id: 'eb0f0e2a-ee6c-4c1a-b7d3-7a2a1a4b9400',
  rdns: 'io.metamask',
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: null,
}

export const RAINBOW: DirectoryWallet = {
  id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
  name: 'Rainbow',
  image_url: 'https://wallets.example/rainbow.png',
  mobile_link: 'https://rnbwapp.com',
}

/** A session the wallet approved for two namespaces (the tests configure a connection for eip155 only). */
export const SESSION: PairedSession = {
  namespaces: ['eip155', 'solana'],
  wallet: { name: 'Rainbow', icon: 'https://wallets.example/rainbow.png' },
}

/** One `pair()` call of the fake pairer, answered by the test. */
export type FakePairing = {
  /** Shows a URI, as the WalletConnect client does once the pairing exists. */
  emitUri(uri: string): void
  approve(session: PairedSession): void
  fail(error: unknown): void
  /** Whether `approve` or `fail` was called. */
  readonly settled: boolean
  /** The signal the machine passed: aborted once it abandoned the pairing. */
  readonly signal: AbortSignal | undefined
}

/**
 * A pairer whose pairings wait for the test: every `pair()` call is recorded, newest last, and stays
 * open until the test answers it (also after the machine aborted it, to play late results of a client
 * that does not honour the signal).
 */
export function fakePairer(): {
  pairer: Pairer
  pairings: FakePairing[]
  /** Plays the relay connection going down (`false`) or coming back (`true`) to whoever watches. */
  relay(connected: boolean): void
} {
  const pairings: FakePairing[] = []
  const watchers = new Set<(connected: boolean) => void>()
  const pairer: Pairer = {
    watchRelay(onChange) {
      watchers.add(onChange)
      return () => watchers.delete(onChange)
    },
    pair: (onUri, signal) =>
      new Promise<PairedSession>((resolve, reject) => {
        let settled = false
        pairings.push({
          signal,
          emitUri: onUri,
          approve: (session) => {
            settled = true
            resolve(session)
          },
          fail: (error) => {
            settled = true
            reject(error)
          },
          get settled() {
            return settled
          },
        })
      }),
  }
  const relay = (connected: boolean) => {
    for (const watcher of watchers) watcher(connected)
  }
  return { pairer, pairings, relay }
}

/** Expected deep link of the tests' `deepLink` option: the wallet's mobile link with the URI. */
export const testDeepLink = ({ mobile_link: link }: DirectoryWallet, uri: string): string | undefined =>
  link ? `${link}${link.endsWith('/') ? '' : '/'}wc?uri=${encodeURIComponent(uri)}` : undefined
