import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { StargateClient } from '@cosmjs/stargate'
import { afterAll, describe, expect, it } from 'vitest'
import { caipReferenceOfChainId } from '../../../core/src/chains/cosmos/cosmos-chain-id.js'
import { COSMOS_DEVNET, OSMOSIS_DEVNET } from '../../devnet/cosmos/chains.js'
import type { CosmosDevnets } from '../../devnet/cosmos/cosmos-node.js'
import { DEV_WALLET_COSMOS_FUNDS, startDemoCosmosChains } from '../../devnet/demo-cosmos.js'
import {
  COSMOS_DEV_MNEMONIC,
  cosmosDevnetWalletChain,
  cosmosLocalNetwork,
} from '../../devnet/local-networks.js'
import { createScriptedKeplrWallet } from '../../wallets/keplr-wallet.js'

// The demo stack's Cosmos part (test/devnet/demo-cosmos.ts, what startDemoStack starts beside the other
// chains): both chains up, the Cosmos dev wallet's key funded on each, a taken port falling back to a
// free one. The funded address is read back through the dev wallet itself, so the stack and the wallet
// agree on the key.

const started: CosmosDevnets[] = []
const busy: Server[] = []
afterAll(async () => {
  await Promise.all(started.map((devnets) => devnets.stop()))
  for (const server of busy) server.close()
})

async function start(ports: readonly [number, number]) {
  const devnets = await startDemoCosmosChains(ports)
  started.push(devnets)
  return devnets
}

describe("the demo stack's Cosmos chains", () => {
  it('start both chains and fund the dev wallet with 1,000 of each coin', async () => {
    const devnets = await start([0, 0])
    const { keplr } = await createScriptedKeplrWallet({
      mnemonic: COSMOS_DEV_MNEMONIC,
      chains: [
        cosmosDevnetWalletChain(COSMOS_DEVNET, devnets.cosmos.rpcUrl),
        cosmosDevnetWalletChain(OSMOSIS_DEVNET, devnets.osmosis.rpcUrl),
      ],
      authorised: true,
      events: new EventTarget(),
    })
    for (const node of [devnets.cosmos, devnets.osmosis]) {
      const reader = await StargateClient.connect(node.rpcUrl)
      expect(await reader.getChainId()).toBe(node.chainId)
      const { bech32Address } = await keplr.getKey(node.chainId)
      expect(await reader.getAllBalances(bech32Address)).toEqual([
        { denom: node.denom, amount: DEV_WALLET_COSMOS_FUNDS.toString() },
      ])
      reader.disconnect()
    }
  })

  it('start on free ports when a port asked for is taken', async () => {
    const server = createServer()
    busy.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const taken = (server.address() as AddressInfo).port
    const devnets = await start([taken, 0])
    expect(new URL(devnets.cosmos.rpcUrl).port).not.toBe(String(taken))
    const reader = await StargateClient.connect(devnets.cosmos.rpcUrl)
    expect(await reader.getChainId()).toBe(COSMOS_DEVNET.chainId)
    reader.disconnect()
  })

  it('are shown as Foyer Devnet ATOM and Foyer Devnet OSMO, with CAIP-2 ids by the cosmos rule', () => {
    const atom = cosmosLocalNetwork(COSMOS_DEVNET, 'http://127.0.0.1:26657')
    const osmo = cosmosLocalNetwork(OSMOSIS_DEVNET, 'http://127.0.0.1:26667')
    expect(atom).toMatchObject({ name: 'Foyer Devnet ATOM', nativeCurrency: { symbol: 'ATOM', decimals: 6 } })
    expect(osmo).toMatchObject({ name: 'Foyer Devnet OSMO', nativeCurrency: { symbol: 'OSMO', decimals: 6 } })
    expect(atom.caipNetworkId).toBe(`cosmos:${caipReferenceOfChainId(COSMOS_DEVNET.chainId)}`)
    expect(osmo.caipNetworkId).toBe(`cosmos:${caipReferenceOfChainId(OSMOSIS_DEVNET.chainId)}`)
  })
})
