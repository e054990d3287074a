import { afterEach, describe, expect, it, vi } from 'vitest'
import { polkadot as polkadotNetwork } from '../../networks/definitions/polkadot.js'
import {
  POLKADOT_DETECTION_WINDOW_MS,
  polkadotConnectors,
  polkadotWalletName,
  watchPolkadotWallets,
} from './injected-wallets.js'
import { polkadot } from './polkadot.adapter.js'

// Detection of the extensions in `window.injectedWeb3`: what is there at once, late ones as they come
// (on a simulated clock), and whatever else a script put there left out without harming the rest.

const extension = () => ({ enable: async () => ({}), version: '1.0.0' })

afterEach(() => {
  vi.useRealTimers()
})

describe('Polkadot extension detection', () => {
  it('lists what is there at once, then each late extension as it comes, each once, and stops after its window', async () => {
    vi.useFakeTimers()
    const injectedWeb3: Record<string, unknown> = { 'polkadot-js': extension() }
    const page = { injectedWeb3 }
    const seen: string[][] = []
    const stop = watchPolkadotWallets(page, (connectors) => seen.push(connectors.map((c) => c.id)))
    // Listed at once: no fixed wait before the first answer.
    expect(seen.at(-1)).toEqual(['polkadot-js'])
    for (const [ms, key] of [
      [50, 'talisman'],
      [500, 'subwallet-js'],
      [1_500, 'enkrypt'],
    ] as const)
      setTimeout(() => {
        injectedWeb3[key] = extension()
      }, ms)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(seen).toEqual([
      [],
      ['polkadot-js'],
      ['polkadot-js', 'talisman'],
      ['polkadot-js', 'talisman', 'subwallet-js'],
      ['polkadot-js', 'talisman', 'subwallet-js', 'enkrypt'],
    ])
    // After the window, only the page's load event looks again.
    await vi.advanceTimersByTimeAsync(POLKADOT_DETECTION_WINDOW_MS)
    injectedWeb3.late = extension()
    await vi.advanceTimersByTimeAsync(POLKADOT_DETECTION_WINDOW_MS)
    expect(seen).toHaveLength(5)
    stop()
  })

  it('looks again when the page finishes loading, and not once stopped', () => {
    const listeners = new Set<() => void>()
    const injectedWeb3: Record<string, unknown> = {}
    const page = {
      injectedWeb3,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }
    const seen: string[][] = []
    const stop = watchPolkadotWallets(page, (connectors) => seen.push(connectors.map((c) => c.id)))
    injectedWeb3.talisman = extension()
    for (const listener of listeners) listener()
    expect(seen.at(-1)).toEqual(['talisman'])
    stop()
    expect(listeners.size).toBe(0)
  })

  it('leaves out junk and keeps the rest: entries without enable, non-objects, throwing getters', () => {
    const injectedWeb3 = {
      talisman: extension(),
      none: null,
      text: 'polkadot',
      number: 42,
      noEnable: { version: '1' },
      enableNotAFunction: { enable: 'yes' },
      get broken() {
        throw new Error('a getter a script broke')
      },
      'subwallet-js': extension(),
    }
    expect(polkadotConnectors({ injectedWeb3 }).map((c) => c.id)).toEqual(['talisman', 'subwallet-js'])
    expect(polkadotConnectors({ injectedWeb3: 'junk' })).toEqual([])
    expect(polkadotConnectors({ injectedWeb3: null })).toEqual([])
    expect(polkadotConnectors({})).toEqual([])
    const throwing = Object.defineProperty({}, 'injectedWeb3', {
      get() {
        throw new Error('no')
      },
    })
    expect(polkadotConnectors(throwing)).toEqual([])
  })

  it('lists a page whose injectedWeb3 was junk once it becomes an object', async () => {
    vi.useFakeTimers()
    const page: { injectedWeb3: unknown } = { injectedWeb3: 'not yet' }
    const seen: string[][] = []
    const stop = watchPolkadotWallets(page, (connectors) => seen.push(connectors.map((c) => c.id)))
    page.injectedWeb3 = { talisman: extension() }
    await vi.advanceTimersByTimeAsync(100)
    expect(seen).toEqual([[], ['talisman']])
    stop()
  })

  it('names the extensions it knows, Nova Wallet in its browser, others by their key, and the site’s names first', () => {
    const page = {
      injectedWeb3: {
        'polkadot-js': extension(),
        talisman: extension(),
        'subwallet-js': extension(),
        enkrypt: extension(),
      },
    }
    expect(polkadotConnectors(page).map((c) => c.name)).toEqual([
      'Polkadot{.js}',
      'Talisman',
      'SubWallet',
      'enkrypt',
    ])
    expect(polkadotWalletName({ ...page, walletExtension: { isNovaWallet: true } }, 'polkadot-js')).toBe(
      'Nova Wallet',
    )
    const looks = { enkrypt: { name: 'Enkrypt', icon: 'data:image/svg+xml,<svg/>' } }
    expect(polkadotConnectors(page, looks).at(-1)).toMatchObject({
      id: 'enkrypt',
      name: 'Enkrypt',
      type: 'INJECTED',
      chain: 'polkadot',
      imageUrl: 'data:image/svg+xml,<svg/>',
    })
  })

  it("the adapter's connectors follow the page, and detection stops with the last watcher", async () => {
    vi.useFakeTimers()
    const injectedWeb3: Record<string, unknown> = {}
    const adapter = polkadot({ networks: [polkadotNetwork], page: { injectedWeb3 } })
    const seen: string[][] = []
    const stop = adapter.watchConnectors((connectors) => seen.push(connectors.map((c) => c.id)))
    injectedWeb3.talisman = extension()
    await vi.advanceTimersByTimeAsync(100)
    stop()
    injectedWeb3['polkadot-js'] = extension()
    await vi.advanceTimersByTimeAsync(POLKADOT_DETECTION_WINDOW_MS)
    expect(seen.at(-1)).toEqual(['talisman'])
    expect(vi.getTimerCount(), 'no timer left running').toBe(0)
  })
})
