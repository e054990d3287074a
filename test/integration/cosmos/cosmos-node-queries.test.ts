import { toHex } from '@cosmjs/encoding'
import { StargateClient } from '@cosmjs/stargate'
import { Comet38Client, connectComet } from '@cosmjs/tendermint-rpc'
import { QueryAccountRequest } from 'cosmjs-types/cosmos/auth/v1beta1/query'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COSMOS_DEVNET } from '../../devnet/cosmos/chains.js'
import { type CosmosNode, startCosmosNode } from '../../devnet/cosmos/cosmos-node.js'
import { CosmosNodeUsageError } from '../../devnet/cosmos/errors.js'
import { MODULE_ACCOUNTS } from '../../devnet/cosmos/ledger.js'
import { directWallet, fee, KEYS, sendMessage, signOffline } from './cosmos-accounts.js'

// What cosmjs's StargateClient reads from the local Cosmos node: the chain, its height and blocks,
// balances and accounts, with cosmjs's own parsers as the judge of every answer's shape.

let node: CosmosNode
let client: StargateClient
beforeAll(async () => {
  node = await startCosmosNode(COSMOS_DEVNET)
  client = await StargateClient.connect(node.rpcUrl)
})
afterAll(async () => {
  client.disconnect()
  await node.stop()
})

async function rpc(method: string, params: unknown = {}) {
  const response = await fetch(node.rpcUrl, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
  })
  return (await response.json()) as { id: number; result?: unknown; error?: { code: number; data: string } }
}

describe('the local Cosmos node, read through StargateClient', () => {
  it('is a CometBFT 0.38 node of foyer-devnet-1 at height 1, with a genesis block', async () => {
    // cosmjs picks its client from the version the node reports.
    const comet = await connectComet(node.rpcUrl)
    expect(comet).toBeInstanceOf(Comet38Client)
    comet.disconnect()
    expect(await client.getChainId()).toBe('foyer-devnet-1')
    const height = await client.getHeight()
    expect(height).toBeGreaterThanOrEqual(1)
    const block = await client.getBlock(height)
    expect(block.header).toMatchObject({ chainId: 'foyer-devnet-1', height })
    expect(block.id).toMatch(/^[0-9A-F]{64}$/)
    expect(Date.parse(block.header.time)).not.toBeNaN()
  })

  it('reads balances: none for a new address, each denom once funded, sorted', async () => {
    const { address } = await directWallet(KEYS.alice, 'cosmos')
    expect(await client.getBalance(address, 'uatom')).toEqual({ denom: 'uatom', amount: '0' })
    expect(await client.getAllBalances(address)).toEqual([])
    node.fund(address, [
      { denom: 'uatom', amount: '2500000' },
      { denom: 'ufoy', amount: '42' },
    ])
    node.fund(address, [{ denom: 'uatom', amount: '500000' }])
    expect(await client.getBalance(address, 'uatom')).toEqual({ denom: 'uatom', amount: '3000000' })
    expect(await client.getAllBalances(address)).toEqual([
      { denom: 'uatom', amount: '3000000' },
      { denom: 'ufoy', amount: '42' },
    ])
  })

  it('reads accounts: none before funding, then a BaseAccount numbered after the module accounts', async () => {
    const { address } = await directWallet(KEYS.bob, 'cosmos')
    // As an SDK node answers a gRPC NotFound over ABCI: "key not found", which cosmjs reads as no account.
    const request = QueryAccountRequest.encode({ address }).finish()
    expect(
      await rpc('abci_query', { path: '/cosmos.auth.v1beta1.Query/Account', data: toHex(request) }),
    ).toMatchObject({
      result: {
        response: {
          code: 22,
          codespace: 'sdk',
          log: `rpc error: code = NotFound desc = account ${address} not found: key not found`,
        },
      },
    })
    expect(await client.getAccount(address)).toBeNull()
    await expect(client.getSequence(address)).rejects.toThrow(/does not exist on chain/)
    node.fund(address, [{ denom: 'uatom', amount: '1' }])
    const account = await client.getAccount(address)
    expect(account).toMatchObject({ address, pubkey: null, sequence: 0 })
    expect(account?.accountNumber).toBeGreaterThanOrEqual(BigInt(MODULE_ACCOUNTS.length))
  })

  it('has the fee collector module account at the address every Cosmos SDK chain derives for it', async () => {
    // The Cosmos Hub's fee collector, the first 20 bytes of SHA-256("fee_collector").
    const feeCollector = 'cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta'
    expect(await client.getAccount(feeCollector)).toMatchObject({ address: feeCollector, accountNumber: 0n })
  })

  it('refuses an address of another chain as a node does (invalid request, code 18)', async () => {
    const { address } = await directWallet(KEYS.alice, 'osmo')
    await expect(client.getBalance(address, 'uatom')).rejects.toThrow(
      /Query failed with \(18\): rpc error: code = InvalidArgument desc = invalid address: hrp does not match bech32 prefix: expected 'cosmos' got 'osmo'/,
    )
    await expect(client.getAccount(address)).rejects.toThrow(/Query failed with \(18\)/)
    expect(() => node.fund(address, [{ denom: 'uatom', amount: '1' }])).toThrow(CosmosNodeUsageError)
    expect(() => node.fund(address.replace('osmo', 'cosmos'), [])).toThrow(CosmosNodeUsageError)
  })

  it('answers JSON-RPC errors as CometBFT does: unknown method, unknown transaction, bad params', async () => {
    expect(await rpc('no_such_method')).toMatchObject({ id: 7, error: { code: -32601 } })
    const hash = Buffer.alloc(32, 0xab).toString('base64')
    expect(await rpc('tx', { hash })).toMatchObject({
      error: { code: -32603, data: `tx (${'AB'.repeat(32)}) not found` },
    })
    expect(await rpc('tx_search', { query: "tx.hash='nope" })).toMatchObject({ error: { code: -32602 } })
    expect(await rpc('block', { height: '999999' })).toMatchObject({ error: { code: -32603 } })
    // Positional parameters, as CometBFT also takes them.
    expect(await rpc('block', ['1'])).toMatchObject({ result: { block: { header: { height: '1' } } } })
    expect(await rpc('abci_query', { path: '/cosmos.nothing.v1/Query', data: '' })).toMatchObject({
      result: { response: { code: 6, codespace: 'sdk', log: 'unknown query path: unknown request' } },
    })
  })
})

describe('the rest of the CometBFT RPC, read through cosmjs’s Comet38Client', () => {
  it('commits with broadcast_tx_commit, accepts junk unchecked with broadcast_tx_async, pages tx_search', async () => {
    const comet = await Comet38Client.connect(node.rpcUrl)
    const dave = await directWallet(KEYS.dave, 'cosmos')
    node.fund(dave.address, [{ denom: 'uatom', amount: '1000000' }])
    const { accountNumber } = await client.getSequence(dave.address)
    const start = await client.getHeight()
    for (const sequence of [0, 1, 2]) {
      const tx = await signOffline(
        dave.wallet,
        dave.address,
        [sendMessage(dave.address, dave.address, '1', 'uatom')],
        fee('600', 'uatom'),
        { accountNumber, sequence, chainId: COSMOS_DEVNET.chainId },
      )
      const committed = await comet.broadcastTxCommit({ tx })
      expect(committed).toMatchObject({
        height: start + sequence + 1,
        checkTx: { code: 0 },
        txResult: { code: 0 },
      })
    }
    const query = `message.sender='${dave.address}' AND tx.height>${start + 1}`
    const page = await comet.txSearch({ query, per_page: 1, page: 2, order_by: 'desc' })
    expect(page.totalCount).toBe(2)
    expect(page.txs.map((tx) => tx.height)).toEqual([start + 2])
    expect((await comet.txSearchAll({ query: `message.sender='${dave.address}'` })).totalCount).toBe(3)

    // Async answers before CheckTx: code 0 even for bytes CheckTx refuses, and nothing lands.
    const junk = new TextEncoder().encode('junk')
    const raw = await rpc('broadcast_tx_async', { tx: Buffer.from(junk).toString('base64') })
    expect(raw).toMatchObject({ result: { code: 0 } })
    const { hash } = await comet.broadcastTxAsync({ tx: junk })
    await expect(comet.tx({ hash })).rejects.toThrow(/not found/)
    expect(await client.getHeight()).toBe(start + 3)
    comet.disconnect()
  })
})
