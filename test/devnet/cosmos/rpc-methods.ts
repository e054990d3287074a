import { fromBase64, fromHex, toBase64, toHex } from '@cosmjs/encoding'
import type { CosmosChain } from './chain.js'
import { internalError, invalidParams, JsonRpcError } from './errors.js'
import { abciQuery } from './queries.js'
import { blockJson, COMETBFT_VERSION, statusJson, txJson, txResultJson } from './rpc-json.js'
import { matchesTxQuery, parseTxQuery } from './tx-search.js'

// The CometBFT JSON-RPC methods this node answers, with the parameters each takes (named, or in this
// order when a client sends them as an array): what cosmjs's StargateClient and SigningStargateClient
// call, and a few neighbours (health, abci_info, the async and commit broadcasts).

/** A JSON-RPC call's parameters, by name. */
export type RpcParams = Readonly<Record<string, unknown>>

/** What the methods know besides the chain: the node's own RPC address. */
export type RpcNode = { chain: CosmosChain; rpcAddress: string }

type Method = { params: readonly string[]; answer: (node: RpcNode, params: RpcParams) => unknown }

function text(params: RpcParams, name: string, fallback?: string): string {
  const value = params[name] ?? fallback
  if (typeof value !== 'string') throw invalidParams(`${name}: expected a string`)
  return value
}

function integer(params: RpcParams, name: string): number | undefined {
  const value = params[name]
  if (value === undefined || value === null || value === '') return undefined
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  if (!Number.isSafeInteger(parsed)) throw invalidParams(`${name}: expected an integer`)
  return parsed
}

function bytes(params: RpcParams, name: string, decode: (text: string) => Uint8Array): Uint8Array {
  try {
    return decode(text(params, name, ''))
  } catch (error) {
    if (error instanceof JsonRpcError) throw error
    throw invalidParams(`${name}: ${error instanceof Error ? error.message : error}`)
  }
}

const broadcast = ({ chain }: RpcNode, params: RpcParams) => chain.broadcast(bytes(params, 'tx', fromBase64))

function txSearch({ chain }: RpcNode, params: RpcParams) {
  const conditions = parseTxQuery(text(params, 'query'))
  // CometBFT's paging: 30 a page unless asked (a request under 1 gets the default), 100 at most.
  const asked = integer(params, 'per_page')
  const perPage = asked === undefined || asked < 1 ? 30 : Math.min(asked, 100)
  const page = integer(params, 'page') ?? 1
  const order = text(params, 'order_by', 'asc') || 'asc'
  if (order !== 'asc' && order !== 'desc')
    throw invalidParams("expected order_by to be either 'asc' or 'desc' or empty")
  const matches = chain.txs().filter((tx) => matchesTxQuery(conditions, { ...tx, events: tx.result.events }))
  if (order === 'desc') matches.reverse()
  const pages = Math.max(1, Math.ceil(matches.length / perPage))
  if (page < 1 || page > pages)
    throw internalError(`page should be within [1, ${pages}] range, given ${page}`)
  const txs = matches.slice((page - 1) * perPage, page * perPage).map(txJson)
  return { txs, total_count: String(matches.length) }
}

function block({ chain }: RpcNode, params: RpcParams) {
  const height = integer(params, 'height') ?? Number(chain.height)
  if (height <= 0) throw internalError(`height must be greater than 0, but got ${height}`)
  const found = chain.block(BigInt(height))
  if (!found)
    throw internalError(
      `height ${height} must be less than or equal to the current blockchain height ${chain.height}`,
    )
  return blockJson(chain, found)
}

/**
 * The methods, by name.
 *
 * @example
 * RPC_METHODS.status?.answer(node, {})
 */
export const RPC_METHODS: Readonly<Record<string, Method>> = {
  status: { params: [], answer: ({ chain, rpcAddress }) => statusJson(chain, rpcAddress) },
  health: { params: [], answer: () => ({}) },
  abci_info: {
    params: [],
    answer: ({ chain }) => ({
      response: {
        data: 'foyer-cosmos-node',
        version: COMETBFT_VERSION,
        app_version: '0',
        last_block_height: chain.height.toString(),
        last_block_app_hash: toBase64(fromHex(chain.latest.appHash)),
      },
    }),
  },
  abci_query: {
    params: ['path', 'data', 'height', 'prove'],
    answer: ({ chain }, params) => {
      const answer = abciQuery(chain, text(params, 'path'), bytes(params, 'data', fromHex))
      return {
        response: {
          code: answer.code,
          log: answer.log,
          info: '',
          index: '0',
          key: null,
          value: answer.value.length > 0 ? toBase64(answer.value) : null,
          proofOps: null,
          height: answer.height.toString(),
          codespace: answer.codespace,
        },
      }
    },
  },
  broadcast_tx_sync: {
    params: ['tx'],
    answer: (node, params) => {
      const { check } = broadcast(node, params)
      return { code: check.code, data: null, log: check.log, codespace: check.codespace, hash: check.hash }
    },
  },
  // Returns before CheckTx's answer, as CometBFT does: a refused transaction still reads code 0 here.
  broadcast_tx_async: {
    params: ['tx'],
    answer: (node, params) => {
      const { check } = broadcast(node, params)
      return { code: 0, data: null, log: '', codespace: '', hash: check.hash }
    },
  },
  broadcast_tx_commit: {
    params: ['tx'],
    answer: (node, params) => {
      const { check, included } = broadcast(node, params)
      const none = {
        code: 0,
        data: null,
        log: '',
        info: '',
        gas_wanted: '0',
        gas_used: '0',
        events: [],
        codespace: '',
      }
      return {
        check_tx: txResultJson(check),
        tx_result: included ? txResultJson(included.result) : none,
        hash: check.hash,
        height: (included?.height ?? 0n).toString(),
      }
    },
  },
  tx: {
    params: ['hash', 'prove'],
    answer: ({ chain }, params) => {
      const hash = toHex(bytes(params, 'hash', fromBase64)).toUpperCase()
      const found = chain.tx(hash)
      if (!found) throw internalError(`tx (${hash}) not found`)
      return txJson(found)
    },
  },
  tx_search: { params: ['query', 'prove', 'page', 'per_page', 'order_by'], answer: txSearch },
  block: { params: ['height'], answer: block },
}

/**
 * Answers `method` with `params` (named, or positional as CometBFT also takes them); throws a
 * JsonRpcError for an unknown method or bad parameters.
 *
 * @example
 * answerRpc(node, 'abci_query', { path: '/cosmos.bank.v1beta1.Query/Balance', data: '0a2d…' })
 */
export function answerRpc(node: RpcNode, method: string, params: unknown): unknown {
  const found = Object.hasOwn(RPC_METHODS, method) ? RPC_METHODS[method] : undefined
  if (!found) throw new JsonRpcError(-32601, 'Method not found')
  if (Array.isArray(params)) {
    const named = Object.fromEntries(found.params.map((name, index) => [name, params[index]]))
    return found.answer(node, named)
  }
  if (params !== undefined && (typeof params !== 'object' || params === null))
    throw invalidParams('params must be an object or an array')
  return found.answer(node, (params ?? {}) as RpcParams)
}
