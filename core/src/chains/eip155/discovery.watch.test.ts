// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import type { Connector } from '../../connectors/connector.types.js'
import type { Network } from '../../networks/network.types.js'
import { eip155 } from './eip155.adapter.js'

const devnet: Network<'eip155'> = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

const icon = 'data:image/svg+xml,<svg/>'
const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

function provider() {
  return {
    async request({ method }: { method: string }) {
      if (method === 'eth_accounts') return [address]
      if (method === 'eth_chainId') return '0x7a69'
      throw { code: 4200, message: 'unsupported' }
    },
  }
}

/** Announces a wallet the way extensions do: now, and again whenever the page asks. */
function announce(rdns: string, name: string, wallet: unknown = provider()): () => void {
  const detail = Object.freeze({ info: { uuid: crypto.randomUUID(), name, icon, rdns }, provider: wallet })
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  send()
  window.addEventListener('eip6963:requestProvider', send)
  return () => window.removeEventListener('eip6963:requestProvider', send)
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete (window as { ethereum?: unknown }).ethereum
})

function watch() {
  const lists: (readonly Connector[])[] = []
  const stop = eip155({ networks: [devnet] }).watchConnectors((connectors) => lists.push(connectors))
  cleanups.push(stop)
  const names = () => lists.map((list) => list.map((c) => c.name))
  return { lists, stop, names }
}

describe('watchConnectors in a browser', () => {
  it('finds wallets that announced before it started (they answer eip6963:requestProvider)', () => {
    cleanups.push(announce('io.metamask', 'MetaMask'))
    const { lists } = watch()
    expect(lists.at(-1)?.map((c) => [c.id, c.type, c.imageUrl])).toEqual([['io.metamask', 'ANNOUNCED', icon]])
  })

  it('re-emits the whole list when a wallet announces later', () => {
    const { names } = watch()
    cleanups.push(announce('io.metamask', 'MetaMask'))
    cleanups.push(announce('com.trustwallet.app', 'Trust Wallet'))
    expect(names()).toEqual([[], ['MetaMask'], ['MetaMask', 'Trust']])
  })

  it('ignores a second announcement of the same rdns', () => {
    const { names } = watch()
    cleanups.push(announce('io.metamask', 'MetaMask'))
    cleanups.push(announce('io.metamask', 'MetaMask'))
    expect(names()).toEqual([[], ['MetaMask']])
  })

  it('adds window.ethereum as Browser Wallet unless it was announced too', () => {
    const legacy = provider()
    ;(window as { ethereum?: unknown }).ethereum = legacy
    const { lists, names } = watch()
    expect(names()).toEqual([['Browser Wallet']])
    expect(lists[0]?.[0]).toMatchObject({ id: 'injected', type: 'INJECTED', chain: 'eip155' })
    expect(lists[0]?.[0]?.provider).toBe(legacy)
    cleanups.push(announce('io.metamask', 'MetaMask', legacy))
    expect(names().at(-1)).toEqual(['MetaMask'])
  })

  it('notices a window.ethereum injected late (ethereum#initialized)', () => {
    const { names } = watch()
    ;(window as { ethereum?: unknown }).ethereum = provider()
    window.dispatchEvent(new Event('ethereum#initialized'))
    expect(names()).toEqual([[], ['Browser Wallet']])
  })

  it('stops hearing announcements once stopped', () => {
    const { names, stop } = watch()
    stop()
    cleanups.push(announce('io.metamask', 'MetaMask'))
    expect(names()).toEqual([[]])
  })

  it('shares one discovery between watchers, and each stop only ends its own', () => {
    const adapter = eip155({ networks: [devnet] })
    const first: string[][] = []
    const second: string[][] = []
    const stopFirst = adapter.watchConnectors((list) => first.push(list.map((c) => c.name)))
    const stopSecond = adapter.watchConnectors((list) => second.push(list.map((c) => c.name)))
    cleanups.push(stopSecond)
    stopFirst()
    cleanups.push(announce('io.metamask', 'MetaMask'))
    expect(first).toEqual([[]])
    expect(second).toEqual([[], ['MetaMask']])
  })
})

describe('reconnect in a browser', () => {
  it('finds an announced wallet without anyone watching, and asks it without a prompt', async () => {
    const wallet = provider()
    const methods: string[] = []
    const recording = {
      request: (args: { method: string }) => {
        methods.push(args.method)
        return wallet.request(args)
      },
    }
    cleanups.push(announce('io.metamask', 'MetaMask', recording))
    const connection = await eip155({ networks: [devnet] }).reconnect({
      connectorId: 'io.metamask',
      network: devnet,
    })
    expect(connection).toMatchObject({
      connectorId: 'io.metamask',
      caipNetworkId: 'eip155:31337',
      wallet: { name: 'MetaMask', icon },
    })
    expect(methods).toEqual(['eth_accounts', 'eth_chainId'])
  })

  it('answers null when the wallet is gone', async () => {
    cleanups.push(announce('io.metamask', 'MetaMask'))
    const adapter = eip155({ networks: [devnet] })
    await expect(adapter.reconnect({ connectorId: 'io.rabby', network: devnet })).resolves.toBeNull()
  })
})
