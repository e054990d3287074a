import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { QueryBalanceRequest, QueryBalanceResponse } from 'cosmjs-types/cosmos/bank/v1beta1/query'
import { afterEach, describe, expect, it } from 'vitest'
import { isFoyerError } from '../../../errors/base.js'
import { type BalanceClient, stargateReader } from './stargate-reader.js'

// The chain reader: CosmJS's StargateClient over a chain's CometBFT JSON-RPC, one client per chain,
// each request under the timeout. Against a small fake node (only the two calls a balance needs:
// `status`, which CosmJS asks to pick its dialect, and `abci_query` on the bank module's Balance), and
// against fake clients for what the reader itself decides (caching, closing, late clients).

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    }),
  )
})

/** A fake CometBFT node answering `status` and bank balance queries from `balances` (address → denom → amount). */
async function fakeNode(
  balances: Record<string, Record<string, string>>,
  options: { silent?: boolean } = {},
) {
  const asked: { address: string; denom: string }[] = []
  const server = createServer((request, response) => {
    if (options.silent) return
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body)
      let result: unknown
      if (method === 'status') result = statusResult
      else if (method === 'abci_query' && params.path === '/cosmos.bank.v1beta1.Query/Balance') {
        const query = QueryBalanceRequest.decode(Buffer.from(params.data, 'hex'))
        asked.push({ address: query.address, denom: query.denom })
        const amount = balances[query.address]?.[query.denom] ?? '0'
        const value = QueryBalanceResponse.encode({ balance: { denom: query.denom, amount } }).finish()
        result = {
          response: {
            code: 0,
            log: '',
            info: '',
            index: '0',
            value: Buffer.from(value).toString('base64'),
            height: '7',
            codespace: '',
          },
        }
      }
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify(
          result
            ? { jsonrpc: '2.0', id, result }
            : { jsonrpc: '2.0', id, error: { code: -32601, message: 'no' } },
        ),
      )
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked }
}

const statusResult = {
  node_info: {
    protocol_version: { p2p: '8', block: '11', app: '0' },
    id: 'aa'.repeat(20),
    listen_addr: 'tcp://0.0.0.0:26656',
    network: 'localchain-1',
    version: '0.38.17',
    channels: '40202122233038606100',
    moniker: 'fake',
    other: { tx_index: 'on', rpc_address: 'tcp://0.0.0.0:26657' },
  },
  sync_info: {
    latest_block_hash: 'BB'.repeat(32),
    latest_app_hash: 'CC'.repeat(32),
    latest_block_height: '7',
    latest_block_time: '2026-01-01T00:00:00.000000000Z',
    catching_up: false,
  },
  validator_info: {
    address: 'DD'.repeat(20),
    pub_key: { type: 'tendermint/PubKeyEd25519', value: Buffer.alloc(32, 1).toString('base64') },
    voting_power: '10',
  },
}

const address = 'cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh'
const codeOf = (error: unknown) => (isFoyerError(error) ? error.code : String(error))

describe('stargate reader over a CometBFT node', () => {
  it('reads a balance with CosmJS: the bank query for the address and coin, and its amount', async () => {
    const node = await fakeNode({ [address]: { uatom: '123456789012345678901' } })
    const reader = stargateReader({ timeoutMs: 10_000 })
    expect(await reader.balance({ rpcUrl: node.url, address, denom: 'uatom' })).toBe(123456789012345678901n)
    expect(await reader.balance({ rpcUrl: node.url, address, denom: 'uosmo' })).toBe(0n)
    expect(node.asked).toEqual([
      { address, denom: 'uatom' },
      { address, denom: 'uosmo' },
    ])
    reader.dispose()
  })

  it('a node that never answers: a timeout error that says so, not a wait', async () => {
    const node = await fakeNode({}, { silent: true })
    const reader = stargateReader({ timeoutMs: 100 })
    const failure = await reader
      .balance({ rpcUrl: node.url, address, denom: 'uatom' })
      .catch((e: unknown) => e)
    expect(codeOf(failure)).toBe('COSMOS_RPC_TIMEOUT')
    expect((failure as Error).message).toContain(`${node.url}: connecting took longer than 100 ms`)
    reader.dispose()
  })
})

describe('stargate reader: its clients', () => {
  function fakeClients(amount: unknown = '5') {
    const opened: string[] = []
    let closed = 0
    const connect = async (rpcUrl: string): Promise<BalanceClient> => {
      opened.push(rpcUrl)
      return {
        getBalance: async (_, denom) => ({ denom, amount: amount as string }),
        disconnect: () => {
          closed++
        },
      }
    }
    return { connect, opened, closed: () => closed }
  }

  it('keeps one client per chain, and disconnects them all on dispose', async () => {
    const clients = fakeClients()
    const reader = stargateReader({ timeoutMs: 1_000, connect: clients.connect })
    await reader.balance({ rpcUrl: 'http://a', address, denom: 'uatom' })
    await reader.balance({ rpcUrl: 'http://a', address, denom: 'uatom' })
    await reader.balance({ rpcUrl: 'http://b', address, denom: 'uatom' })
    expect(clients.opened).toEqual(['http://a', 'http://b'])
    reader.dispose()
    await Promise.resolve()
    await Promise.resolve()
    expect(clients.closed()).toBe(2)
  })

  it('a client that could not connect is not kept: the next read tries again', async () => {
    let attempts = 0
    const reader = stargateReader({
      timeoutMs: 1_000,
      connect: async () => {
        attempts++
        if (attempts === 1) throw new Error('connection refused')
        return { getBalance: async (_, denom) => ({ denom, amount: '1' }), disconnect() {} }
      },
    })
    await expect(reader.balance({ rpcUrl: 'http://a', address, denom: 'uatom' })).rejects.toThrow(
      'connection refused',
    )
    expect(await reader.balance({ rpcUrl: 'http://a', address, denom: 'uatom' })).toBe(1n)
  })

  it('a client that connects after its timeout is disconnected at once', async () => {
    let disconnected = false
    let finish: (client: BalanceClient) => void = () => {}
    const reader = stargateReader({
      timeoutMs: 20,
      connect: () => new Promise<BalanceClient>((resolve) => (finish = resolve)),
    })
    const failure = await reader
      .balance({ rpcUrl: 'http://a', address, denom: 'uatom' })
      .catch((e: unknown) => e)
    expect(codeOf(failure)).toBe('COSMOS_RPC_TIMEOUT')
    finish({
      getBalance: async () => ({ denom: 'uatom', amount: '1' }),
      disconnect: () => {
        disconnected = true
      },
    })
    await Promise.resolve()
    expect(disconnected).toBe(true)
  })

  it('refuses an answer that is no balance of the coin asked', async () => {
    for (const amount of ['-1', '1.5', '', 'x']) {
      const reader = stargateReader({ timeoutMs: 1_000, connect: fakeClients(amount).connect })
      await expect(reader.balance({ rpcUrl: 'http://a', address, denom: 'uatom' })).rejects.toThrow(
        /answered/,
      )
    }
  })
})
