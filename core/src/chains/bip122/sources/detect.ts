import type { Connector } from '../../../connectors/connector.types.js'
import type { BitcoinPage } from '../bip122.types.js'
import { satsConnectConnectors } from './sats-connect.js'
import { unisatConnectors } from './unisat.js'

/**
 * How long after discovery starts the page is looked at again for Bitcoin wallets that inject
 * themselves late, and how often. Bitcoin wallets announce nothing when they arrive (unlike EIP-6963
 * or the Wallet Standard), so peers wait a fixed 1.5 s before listing any; Foyer lists what is there
 * at once and adds late wallets as they appear.
 */
export const BITCOIN_DETECTION_WINDOW_MS = 3_000
export const BITCOIN_DETECTION_INTERVAL_MS = 50

/** Every wallet family's source: each reads the page and gives the connectors of its wallets. */
const sources: readonly ((page: BitcoinPage) => Connector[])[] = [satsConnectConnectors, unisatConnectors]

/**
 * Calls `onChange` with the page's Bitcoin wallets now, and again whenever one appears: at every
 * interval of the detection window and when the page finishes loading. A wallet found keeps its
 * connector object. Returns the stop function.
 *
 * @example
 * const stop = watchBitcoinWallets(window, (connectors) => console.log(connectors.map((c) => c.name)))
 */
export function watchBitcoinWallets(
  page: BitcoinPage,
  onChange: (connectors: readonly Connector[]) => void,
  timing = { windowMs: BITCOIN_DETECTION_WINDOW_MS, intervalMs: BITCOIN_DETECTION_INTERVAL_MS },
): () => void {
  let known: readonly Connector[] = []
  const scan = () => {
    const found = sources.flatMap((source) => source(page))
    const added = found.filter((connector) => !known.some((k) => k.id === connector.id))
    if (added.length === 0) return
    known = [...known, ...added]
    onChange(known)
  }
  onChange(known)
  scan()
  const startedAt = Date.now()
  const timer = setInterval(() => {
    scan()
    if (Date.now() - startedAt >= timing.windowMs) clearInterval(timer)
  }, timing.intervalMs)
  const listen: unknown = Reflect.get(page, 'addEventListener')
  const unlisten: unknown = Reflect.get(page, 'removeEventListener')
  if (typeof listen === 'function') listen.call(page, 'load', scan)
  return () => {
    clearInterval(timer)
    if (typeof unlisten === 'function') unlisten.call(page, 'load', scan)
  }
}
