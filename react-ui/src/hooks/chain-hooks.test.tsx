import { base, createFoyer, type Foyer, mainnet, memoryStorage, solana } from '@foyer/core'
import { mockAdapter } from '@foyer/core/mock'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../context/FoyerProvider.js'
import { useAccountView } from './useAccountView.js'
import { useConnectingView } from './useConnectingView.js'
import { useNetworksView } from './useNetworksView.js'
import { useSwitchActiveChainView } from './useSwitchActiveChainView.js'
import { useSwitchNetworkView } from './useSwitchNetworkView.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let foyer: Foyer
const start = () => {
  const evm = mockAdapter({
    namespace: 'eip155',
    networks: [mainnet, base],
    address: ADDRESS,
    balance: 10n ** 22n,
  })
  const sol = mockAdapter({
    namespace: 'solana',
    networks: [solana],
    address: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  })
  foyer = createFoyer({ isMobile: false, storage: memoryStorage(), adapters: [evm, sol] })
  return { evm, sol }
}
const wrapper = ({ children }: { children: ReactNode }) => (
  <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
)
afterEach(() => {
  cleanup()
  foyer.stop()
})

describe('connection and network hooks', () => {
  it('useConnectingView and useAccountView follow a connect attempt to the connected account', async () => {
    const { evm } = start()
    evm.controls.behaviour.connect = 'reject'
    const connecting = renderHook(() => useConnectingView(), { wrapper })
    const account = renderHook(() => useAccountView(), { wrapper })
    expect(account.result.current.status).toBe('disconnected')
    act(() => foyer.connect('mock'))
    await waitFor(() => expect(connecting.result.current.status).toBe('rejected'))
    expect(connecting.result.current).toMatchObject({
      connector: { id: 'mock' },
      message: 'Connection rejected',
    })
    evm.controls.behaviour.connect = 'succeed'
    act(() => foyer.retryConnect())
    await waitFor(() => expect(account.result.current.balance?.formatted).toBe('10,000.000'))
    expect(account.result.current).toMatchObject({ status: 'connected', shortAddress: '0xf39F…2266' })
    expect(connecting.result.current.status).toBe('connected')
  })

  it('useNetworksView, useSwitchNetworkView and useSwitchActiveChainView render the network machine', async () => {
    const { evm } = start()
    const networks = renderHook(() => useNetworksView(), { wrapper })
    const switching = renderHook(() => useSwitchNetworkView(), { wrapper })
    const activeChain = renderHook(() => useSwitchActiveChainView(), { wrapper })
    expect(networks.result.current.active?.name).toBe('Ethereum')
    expect(networks.result.current.networks.map((n) => [n.name, n.isActive])).toEqual([
      ['Ethereum', true],
      ['Base', false],
      ['Solana', false],
    ])
    act(() => foyer.connect('mock', { namespace: 'eip155' }))
    await waitFor(() => expect(foyer.getState().account.status).toBe('connected'))
    evm.controls.behaviour.switchNetwork = 'hang'
    act(() => foyer.switchNetwork(base.caipNetworkId))
    expect(switching.result.current).toMatchObject({ status: 'switching', target: { name: 'Base' } })
    act(() => foyer.cancelSwitchNetwork())
    act(() => foyer.switchNetwork(solana.caipNetworkId))
    expect(activeChain.result.current).toMatchObject({
      from: 'eip155',
      to: 'solana',
      target: { name: 'Solana' },
    })
  })
})
