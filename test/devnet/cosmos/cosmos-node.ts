import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readBody } from '../read-body.js'
import { CosmosChain } from './chain.js'
import { COSMOS_DEVNET, type CosmosChainConfig, OSMOSIS_DEVNET } from './chains.js'
import type { WireCoin } from './coins.js'
import { JsonRpcError } from './errors.js'
import { answerRpc, type RpcNode } from './rpc-methods.js'

/**
 * A local Cosmos chain for the demo and the tests: a single node that answers CometBFT 0.38's HTTP
 * JSON-RPC as far as cosmjs's StargateClient and SigningStargateClient use it (status, abci_query for
 * balances, accounts and simulation, broadcast_tx_sync, tx, tx_search, block), over an in-memory
 * bank and auth ledger. It refuses what a Cosmos SDK node refuses, with the SDK's codes and logs: a
 * signature that does not verify (SIGN_MODE_DIRECT or LEGACY_AMINO_JSON, secp256k1, low-s; signed for
 * another chain id or account number), a stale sequence, a fee under the node's minimum gas price,
 * a fee the payer cannot pay, a key that is not the signer's, bytes that are not a transaction. A
 * transaction that passes CheckTx is at once in the next block; one whose send then fails (too few
 * funds for the amount) is in the block with its failure code, its fee paid, as on a real chain.
 *
 * @example
 * const node = await startCosmosNode(COSMOS_DEVNET)
 * node.fund('cosmos1…', [{ denom: 'uatom', amount: '5000000' }])
 * const client = await SigningStargateClient.connectWithSigner(node.rpcUrl, wallet, {
 *   gasPrice: GasPrice.fromString(node.gasPrice),
 *   broadcastPollIntervalMs: 20,
 * })
 * await client.sendTokens(from, to, coins(1000, node.denom), 'auto')
 * await node.stop()
 */
export type CosmosNode = {
  /** `http://127.0.0.1:<port>`: the CometBFT RPC endpoint. */
  rpcUrl: string
  chainId: string
  /** The bech32 prefix of the chain's addresses (`cosmos`). */
  prefix: string
  /** The base denom fees are paid in (`uatom`). */
  denom: string
  /** The node's minimum gas price as cosmjs's `GasPrice.fromString` reads it (`'0.0025uatom'`). */
  gasPrice: string
  /** Everything else about the chain: symbol, decimals, minimum gas price, moniker. */
  config: CosmosChainConfig
  /** Gives `address` (of this chain) `coins`, as a faucet would; creates its account when new. */
  fund(address: string, coins: readonly WireCoin[]): void
  /** Every JSON-RPC method called so far, in order. */
  calls: string[]
  stop(): Promise<void>
}

type Call = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

function reply(node: RpcNode, call: Call, calls: string[]) {
  const id = call.id ?? null
  if (typeof call.method !== 'string')
    return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid Request', data: 'no method' } }
  calls.push(call.method)
  try {
    return { jsonrpc: '2.0', id, result: answerRpc(node, call.method, call.params) }
  } catch (error) {
    if (!(error instanceof JsonRpcError)) throw error
    return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, data: error.data } }
  }
}

const HEADERS = {
  'content-type': 'application/json',
  // The demo page reads the chain from the browser, from another origin.
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
}

/**
 * Starts a node of the chain `config` (the first local chain by default) on `port` (a free one by
 * default), with no balances: fund the accounts a test or the demo needs.
 *
 * @example
 * const osmosis = await startCosmosNode(OSMOSIS_DEVNET, { port: 26657 })
 */
export async function startCosmosNode(
  config: CosmosChainConfig = COSMOS_DEVNET,
  options: { port?: number } = {},
): Promise<CosmosNode> {
  const chain = new CosmosChain(config)
  const calls: string[] = []
  const node: RpcNode = { chain, rpcAddress: '' }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (request.method === 'OPTIONS') return void response.writeHead(204, HEADERS).end()
    // CometBFT also answers GET /<method>; this node does for the methods without parameters.
    const answer =
      request.method === 'GET'
        ? Promise.resolve(reply(node, { id: -1, method: path.slice(1) }, calls))
        : readBody(request, 1_000_000).then((body) => {
            let parsed: unknown
            try {
              parsed = JSON.parse(body)
            } catch {
              return { jsonrpc: '2.0', id: -1, error: { code: -32700, message: 'Parse error. Invalid JSON' } }
            }
            return Array.isArray(parsed)
              ? parsed.map((call: Call) => reply(node, call, calls))
              : reply(node, (parsed ?? {}) as Call, calls)
          })
    answer.then(
      (result) => response.writeHead(200, HEADERS).end(JSON.stringify(result)),
      (error: unknown) => response.writeHead(500, HEADERS).end(JSON.stringify({ error: String(error) })),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  node.rpcAddress = `tcp://127.0.0.1:${port}`
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    chainId: config.chainId,
    prefix: config.prefix,
    denom: config.denom,
    gasPrice: `${config.minGasPrice}${config.denom}`,
    config,
    fund: (address, coins) => chain.fund(address, coins),
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The two local Cosmos chains, running side by side. */
export type CosmosDevnets = {
  /** `foyer-devnet-1`: `cosmos1…` addresses, uatom. */
  cosmos: CosmosNode
  /** `foyer-osmo-1`: `osmo1…` addresses, uosmo. */
  osmosis: CosmosNode
  stop(): Promise<void>
}

/**
 * Starts both local Cosmos chains ({@link COSMOS_DEVNET} and {@link OSMOSIS_DEVNET}), each its own
 * node on its own port (free ones by default).
 *
 * @example
 * const devnets = await startCosmosDevnets()
 * devnets.osmosis.fund('osmo1…', [{ denom: 'uosmo', amount: '1000000' }])
 * await devnets.stop()
 */
export async function startCosmosDevnets(
  options: { ports?: readonly [number, number] } = {},
): Promise<CosmosDevnets> {
  const [cosmosPort, osmosisPort] = options.ports ?? [0, 0]
  const started = await Promise.allSettled([
    startCosmosNode(COSMOS_DEVNET, { port: cosmosPort }),
    startCosmosNode(OSMOSIS_DEVNET, { port: osmosisPort }),
  ])
  const [cosmos, osmosis] = started.map((result) =>
    result.status === 'fulfilled' ? result.value : undefined,
  )
  if (!cosmos || !osmosis) {
    // One port was taken: stop the node that did start, and say why the other did not.
    await Promise.all([cosmos?.stop(), osmosis?.stop()])
    throw started.find((result) => result.status === 'rejected')?.reason
  }
  return {
    cosmos,
    osmosis,
    stop: async () => {
      await Promise.all([cosmos.stop(), osmosis.stop()])
    },
  }
}
