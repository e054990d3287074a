import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { Connection, MissingNetwork } from '../../chains/adapter.types.js'
import {
  CosmosChainNotInWalletError,
  InvalidCosmosWalletAnswerError,
} from '../../chains/cosmos/cosmos.errors.js'
import { mockAdapter } from '../../chains/mock/mock.adapter.js'
import { toRpcError } from '../../errors/rpc.js'
import { cosmosHub, osmosis } from '../../networks/definitions/cosmos.js'
import { defineNetwork } from '../../networks/registry.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import { connectionMachine } from './connection.machine.js'
import { missingNetworkNotices, selectMissingNetworks } from './connection.missing-networks.js'
import { networkBadge, selectAccountView } from './connection.selectors.js'

// The Account view names the site's networks a connection left out, and why, in words; switching to
// one asks the wallet again where the adapter can switch.

const HUB_ADDRESS = 'cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh'
const OSMO_ADDRESS = 'osmo1fl48vsnmsdzcv85q5d2q4z5ajdha8yu3aq6l09'
const juno = defineNetwork({
  id: 'juno-1',
  caipNetworkId: 'cosmos:juno-1',
  chainNamespace: 'cosmos',
  name: 'Juno',
  nativeCurrency: { name: 'Juno', symbol: 'JUNO', decimals: 6 },
  rpcUrls: { default: { http: ['https://juno-rpc.example'] } },
})
const networks = [cosmosHub, osmosis, juno] as const

const refused: MissingNetwork<'cosmos'> = {
  caipNetworkId: osmosis.caipNetworkId,
  reason: 'rejected',
  error: toRpcError(4001),
}
const unknown: MissingNetwork<'cosmos'> = {
  caipNetworkId: juno.caipNetworkId,
  reason: 'unsupported',
  error: new CosmosChainNotInWalletError({ details: 'juno-1' }),
}

/** A Cosmos wallet that connects the Hub and leaves `missing` out, behind the connection machine. */
async function connectedLeavingOut(missing: readonly MissingNetwork<'cosmos'>[], canSwitch = true) {
  const adapter = mockAdapter({ namespace: 'cosmos', networks: [...networks], address: HUB_ADDRESS })
  const connect = adapter.connect
  adapter.connect = async (request): Promise<Connection<'cosmos'>> => ({
    ...(await connect(request)),
    missingNetworks: missing,
  })
  if (!canSwitch) delete adapter.switchNetwork
  const actor = createActor(connectionMachine, {
    input: { adapter, storage: createStorage(memoryStorage()), reconnect: false },
  }).start()
  actor.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
  await waitFor(actor, (snapshot) => snapshot.hasTag('connected'))
  return { actor, adapter }
}

describe('missingNetworkNotices', () => {
  const badgeOf = (caipNetworkId: Parameters<typeof networkBadge>[1]) => networkBadge(networks, caipNetworkId)

  it('names each network and says why, in the order given', () => {
    const invalid = {
      caipNetworkId: cosmosHub.caipNetworkId,
      reason: 'invalid',
      error: new InvalidCosmosWalletAnswerError(),
    } as const
    const failed = { ...refused, reason: 'failed', error: new Error('Ledger is locked') } as const
    expect(missingNetworkNotices([refused, unknown, invalid, failed], badgeOf, true)).toEqual([
      {
        network: badgeOf(osmosis.caipNetworkId),
        reason: 'rejected',
        message: 'Osmosis was not connected: you declined it in the wallet.',
        canRetry: true,
      },
      {
        network: badgeOf(juno.caipNetworkId),
        reason: 'unsupported',
        message: 'Juno was not connected: it is not in your wallet.',
        canRetry: true,
      },
      expect.objectContaining({
        message: 'Cosmos Hub was not connected: the wallet answered with something that is not valid.',
      }),
      expect.objectContaining({ message: 'Osmosis was not connected: the wallet could not connect it.' }),
    ])
  })

  it('holds plain data only, so two reads of the same connection compare equal', () => {
    const [notice] = missingNetworkNotices([refused], badgeOf, false)
    expect(Object.values(notice ?? {}).some((value) => value instanceof Error)).toBe(false)
    expect(notice?.canRetry).toBe(false)
  })
})

describe('selectMissingNetworks: the networks a connection left out', () => {
  it('lists them on the Account view, with a retry where the adapter switches networks', async () => {
    const { actor } = await connectedLeavingOut([refused, unknown])
    expect(selectAccountView(actor.getSnapshot()).network?.name).toBe('Cosmos Hub')
    const notices = selectMissingNetworks(actor.getSnapshot())
    expect(notices.map((notice) => [notice.network.name, notice.canRetry])).toEqual([
      ['Osmosis', true],
      ['Juno', true],
    ])
  })

  it('offers no retry where the adapter cannot switch networks', async () => {
    const { actor } = await connectedLeavingOut([refused], false)
    expect(selectMissingNetworks(actor.getSnapshot())[0]?.canRetry).toBe(false)
  })

  it('drops a network once the connection reaches it (the wallet gave its address there after a switch)', async () => {
    const { actor, adapter } = await connectedLeavingOut([refused, unknown])
    const widened = {
      address: HUB_ADDRESS,
      type: 'eoa',
      networkAddresses: { [cosmosHub.caipNetworkId]: HUB_ADDRESS, [osmosis.caipNetworkId]: OSMO_ADDRESS },
    } as const
    adapter.controls.emit({ type: 'accountsChanged', accounts: [widened] })
    await waitFor(actor, (snapshot) => selectMissingNetworks(snapshot).length === 1)
    expect(selectMissingNetworks(actor.getSnapshot())[0]?.network.name).toBe('Juno')
  })

  it('says nothing while every network is reached, nor while disconnected', async () => {
    const { actor } = await connectedLeavingOut([])
    expect(selectMissingNetworks(actor.getSnapshot())).toEqual([])
    const { actor: leaving } = await connectedLeavingOut([refused])
    leaving.send({ type: 'CONNECTION.DISCONNECT' })
    await waitFor(leaving, (snapshot) => snapshot.matches('disconnected'))
    expect(selectMissingNetworks(leaving.getSnapshot())).toEqual([])
    expect(selectMissingNetworks(undefined)).toEqual([])
  })
})
