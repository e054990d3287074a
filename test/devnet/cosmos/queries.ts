import { BaseAccount, ModuleAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth'
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query'
import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
  QueryBalanceRequest,
  QueryBalanceResponse,
} from 'cosmjs-types/cosmos/bank/v1beta1/query'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SimulateRequest, SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service'
import type { Any } from 'cosmjs-types/google/protobuf/any'
import { addressProblem } from './addresses.js'
import type { CosmosChain } from './chain.js'
import { isValidDenom, toWireCoins } from './coins.js'
import { CosmosTxError, type SdkErrorName, sdkError } from './errors.js'
import type { Account } from './ledger.js'
import { SECP256K1_PUBKEY_TYPE_URL } from './signatures.js'

// The gRPC queries a client makes over `abci_query` (the path is the gRPC method, the data its
// protobuf request): bank balances, the auth account, and the tx service's simulation. A query that
// fails answers as the SDK turns a gRPC status into an ABCI result: NotFound becomes "key not found"
// (22), InvalidArgument "invalid request" (18), anything else "unknown request" (6), the log starting
// `rpc error: code = … desc = …`, which is what clients match (cosmjs reads a missing account from
// "rpc error: code = NotFound").

/** An `abci_query` answer: the code (0 when answered), the protobuf response, the height it is at. */
export type QueryAnswer = { code: number; codespace: string; log: string; value: Uint8Array; height: bigint }

const GRPC_TO_SDK = {
  NotFound: 'keyNotFound',
  InvalidArgument: 'invalidRequest',
  Unknown: 'unknownRequest',
} as const

const grpcError = (status: keyof typeof GRPC_TO_SDK, description: string) =>
  sdkError(GRPC_TO_SDK[status] satisfies SdkErrorName, `rpc error: code = ${status} desc = ${description}`)

function checkAddress(chain: CosmosChain, address: string): void {
  const problem = addressProblem(address, chain.config.prefix)
  if (problem) throw grpcError('InvalidArgument', `invalid address: ${problem}`)
}

function accountAny(account: Readonly<Account>): Any {
  const base: BaseAccount = {
    address: account.address,
    pubKey: account.pubKey
      ? { typeUrl: SECP256K1_PUBKEY_TYPE_URL, value: PubKey.encode({ key: account.pubKey }).finish() }
      : undefined,
    accountNumber: account.accountNumber,
    sequence: account.sequence,
  }
  if (account.module === undefined)
    return { typeUrl: '/cosmos.auth.v1beta1.BaseAccount', value: BaseAccount.encode(base).finish() }
  const module = { baseAccount: base, name: account.module, permissions: [] }
  return { typeUrl: '/cosmos.auth.v1beta1.ModuleAccount', value: ModuleAccount.encode(module).finish() }
}

const routes: Readonly<Record<string, (chain: CosmosChain, data: Uint8Array) => Uint8Array>> = {
  '/cosmos.bank.v1beta1.Query/Balance': (chain, data) => {
    const { address, denom } = QueryBalanceRequest.decode(data)
    if (!isValidDenom(denom)) throw grpcError('InvalidArgument', `invalid denom: ${denom}`)
    checkAddress(chain, address)
    const balance = { denom, amount: chain.ledger.balance(address, denom).toString() }
    return QueryBalanceResponse.encode({ balance }).finish()
  },
  '/cosmos.bank.v1beta1.Query/AllBalances': (chain, data) => {
    const { address } = QueryAllBalancesRequest.decode(data)
    checkAddress(chain, address)
    const balances = toWireCoins(chain.ledger.balances(address))
    const pagination = { nextKey: new Uint8Array(), total: BigInt(balances.length) }
    return QueryAllBalancesResponse.encode({ balances, pagination }).finish()
  },
  '/cosmos.auth.v1beta1.Query/Account': (chain, data) => {
    const { address } = QueryAccountRequest.decode(data)
    if (address === '') throw grpcError('InvalidArgument', 'Address cannot be empty')
    checkAddress(chain, address)
    const account = chain.ledger.account(address)
    if (!account) throw grpcError('NotFound', `account ${address} not found`)
    return QueryAccountResponse.encode({ account: accountAny(account) }).finish()
  },
  '/cosmos.tx.v1beta1.Service/Simulate': (chain, data) => {
    const { txBytes } = SimulateRequest.decode(data)
    if (txBytes.length === 0) throw grpcError('InvalidArgument', 'empty txBytes is not allowed')
    // The tx service reports any failure, with the gas it got to, as an Unknown status.
    const unknown = (log: string, gasWanted: bigint, gasUsed: bigint) =>
      grpcError('Unknown', `${log} With gas wanted: '${gasWanted}' and gas used: '${gasUsed}' `)
    let result: ReturnType<CosmosChain['simulate']>
    try {
      result = chain.simulate(txBytes)
    } catch (error) {
      if (error instanceof CosmosTxError) throw unknown(error.log, 0n, 0n)
      throw error
    }
    if (result.code !== 0) throw unknown(result.log, result.gasWanted, result.gasUsed)
    return SimulateResponse.encode({
      gasInfo: { gasWanted: result.gasWanted, gasUsed: result.gasUsed },
      result: {
        data: new Uint8Array(),
        log: result.log,
        events: result.events.map(({ type, attributes }) => ({
          type,
          attributes: attributes.map(({ key, value }) => ({ key, value, index: true })),
        })),
        msgResponses: TxMsgData.decode(result.data).msgResponses,
      },
    }).finish()
  },
}

/**
 * Answers an `abci_query` for `path` with the protobuf request `data`.
 *
 * @example
 * abciQuery(chain, '/cosmos.bank.v1beta1.Query/Balance', QueryBalanceRequest.encode({ address, denom }).finish())
 */
export function abciQuery(chain: CosmosChain, path: string, data: Uint8Array): QueryAnswer {
  const route = routes[path]
  try {
    if (!route) throw sdkError('unknownRequest', 'unknown query path')
    return { code: 0, codespace: '', log: '', value: route(chain, data), height: chain.height }
  } catch (error) {
    const refusal =
      error instanceof CosmosTxError
        ? error
        : grpcError('Unknown', `failed to decode request: ${error instanceof Error ? error.message : error}`)
    // A failed query reports the height it was asked at: 0 for "the latest".
    return {
      code: refusal.code,
      codespace: refusal.codespace,
      log: refusal.log,
      value: new Uint8Array(),
      height: 0n,
    }
  }
}
