import type { Connector } from '../../connectors/connector.types.js'
import { isRecord } from '../../utils/is-record.js'
import type { PolkadotExtension, PolkadotPage, PolkadotWalletLook } from './polkadot.types.js'
import { isPolkadotExtension } from './wallet-answers.js'

/**
 * How long after detection starts the page is looked at again for Polkadot extensions that inject
 * themselves late, and how often. Extensions announce nothing when they arrive (`injectedWeb3` is a
 * plain object each one adds its key to), so the usual way (`web3Enable`) waits a fixed time before
 * listing any; Foyer lists what is there at once and adds late extensions as they appear, as for
 * Bitcoin wallets.
 */
export const POLKADOT_DETECTION_WINDOW_MS = 3_000
export const POLKADOT_DETECTION_INTERVAL_MS = 50

/**
 * The names of the extensions Foyer knows, by their `injectedWeb3` key; any other key is listed under
 * the key itself. Nova Wallet's in-app browser injects as `polkadot-js` and says so in
 * `window.walletExtension.isNovaWallet`.
 */
const knownNames: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
}

/** A property of a page object, or `undefined` where reading it throws (a getter a script broke). */
function read(from: unknown, key: string): unknown {
  try {
    return isRecord(from) || typeof from === 'function' ? Reflect.get(from, key) : undefined
  } catch {
    return undefined
  }
}

/** The keys of `page.injectedWeb3`, whatever a script put there (nothing that is not an object). */
function injectedKeys(page: PolkadotPage): string[] {
  const injected = read(page, 'injectedWeb3')
  try {
    return isRecord(injected) ? Object.keys(injected) : []
  } catch {
    return []
  }
}

/**
 * The extension at `page.injectedWeb3[key]` now, if it is one Foyer can ask (an object with `enable`).
 *
 * @example
 * extensionOf(window, 'talisman')?.enable('My site')
 */
export function extensionOf(page: PolkadotPage, key: string): PolkadotExtension | undefined {
  const extension = read(read(page, 'injectedWeb3'), key)
  return isPolkadotExtension(extension) ? extension : undefined
}

/**
 * The name a wallet is shown with: the site's (`looks`), else the one Foyer knows for its key (Nova
 * Wallet for `polkadot-js` in Nova's browser), else the key itself.
 *
 * @example
 * polkadotWalletName(window, 'subwallet-js') // 'SubWallet'
 */
export function polkadotWalletName(
  page: PolkadotPage,
  key: string,
  looks: Readonly<Record<string, PolkadotWalletLook>> = {},
): string {
  const own = looks[key]?.name
  if (own) return own
  if (key === 'polkadot-js' && read(read(page, 'walletExtension'), 'isNovaWallet') === true)
    return 'Nova Wallet'
  return knownNames[key] ?? key
}

/**
 * The connectors of the extensions in `page.injectedWeb3`, one per key, in the order they were added;
 * entries that are no extension (junk a script injected) are left out.
 *
 * @example
 * polkadotConnectors(window) // [{ id: 'talisman', name: 'Talisman', type: 'INJECTED', chain: 'polkadot', … }]
 */
export function polkadotConnectors(
  page: PolkadotPage,
  looks: Readonly<Record<string, PolkadotWalletLook>> = {},
): Connector[] {
  return injectedKeys(page).flatMap((key) => {
    const extension = extensionOf(page, key)
    if (!extension) return []
    const icon = looks[key]?.icon
    return [
      {
        id: key,
        name: polkadotWalletName(page, key, looks),
        type: 'INJECTED' as const,
        chain: 'polkadot' as const,
        provider: extension,
        ...(icon ? { imageUrl: icon, info: { icon } } : {}),
      },
    ]
  })
}

/**
 * How {@link watchPolkadotWallets} looks at the page: its detection window and interval, and how the
 * site shows wallets.
 *
 * @example
 * const options: PolkadotDetectionOptions = { windowMs: 5_000 }
 */
export type PolkadotDetectionOptions = {
  windowMs?: number | undefined
  intervalMs?: number | undefined
  wallets?: Readonly<Record<string, PolkadotWalletLook>> | undefined
}

/**
 * Calls `onChange` with the page's Polkadot extensions now, and again whenever one appears: at every
 * interval of the detection window and when the page finishes loading. Each extension is listed once
 * (by its key) and keeps its connector object. Returns the stop function.
 *
 * @example
 * const stop = watchPolkadotWallets(window, (connectors) => console.log(connectors.map((c) => c.name)))
 */
export function watchPolkadotWallets(
  page: PolkadotPage,
  onChange: (connectors: readonly Connector[]) => void,
  options: PolkadotDetectionOptions = {},
): () => void {
  const { windowMs = POLKADOT_DETECTION_WINDOW_MS, intervalMs = POLKADOT_DETECTION_INTERVAL_MS } = options
  let listed: readonly Connector[] = []
  const scan = () => {
    const added = polkadotConnectors(page, options.wallets).filter((c) => !listed.some((k) => k.id === c.id))
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
  const listen = read(page, 'addEventListener')
  const unlisten = read(page, 'removeEventListener')
  if (typeof listen === 'function') listen.call(page, 'load', scan)
  return () => {
    clearInterval(timer)
    if (typeof unlisten === 'function') unlisten.call(page, 'load', scan)
  }
}

/**
 * The extension at `page.injectedWeb3[key]` once it is there: at once when it is, else as soon as it
 * appears within the detection window (restoring a connection on load must not give up on an
 * extension that injects itself a moment after the page's script runs); `undefined` after the window.
 *
 * @example
 * const extension = await extensionWithin(window, 'talisman')
 */
export function extensionWithin(
  page: PolkadotPage,
  key: string,
  { windowMs = POLKADOT_DETECTION_WINDOW_MS, intervalMs = POLKADOT_DETECTION_INTERVAL_MS } = {},
): Promise<PolkadotExtension | undefined> {
  const now = extensionOf(page, key)
  if (now) return Promise.resolve(now)
  return new Promise((resolve) => {
    const startedAt = Date.now()
    const timer = setInterval(() => {
      const found = extensionOf(page, key)
      if (!found && Date.now() - startedAt < windowMs) return
      clearInterval(timer)
      resolve(found)
    }, intervalMs)
  })
}
