import type { Wallet } from '@wallet-standard/base'
import type { Connector } from '../../../connectors/connector.types.js'
import type { WalletRegistry } from '../../solana/discovery/discovery.types.js'
import type { BitcoinPage } from '../bip122.types.js'
import { leatherConnectors } from './leather.js'
import { phantomConnectors } from './phantom.js'
import { satsConnectConnectors } from './sats-connect.js'
import { unisatConnectors } from './unisat.js'
import { bitcoinStandardConnector, isBitcoinStandardWallet } from './wallet-standard.js'

/**
 * How long after discovery starts the page is looked at again for Bitcoin wallets that inject
 * themselves late, and how often. Most Bitcoin wallets announce nothing when they arrive (unlike
 * EIP-6963 or the Wallet Standard), so peers wait a fixed 1.5 s before listing any; Foyer lists what is
 * there at once and adds late wallets as they appear.
 */
export const BITCOIN_DETECTION_WINDOW_MS = 3_000
export const BITCOIN_DETECTION_INTERVAL_MS = 50

/**
 * Every wallet family's source that reads the page: each gives the connectors of its wallets. Leather
 * comes before sats-connect: it also announces itself in `btc_providers`, and a wallet is listed once,
 * as the first source gives it.
 */
const sources: readonly ((page: BitcoinPage) => Connector[])[] = [
  leatherConnectors,
  satsConnectConnectors,
  unisatConnectors,
  phantomConnectors,
]

/**
 * The page's Wallet Standard registry, `getWallets()` from `@wallet-standard/app`, loaded when
 * detection starts (never during server rendering).
 *
 * @example
 * const registry = await pageWalletRegistry()
 */
export const pageWalletRegistry = (): Promise<WalletRegistry> =>
  import('@wallet-standard/app').then((app) => app.getWallets())

/**
 * How {@link watchBitcoinWallets} looks: the page's detection window, and the Wallet Standard registry
 * (`getWallets()` from `@wallet-standard/app` by default).
 *
 * @example
 * const options: BitcoinDetectionOptions = { registry: getWallets() }
 */
export type BitcoinDetectionOptions = {
  windowMs?: number | undefined
  intervalMs?: number | undefined
  registry?: WalletRegistry | Promise<WalletRegistry> | undefined
}

/**
 * Calls `onChange` with the page's Bitcoin wallets now, and again whenever one appears: at every
 * interval of the detection window and when the page finishes loading, and whenever a Bitcoin wallet
 * registers in the Wallet Standard (or unregisters: it leaves the list). Each wallet is listed once
 * (by id and by name, the page's sources first) and keeps its connector object. Returns the stop function.
 *
 * @example
 * const stop = watchBitcoinWallets(window, (connectors) => console.log(connectors.map((c) => c.name)))
 */
export function watchBitcoinWallets(
  page: BitcoinPage,
  onChange: (connectors: readonly Connector[]) => void,
  options: BitcoinDetectionOptions = {},
): () => void {
  const { windowMs = BITCOIN_DETECTION_WINDOW_MS, intervalMs = BITCOIN_DETECTION_INTERVAL_MS } = options
  const same = (a: Connector, b: Connector) => a.id === b.id || a.name === b.name
  let fromPage: readonly Connector[] = []
  const fromRegistry = new Map<Wallet, Connector>()
  const publish = () =>
    onChange(
      [...fromPage, ...fromRegistry.values()].filter(
        (connector, index, all) => all.findIndex((other) => same(other, connector)) === index,
      ),
    )
  const scan = () => {
    const added = sources.flatMap((source) => source(page)).filter((c) => !fromPage.some((k) => same(k, c)))
    if (added.length === 0) return
    fromPage = [...fromPage, ...added]
    publish()
  }
  let stopped = false
  let stopRegistry = () => {}
  const follow = (registry: WalletRegistry) => {
    if (stopped) return
    const register = (...wallets: Wallet[]) => {
      const added = wallets.filter((w) => !fromRegistry.has(w) && isBitcoinStandardWallet(w))
      for (const wallet of added) fromRegistry.set(wallet, bitcoinStandardConnector(wallet))
      if (added.length > 0) publish()
    }
    const unregister = (...wallets: Wallet[]) => {
      if (wallets.filter((wallet) => fromRegistry.delete(wallet)).length > 0) publish()
    }
    const stops = [registry.on('register', register), registry.on('unregister', unregister)]
    stopRegistry = () => {
      for (const stop of stops) stop()
    }
    register(...registry.get())
  }
  publish()
  scan()
  const registry = options.registry ?? pageWalletRegistry()
  // A registry given as it is is followed at once, so its wallets are listed with the page's.
  if (registry instanceof Promise) registry.then(follow, () => {})
  else follow(registry)
  const startedAt = Date.now()
  const timer = setInterval(() => {
    scan()
    if (Date.now() - startedAt >= windowMs) clearInterval(timer)
  }, intervalMs)
  const listen: unknown = Reflect.get(page, 'addEventListener')
  const unlisten: unknown = Reflect.get(page, 'removeEventListener')
  if (typeof listen === 'function') listen.call(page, 'load', scan)
  return () => {
    stopped = true
    stopRegistry()
    clearInterval(timer)
    if (typeof unlisten === 'function') unlisten.call(page, 'load', scan)
  }
}
