import { createStore } from 'mipd'
import type { Connector } from '../../connectors/connector.types.js'

/**
 * A wallet as EIP-6963 announces it: its metadata and its EIP-1193 provider.
 *
 * @example
 * const detail: AnnouncedWallet = { info: { uuid, name: 'MetaMask', icon, rdns: 'io.metamask' }, provider }
 */
export type AnnouncedWallet = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: unknown
}

/**
 * The id and name of the connector for the legacy `window.ethereum` (SPEC §3, type INJECTED).
 *
 * @example
 * connectors.find((c) => c.id === legacyConnector.id)?.name // 'Browser Wallet'
 */
export const legacyConnector = { id: 'injected', name: 'Browser Wallet' } as const

// SPEC §9: a Trust Wallet connector is shown as "Trust".
const trustRdns = 'com.trustwallet.app'
const trustName = 'Trust'

function displayName(info: AnnouncedWallet['info']): string {
  return info.rdns === trustRdns || info.name === 'Trust Wallet' ? trustName : info.name
}

/**
 * The EVM connectors of a page: one per announced wallet (EIP-6963, de-duplicated by rdns, first one
 * wins) and the legacy `window.ethereum` as "Browser Wallet" unless it is one of the announced
 * providers (most wallets do both). Trust Wallet is renamed "Trust".
 *
 * @example
 * mergeInjectedConnectors([{ info: { uuid, name: 'MetaMask', icon, rdns: 'io.metamask' }, provider }], provider)
 * // [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', imageUrl: icon, info: { rdns, icon }, provider }]
 */
export function mergeInjectedConnectors(announced: readonly AnnouncedWallet[], legacy: unknown): Connector[] {
  const connectors: Connector[] = []
  const ids = new Set<string>()
  for (const { info, provider } of announced) {
    if (ids.has(info.rdns)) continue
    ids.add(info.rdns)
    connectors.push({
      id: info.rdns,
      name: displayName(info),
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: info.icon,
      info: { rdns: info.rdns, icon: info.icon },
      provider,
    })
  }
  const legacyIsAnnounced = announced.some((wallet) => wallet.provider === legacy)
  if (isObject(legacy) && !legacyIsAnnounced && !ids.has(legacyConnector.id))
    connectors.push({ ...legacyConnector, type: 'INJECTED', chain: 'eip155', provider: legacy })
  return connectors
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null
}

/** Whether two connector lists show the same wallets through the same providers. */
function sameConnectors(a: readonly Connector[], b: readonly Connector[]): boolean {
  return (
    a.length === b.length &&
    a.every((c, i) => c.id === b[i]?.id && c.name === b[i]?.name && c.provider === b[i]?.provider)
  )
}

/**
 * The injected wallets of the page, watched together for every subscriber: started by the first
 * subscriber and stopped after the last one, so nothing touches `window` before it is needed (SSR).
 *
 * @example
 * const discovery = createInjectedDiscovery()
 * const stop = discovery.subscribe((connectors) => render(connectors))
 */
export type InjectedDiscovery = {
  /** Calls `onChange` with the connectors now and on every change; returns the stop function. */
  subscribe(onChange: (connectors: readonly Connector[]) => void): () => void
  /** The connectors now, asking wallets to announce themselves first when nobody is subscribed. */
  snapshot(): readonly Connector[]
}

/**
 * Watches EIP-6963 announcements (through mipd) and the legacy `window.ethereum`, including a late
 * `ethereum#initialized` (MetaMask injects after the page's scripts on some browsers).
 *
 * @example
 * const discovery = createInjectedDiscovery()
 * discovery.snapshot().find((connector) => connector.id === 'io.metamask')
 */
export function createInjectedDiscovery(): InjectedDiscovery {
  const listeners = new Set<(connectors: readonly Connector[]) => void>()
  let connectors: readonly Connector[] = []
  let stopSource: (() => void) | undefined

  function start(): void {
    if (stopSource || typeof window === 'undefined') return
    const store = createStore()
    const update = () => {
      const legacy = (window as { ethereum?: unknown }).ethereum
      const next = mergeInjectedConnectors(store.getProviders(), legacy)
      if (sameConnectors(next, connectors)) return
      connectors = next
      for (const listener of listeners) listener(connectors)
    }
    const unsubscribe = store.subscribe(update)
    window.addEventListener('ethereum#initialized', update)
    update()
    stopSource = () => {
      unsubscribe()
      window.removeEventListener('ethereum#initialized', update)
      store.destroy()
      connectors = []
    }
  }

  function stopWhenIdle(): void {
    if (listeners.size > 0) return
    stopSource?.()
    stopSource = undefined
  }

  return {
    subscribe(onChange) {
      // Started before `onChange` joins, so the first subscriber hears the first list once.
      start()
      listeners.add(onChange)
      onChange(connectors)
      return () => {
        listeners.delete(onChange)
        stopWhenIdle()
      }
    },
    snapshot() {
      start()
      const now = connectors
      stopWhenIdle()
      return now
    },
  }
}
