import { describe, expect, it } from 'vitest'
import { kusama, polkadot as polkadotNetwork } from '../../../networks/definitions/polkadot.js'
import type { CaipNetworkId } from '../../../networks/network.types.js'
import type { Connection } from '../../adapter.types.js'
import type { PolkadotChainApi } from '../chain-api.js'
import { polkadot } from '../polkadot.adapter.js'

// The adapter's sending as the Send form loads it, before any chain is asked: what it refuses from
// the transfer, the network and the connection the site handed over. The chain's side is in
// test/integration/polkadot/send.test.ts.

const alice = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const bob = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'
const connection = (
  caipNetworkId: CaipNetworkId<'polkadot'> = polkadotNetwork.caipNetworkId,
): Connection<'polkadot'> => ({
  namespace: 'polkadot',
  connectorId: 'polkadot-js',
  accounts: [{ address: alice, type: 'eoa', addressType: 'sr25519' }],
  caipNetworkId,
  wallet: { name: 'Polkadot{.js}' },
})

/** A connection to a network with every part a transfer uses, answering nothing. */
const sendingApi = (genesisHash: string, decimals: number) => {
  const call = () => Promise.reject(new Error('not in this test'))
  return {
    genesisHash: { toHex: () => genesisHash },
    registry: { chainDecimals: [decimals], chainTokens: ['DOT'] },
    tx: { balances: { transferKeepAlive: call } },
    call: { transactionPaymentApi: { queryInfo: call } },
    rpc: {
      system: { accountNextIndex: call },
      author: { submitAndWatchExtrinsic: call },
      chain: { getBlock: call, getBlockHash: call },
    },
    query: { system: { account: call, events: call } },
  } as unknown as PolkadotChainApi
}
const polkadotGenesis = '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3'

async function transfersWith(api: PolkadotChainApi) {
  const adapter = polkadot({ networks: [polkadotNetwork], apis: { [polkadotNetwork.caipNetworkId]: api } })
  return adapter.loadTransfers()
}

describe('Polkadot sending, as the adapter loads it', () => {
  it('refuses tokens other than the network’s own', async () => {
    const transfers = await transfersWith(sendingApi(polkadotGenesis, 10))
    const token = { address: '1984', decimals: 6, symbol: 'USDt' }
    await expect(
      transfers.prepareTransfer(connection(), { to: bob, amount: 1n, token }),
    ).rejects.toMatchObject({
      code: 'UNSUPPORTED_TRANSFER_TOKEN',
    })
  })

  it('sends on the site’s networks only, and not from a transfer prepared on another', async () => {
    const transfers = await transfersWith(sendingApi(polkadotGenesis, 10))
    await expect(
      transfers.prepareTransfer(connection(kusama.caipNetworkId), { to: bob, amount: 1n }),
    ).rejects.toMatchObject({ code: 'SEND_NETWORK_NOT_OFFERED' })
    const prepared = {
      to: bob,
      amount: 1n,
      caipNetworkId: kusama.caipNetworkId,
      from: alice,
      fee: 1n,
      balance: 10n,
      nativeBalance: 10n,
      symbol: 'KSM',
      feeTerms: {},
    }
    await expect(transfers.sendTransfer(connection(), prepared)).rejects.toMatchObject({
      code: 'TRANSFER_NETWORK_CHANGED',
    })
    await expect(
      transfers.sendTransfer(connection(), {
        ...prepared,
        caipNetworkId: polkadotNetwork.caipNetworkId,
        amount: 0n,
      }),
    ).rejects.toMatchObject({ code: 'POLKADOT_ZERO_AMOUNT' })
  })

  it('cannot send through a connection made for balances only, or one to another chain', async () => {
    const narrow = {
      registry: { chainDecimals: [10], chainTokens: ['DOT'] },
      query: { system: { account: async () => ({}) } },
    }
    const refused = await (await transfersWith(narrow as unknown as PolkadotChainApi))
      .prepareTransfer(connection(), { to: bob, amount: 1n })
      .catch((e: unknown) => e)
    expect(refused).toMatchObject({ code: 'POLKADOT_SEND_UNAVAILABLE' })
    expect((refused as { details: string }).details).toContain('tx.balances.transferKeepAlive')
    const kusamaGenesis = '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe'
    await expect(
      (await transfersWith(sendingApi(kusamaGenesis, 12))).prepareTransfer(connection(), {
        to: bob,
        amount: 1n,
      }),
    ).rejects.toMatchObject({ code: 'POLKADOT_SEND_UNAVAILABLE' })
  })

  it('refuses a chain whose token has other decimals than the site typed the amount with', async () => {
    const transfers = await transfersWith(sendingApi(polkadotGenesis, 12))
    await expect(transfers.prepareTransfer(connection(), { to: bob, amount: 1n })).rejects.toMatchObject({
      code: 'POLKADOT_DECIMALS_MISMATCH',
      details: "typed with 10 decimals, Polkadot's chain has 12",
    })
  })
})
