import { describe, expect, it } from 'vitest'
import { toRpcError } from '../errors/rpc.js'
import type { Connection } from './adapter.types.js'
import { missingNetworksOf } from './missing-networks.js'

describe('missingNetworksOf', () => {
  const refused = { caipNetworkId: 'cosmos:osmosis-1', reason: 'rejected', error: toRpcError(4001) } as const
  const connection: Connection<'cosmos'> = {
    namespace: 'cosmos',
    connectorId: 'keplr',
    accounts: [{ address: 'cosmos1…', type: 'eoa', networkAddresses: { 'cosmos:cosmoshub-4': 'cosmos1…' } }],
    caipNetworkId: 'cosmos:cosmoshub-4',
    wallet: { name: 'Keplr' },
    missingNetworks: [refused],
  }

  it('lists the networks the wallet left out', () => {
    expect(missingNetworksOf(connection)).toEqual([refused])
    expect(missingNetworksOf({ ...connection, missingNetworks: undefined })).toEqual([])
  })

  it('leaves out a network the connection reached since: it is on it, or has an address there', () => {
    expect(missingNetworksOf({ ...connection, caipNetworkId: 'cosmos:osmosis-1' })).toEqual([])
    const [account] = connection.accounts
    const widened = {
      ...account,
      networkAddresses: { ...account.networkAddresses, 'cosmos:osmosis-1': 'osmo1…' },
    }
    expect(missingNetworksOf({ ...connection, accounts: [widened] })).toEqual([])
  })
})
