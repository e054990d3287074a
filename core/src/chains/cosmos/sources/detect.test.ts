import { describe, expect, it } from 'vitest'
import type { Connector } from '../../../connectors/connector.types.js'
import type { CosmosWalletPort } from '../cosmos.types.js'
import { watchCosmosWallets } from './detect.js'
import { keplrFamilyConnectors } from './keplr-family.js'

// Finding Cosmos wallets on a page: at once, late ones without a fixed wait, each wallet once under
// its own name, and each family's own way of listing chains and announcing key switches.

type Page = EventTarget & Record<string, unknown>
const pageOf = (globals: Record<string, unknown> = {}): Page => Object.assign(new EventTarget(), globals)

/** A Keplr-compatible object recording its calls. */
function keplrLike(calls: string[] = []) {
  const record =
    (method: string, answer: unknown = undefined) =>
    async (...args: unknown[]) => {
      calls.push(`${method}(${JSON.stringify(args)})`)
      return answer
    }
  return {
    enable: record('enable'),
    getKey: record('getKey'),
    signArbitrary: record('signArbitrary'),
    experimentalSuggestChain: record('experimentalSuggestChain'),
    getChainInfosWithoutEndpoints: record('getChainInfosWithoutEndpoints', [{ chainId: 'cosmoshub-4' }]),
    disable: record('disable'),
  }
}

const portOf = (connector: Connector | undefined) => connector?.provider as CosmosWalletPort

describe('Cosmos wallet detection', () => {
  it('lists the wallets there now, and one injected later as soon as it appears', async () => {
    const page = pageOf({ leap: keplrLike() })
    const seen: string[][] = []
    const late = new Promise<void>((resolve) => {
      const stop = watchCosmosWallets(
        page,
        (connectors) => {
          seen.push(connectors.map((c) => c.name))
          if (connectors.length === 2) {
            stop()
            resolve()
          }
        },
        { intervalMs: 5, windowMs: 60_000 },
      )
    })
    expect(seen.at(-1)).toEqual(['Leap'])
    page.keplr = keplrLike()
    await late
    expect(seen.at(-1)).toEqual(['Leap', 'Keplr'])
  })

  it('looks again when the page finishes loading, after its window', () => {
    const page = pageOf()
    const seen: string[][] = []
    const stop = watchCosmosWallets(page, (c) => seen.push(c.map((x) => x.name)), { windowMs: 0 })
    page.keplr = keplrLike()
    page.dispatchEvent(new Event('load'))
    stop()
    expect(seen.at(-1)).toEqual(['Keplr'])
  })

  it('lists a wallet once, under its own name, when it also puts its object at window.keplr', () => {
    const cosmostation = keplrLike()
    const page = pageOf({
      keplr: cosmostation,
      cosmostation: { providers: { keplr: cosmostation }, cosmos: { request: async () => ({}) } },
    })
    expect(keplrFamilyConnectors(page).map((c) => [c.id, c.name])).toEqual([['cosmostation', 'Cosmostation']])
    page.keplr = keplrLike()
    expect(keplrFamilyConnectors(page).map((c) => c.id)).toEqual(['keplr', 'cosmostation'])
  })

  it('ignores objects that cannot connect', () => {
    expect(keplrFamilyConnectors(pageOf({ keplr: {}, leap: 'x', cosmostation: null }))).toEqual([])
  })
})

describe('Cosmos wallet families', () => {
  it('Keplr: its chain list, one enable for all chains, disable, and keplr_keystorechange', async () => {
    const calls: string[] = []
    const page = pageOf({ keplr: keplrLike(calls) })
    const port = portOf(keplrFamilyConnectors(page)[0])
    expect(await port.chainIds()).toEqual(['cosmoshub-4'])
    await port.enable(['cosmoshub-4', 'osmosis-1'])
    await port.disconnect?.(['cosmoshub-4'])
    expect(calls).toEqual([
      'getChainInfosWithoutEndpoints([])',
      'enable([["cosmoshub-4","osmosis-1"]])',
      'disable([["cosmoshub-4"]])',
    ])
    let switched = 0
    const stop = port.watch(() => switched++)
    page.dispatchEvent(new Event('leap_keystorechange'))
    page.dispatchEvent(new Event('keplr_keystorechange'))
    stop()
    page.dispatchEvent(new Event('keplr_keystorechange'))
    expect(switched).toBe(1)
  })

  it('Leap: the same calls, and leap_keystorechange', () => {
    const page = pageOf({ leap: keplrLike() })
    const port = portOf(keplrFamilyConnectors(page)[0])
    let switched = 0
    port.watch(() => switched++)
    page.dispatchEvent(new Event('keplr_keystorechange'))
    page.dispatchEvent(new Event('leap_keystorechange'))
    expect(switched).toBe(1)
  })

  it('Cosmostation: its chains from cos_supportedChainIds, cos_disconnect, cosmostation_keystorechange', async () => {
    const requests: string[] = []
    const page = pageOf({
      cosmostation: {
        providers: { keplr: keplrLike() },
        cosmos: {
          request: async ({ method }: { method: string }) => {
            requests.push(method)
            return method === 'cos_supportedChainIds'
              ? { official: ['cosmoshub-4', 'osmosis-1'], unofficial: ['localchain-1'] }
              : null
          },
        },
      },
    })
    const port = portOf(keplrFamilyConnectors(page)[0])
    expect(await port.chainIds()).toEqual(['cosmoshub-4', 'osmosis-1', 'localchain-1'])
    await port.disconnect?.(['cosmoshub-4'])
    expect(requests).toEqual(['cos_supportedChainIds', 'cos_disconnect'])
    let switched = 0
    port.watch(() => switched++)
    page.dispatchEvent(new Event('cosmostation_keystorechange'))
    expect(switched).toBe(1)
  })

  it('a wallet’s failures become Foyer errors: refusals 4001, anything else a typed failure', async () => {
    const page = pageOf({
      keplr: {
        ...keplrLike(),
        enable: async () => {
          throw new Error('Request rejected')
        },
        getKey: async () => {
          throw 42
        },
      },
    })
    const port = portOf(keplrFamilyConnectors(page)[0])
    await expect(port.enable(['cosmoshub-4'])).rejects.toMatchObject({ code: 'RPC_4001' })
    await expect(port.getKey('cosmoshub-4')).rejects.toMatchObject({ code: 'COSMOS_WALLET_REQUEST_FAILED' })
  })
})
