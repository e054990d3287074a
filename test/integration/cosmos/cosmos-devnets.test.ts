import { fromBech32 } from '@cosmjs/encoding'
import { BroadcastTxError, coins, StargateClient } from '@cosmjs/stargate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CosmosDevnets, startCosmosDevnets } from '../../devnet/cosmos/cosmos-node.js'
import { directWallet, fee, KEYS, sendMessage, signingClient, signOffline } from './cosmos-accounts.js'

// The two local Cosmos chains side by side: their own chain ids, address prefixes and denoms, their
// own state, and a transaction of one chain is no transaction of the other.

let devnets: CosmosDevnets
let readers: { cosmos: StargateClient; osmosis: StargateClient }
beforeAll(async () => {
  devnets = await startCosmosDevnets()
  readers = {
    cosmos: await StargateClient.connect(devnets.cosmos.rpcUrl),
    osmosis: await StargateClient.connect(devnets.osmosis.rpcUrl),
  }
})
afterAll(async () => {
  readers.cosmos.disconnect()
  readers.osmosis.disconnect()
  await devnets.stop()
})

describe('two local Cosmos chains at once', () => {
  it('are two chains: chain ids, prefixes, denoms and ports of their own', async () => {
    expect(await readers.cosmos.getChainId()).toBe('foyer-devnet-1')
    expect(await readers.osmosis.getChainId()).toBe('foyer-osmo-1')
    expect(devnets.cosmos).toMatchObject({ prefix: 'cosmos', denom: 'uatom', gasPrice: '0.0025uatom' })
    expect(devnets.osmosis).toMatchObject({ prefix: 'osmo', denom: 'uosmo', gasPrice: '0.025uosmo' })
    expect(devnets.cosmos.config).toMatchObject({ symbol: 'ATOM', decimals: 6 })
    expect(devnets.osmosis.config).toMatchObject({ symbol: 'OSMO', decimals: 6 })
    expect(devnets.cosmos.rpcUrl).not.toBe(devnets.osmosis.rpcUrl)
  })

  it('keep their own state: one key, an address on each, a send on one moves nothing on the other', async () => {
    const onCosmos = await directWallet(KEYS.alice, 'cosmos')
    const onOsmosis = await directWallet(KEYS.alice, 'osmo')
    // The same key: the same 20 bytes under each chain's prefix.
    expect(fromBech32(onOsmosis.address).data).toEqual(fromBech32(onCosmos.address).data)
    const { address: bobOsmo } = await directWallet(KEYS.bob, 'osmo')
    const { address: bobCosmos } = await directWallet(KEYS.bob, 'cosmos')
    devnets.cosmos.fund(onCosmos.address, [{ denom: 'uatom', amount: '3000000' }])
    devnets.osmosis.fund(onOsmosis.address, [{ denom: 'uosmo', amount: '9000000' }])
    const heights = { cosmos: await readers.cosmos.getHeight(), osmosis: await readers.osmosis.getHeight() }

    const osmosisClient = await signingClient(devnets.osmosis, onOsmosis.wallet)
    const result = await osmosisClient.sendTokens(onOsmosis.address, bobOsmo, coins(2500, 'uosmo'), 'auto')
    expect(result.code).toBe(0)
    expect(await readers.osmosis.getBalance(bobOsmo, 'uosmo')).toEqual({ denom: 'uosmo', amount: '2500' })
    expect(await readers.osmosis.getHeight()).toBe(heights.osmosis + 1)
    expect(await readers.osmosis.getTx(result.transactionHash)).not.toBeNull()

    expect(await readers.cosmos.getHeight()).toBe(heights.cosmos)
    expect(await readers.cosmos.getTx(result.transactionHash)).toBeNull()
    expect(await readers.cosmos.getAllBalances(onCosmos.address)).toEqual([
      { denom: 'uatom', amount: '3000000' },
    ])
    expect(await readers.cosmos.getAccount(bobCosmos)).toBeNull()
    expect((await readers.cosmos.getAccount(onCosmos.address))?.sequence).toBe(0)
  })

  it('refuse each other’s transactions: signed for the other chain id (4), or from an address of the other chain (2)', async () => {
    const onOsmosis = await directWallet(KEYS.carol, 'osmo')
    const onCosmos = await directWallet(KEYS.carol, 'cosmos')
    devnets.osmosis.fund(onOsmosis.address, [{ denom: 'uosmo', amount: '9000000' }])
    devnets.cosmos.fund(onCosmos.address, [{ denom: 'uatom', amount: '9000000' }])
    const osmosisSigner = await readers.osmosis.getSequence(onOsmosis.address)
    const send = [sendMessage(onOsmosis.address, onOsmosis.address, '1', 'uosmo')]

    // An osmo transaction with every fact of the osmo chain but its chain id.
    const forCosmos = await signOffline(onOsmosis.wallet, onOsmosis.address, send, fee('6000', 'uosmo'), {
      ...osmosisSigner,
      chainId: 'foyer-devnet-1',
    })
    await expect(readers.osmosis.broadcastTxSync(forCosmos)).rejects.toMatchObject({
      code: 4,
      codespace: 'sdk',
    })

    // A cosmos transaction, correctly signed for its chain, broadcast to the osmo chain.
    const cosmosSigner = {
      ...(await readers.cosmos.getSequence(onCosmos.address)),
      chainId: 'foyer-devnet-1',
    }
    const cosmosSend = [sendMessage(onCosmos.address, onCosmos.address, '1', 'uatom')]
    const cosmosTx = await signOffline(
      onCosmos.wallet,
      onCosmos.address,
      cosmosSend,
      fee('600', 'uatom'),
      cosmosSigner,
    )
    const refused = await readers.osmosis.broadcastTxSync(cosmosTx).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(BroadcastTxError)
    expect(refused).toMatchObject({ code: 2, codespace: 'sdk' })
    expect((refused as BroadcastTxError).log).toMatch(
      /hrp does not match bech32 prefix: expected 'osmo' got 'cosmos'/,
    )
    // On its own chain it is a good transaction.
    expect(await readers.cosmos.broadcastTxSync(cosmosTx)).toMatch(/^[0-9A-F]{64}$/)
    expect((await readers.osmosis.getAccount(onOsmosis.address))?.sequence).toBe(0)
  })
})
