import type { Connector } from '../../../connectors/connector.types.js'
import type { CosmosPage } from '../cosmos.types.js'
import { keplrFamilyConnectors } from './keplr-family.js'

/**
 * How long after detection starts the page is looked at again for Cosmos wallets that inject
 * themselves late, and how often. Keplr's own advice is to wait for the page's `load` before reading
 * `window.keplr` (it may be missing until then); Foyer lists what is there at once and adds late
 * wallets as they appear, on `load` and at every interval of the window, without a fixed wait.
 */
export const COSMOS_DETECTION_WINDOW_MS = 3_000
export const COSMOS_DETECTION_INTERVAL_MS = 50

/**
 * How {@link watchCosmosWallets} looks: the length of its detection window and its interval.
 *
 * @example
 * const options: CosmosDetectionOptions = { windowMs: 5_000 }
 */
export type CosmosDetectionOptions = {
  windowMs?: number | undefined
  intervalMs?: number | undefined
}

/**
 * Calls `onChange` with the page's Cosmos wallets now, and again whenever one appears (at every
 * interval of the detection window and when the page finishes loading). Each wallet is listed once,
 * by id, and keeps its connector object. Returns the stop function.
 *
 * @example
 * const stop = watchCosmosWallets(window, (connectors) => console.log(connectors.map((c) => c.name)))
 */
export function watchCosmosWallets(
  page: CosmosPage,
  onChange: (connectors: readonly Connector[]) => void,
  options: CosmosDetectionOptions = {},
): () => void {
  const { windowMs = COSMOS_DETECTION_WINDOW_MS, intervalMs = COSMOS_DETECTION_INTERVAL_MS } = options
  let listed: readonly Connector[] = []
  const scan = () => {
    const added = keplrFamilyConnectors(page).filter((c) => !listed.some((known) => known.id === c.id))
    if (added.length === 0) return
    listed = [...listed, ...added]
    onChange(listed)
  }
  onChange(listed)
  scan()
  const startedAt = Date.now()
  const timer = setInterval(() => {
    scan()
    if (Date.now() - startedAt >= windowMs) clearInterval(timer)
  }, intervalMs)
  const listen: unknown = Reflect.get(page, 'addEventListener')
  const unlisten: unknown = Reflect.get(page, 'removeEventListener')
  if (typeof listen === 'function') listen.call(page, 'load', scan)
  return () => {
    clearInterval(timer)
    if (typeof unlisten === 'function') unlisten.call(page, 'load', scan)
  }
}
