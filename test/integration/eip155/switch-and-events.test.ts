import { type AccountEvent, type Connector, isUserRejection } from '@foyer/core'
import { eip155 } from '@foyer/core/eip155'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEVNET_A, DEVNET_B } from '../../devnet/local-networks.js'
import { type Devnets, devWallet, devWalletInfo, discover, startDevnets } from './devnets.js'

// Network switches (including EIP-3085's add-then-switch on 4902) and wallet events, through the
// scripted wallet against two anvil chains.

let devnets: Devnets
const cleanups: (() => void)[] = []

beforeAll(async () => {
  vi.stubGlobal('window', new EventTarget())
  devnets = await startDevnets()
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await devnets.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function connected(options: Parameters<typeof devWallet>[1] = {}) {
  const wallet = devWallet(devnets, options)
  cleanups.push(wallet.stop)
  const adapter = eip155({ networks: [devnets.networkA, devnets.networkB] })
  const connector = discover(adapter).find((c) => c.id === devWalletInfo.rdns) as Connector
  const connection = await adapter.connect({ connector, network: devnets.networkA })
  wallet.controls.requests.length = 0
  return { adapter, connection, ...wallet }
}

const methods = (requests: readonly { method: string }[]) => requests.map((r) => r.method)

describe('switchNetwork', () => {
  it('moves a wallet that knows chain B there, and the wallet reports it', async () => {
    const { adapter, connection, controls } = await connected()
    const events: AccountEvent[] = []
    cleanups.push(adapter.watchAccount(connection, (event) => events.push(event)))
    await adapter.switchNetwork?.(connection, devnets.networkB)
    expect(methods(controls.requests)).toEqual(['wallet_switchEthereumChain'])
    expect(controls.requests[0]?.params).toEqual([{ chainId: '0x7a6a' }])
    expect(controls.chainId).toBe(DEVNET_B)
    expect(events).toEqual([{ type: 'chainChanged', caipNetworkId: 'eip155:31338' }])
  })

  it('adds chain B to a wallet that does not know it (4902), then switches', async () => {
    const { adapter, connection, controls } = await connected({ knownChainIds: [DEVNET_A] })
    await adapter.switchNetwork?.(connection, devnets.networkB)
    expect(methods(controls.requests)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_chainId',
      'wallet_switchEthereumChain',
    ])
    expect(controls.addedChains).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Foyer Devnet B',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [devnets.anvilB.rpcUrl],
      },
    ])
    expect(controls.chainId).toBe(DEVNET_B)
  })

  it('does not switch a second time when adding the chain already moved the wallet', async () => {
    const { adapter, connection, controls } = await connected({
      knownChainIds: [DEVNET_A],
      switchOnAdd: true,
    })
    await adapter.switchNetwork?.(connection, devnets.networkB)
    expect(methods(controls.requests)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_chainId',
    ])
    expect(controls.chainId).toBe(DEVNET_B)
  })

  it('keeps a refused switch recognisable as a user rejection, and the wallet stays put', async () => {
    const { adapter, connection, controls } = await connected()
    controls.rejectNext('wallet_switchEthereumChain')
    const error = await adapter.switchNetwork?.(connection, devnets.networkB).catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
    expect(controls.chainId).toBe(DEVNET_A)
  })

  it('keeps a refused add recognisable as a user rejection', async () => {
    const { adapter, connection, controls } = await connected({ knownChainIds: [DEVNET_A] })
    controls.rejectNext('wallet_addEthereumChain')
    const error = await adapter.switchNetwork?.(connection, devnets.networkB).catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
    expect(controls.chainId).toBe(DEVNET_A)
  })
})

describe('watchAccount', () => {
  it('reports accountsChanged, chainChanged (also to an unknown chain) and disconnect, until stopped', async () => {
    const { adapter, connection, controls } = await connected()
    const events: AccountEvent[] = []
    const stop = adapter.watchAccount(connection, (event) => events.push(event))
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    controls.setAccounts([other.toLowerCase() as `0x${string}`])
    controls.setChain(DEVNET_B)
    controls.setChain(999_999)
    controls.setAccounts([])
    controls.emitDisconnect()
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [{ address: other, type: 'eoa' }] },
      { type: 'chainChanged', caipNetworkId: 'eip155:31338' },
      { type: 'chainChanged', caipNetworkId: 'eip155:999999' },
      { type: 'accountsChanged', accounts: [] },
      { type: 'disconnect' },
    ])

    stop()
    expect(['accountsChanged', 'chainChanged', 'disconnect'].map(controls.listenerCount)).toEqual([0, 0, 0])
    controls.setChain(DEVNET_A)
    controls.emitDisconnect()
    expect(events).toHaveLength(5)
  })
})
