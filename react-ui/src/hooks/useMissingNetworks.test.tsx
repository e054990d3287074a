import {
  type Connection,
  cosmosHub,
  createFoyer,
  type Foyer,
  memoryStorage,
  osmosis,
  toRpcError,
} from '@foyer/core'
import { mockAdapter } from '@foyer/core/mock'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../context/FoyerProvider.js'
import { useMissingNetworks } from './useMissingNetworks.js'

let foyer: Foyer
const wrapper = ({ children }: { children: ReactNode }) => (
  <FoyerProvider foyer={foyer}>{children}</FoyerProvider>
)
afterEach(() => {
  cleanup()
  foyer.stop()
})

/** A Cosmos wallet that connects the Hub and leaves Osmosis out: the visitor declined it. */
function start() {
  const adapter = mockAdapter({
    namespace: 'cosmos',
    networks: [cosmosHub, osmosis],
    address: 'cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh',
  })
  const connect = adapter.connect
  adapter.connect = async (request): Promise<Connection<'cosmos'>> => ({
    ...(await connect(request)),
    missingNetworks: [{ caipNetworkId: osmosis.caipNetworkId, reason: 'rejected', error: toRpcError(4001) }],
  })
  foyer = createFoyer({ isMobile: false, storage: memoryStorage(), adapters: [adapter] })
  return adapter
}

describe('useMissingNetworks', () => {
  it("names the active connection's networks left out; switching to one (the Account view's retry) asks the wallet and clears it", async () => {
    const adapter = start()
    const notices = renderHook(() => useMissingNetworks(), { wrapper })
    expect(notices.result.current).toEqual([])
    act(() => foyer.connect('mock'))
    await waitFor(() =>
      expect(notices.result.current.map((notice) => notice.message)).toEqual([
        'Osmosis was not connected: you declined it in the wallet.',
      ]),
    )
    expect(notices.result.current[0]).toMatchObject({ canRetry: true, network: { name: 'Osmosis' } })

    act(() => foyer.switchNetwork(osmosis.caipNetworkId))
    await waitFor(() => expect(notices.result.current).toEqual([]))
    expect(adapter.controls.calls).toContainEqual({
      method: 'switchNetwork',
      params: { network: osmosis.caipNetworkId },
    })
  })
})
