import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  hexToBigInt,
  http,
  isAddress,
  isHex,
  numberToHex,
  type PrivateKeyAccount,
  type PublicClient,
} from 'viem'
import { BATCH_EXECUTOR_ADDRESS, batchExecutorAbi } from '../devnet/contracts/batch-executor.js'

// EIP-5792 (the wallet call API) for the scripted wallet: `wallet_getCapabilities`,
// `wallet_sendCalls` and `wallet_getCallsStatus`. anvil answers none of them, so the wallet runs a
// batch itself: one EIP-7702 transaction (type 4) that delegates the account to BatchExecutor and
// calls the account's own `execute(calls)`, all or none. Imports viem only (see eip1193-wallet.ts).

/** EIP-5792's version of the request and answer shapes. */
export const CALLS_VERSION = '2.0.0'

/**
 * How the wallet answers batching: `'atomic'` reports `atomic: { status: 'supported' }` on every
 * chain that has BatchExecutor and runs batches atomically; `'none'` does not know the methods (4200),
 * as a wallet without EIP-5792.
 *
 * @example
 * controls.setBatching('none')
 */
export type Batching = 'atomic' | 'none'

/** A batch the wallet sent: its chain and transaction. */
type SentBatch = { chainId: number; hash: Hex }

/** An error as the wallet throws it (the wallet's own class, passed in to keep one). */
type Reject = (code: number, message: string) => Error

/**
 * What the batching part needs from the wallet: its key, the chain it is on and that chain's RPC,
 * who may ask, and how it refuses.
 */
export type CallsWallet = {
  account: PrivateKeyAccount
  chainId(): number
  rpcUrlOf(chainId: number): string | undefined
  rpc(): PublicClient
  assertSigner(address: unknown): void
  reject: Reject
}

/**
 * The batching part's levers: whether it batches, and whether `wallet_getCallsStatus` lies (answers
 * 200 with a successful receipt whatever the chain says), as a hostile wallet could.
 *
 * @example
 * calls.setBatching('none')
 */
export type CallsLevers = {
  readonly batching: Batching
  setBatching(batching: Batching): void
  lieAboutStatus(lie: boolean): void
}

/**
 * A gas limit the batch carries, without estimating: a wallet that simulated would refuse a failing
 * batch before sending it, and the tests want to see a batch that fails on chain undo all its calls.
 * Well above an approval and a Uniswap v2 swap (~0.2 M together) plus the delegation.
 */
const BATCH_GAS = 1_000_000n

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The wallet's EIP-5792 methods. `answer` returns `undefined` for a method it does not handle.
 *
 * @example
 * const calls = createCallsAnswers(wallet, 'atomic')
 * const result = await calls.answer('wallet_getCapabilities', [address])
 */
export function createCallsAnswers(
  wallet: CallsWallet,
  initial: Batching,
): CallsLevers & { answer(method: string, params: readonly unknown[]): Promise<unknown> | undefined } {
  let batching = initial
  let lying = false
  const batches = new Map<string, SentBatch>()

  /** Whether the chain has BatchExecutor's code (the devnets install it; elsewhere there is none). */
  async function hasExecutor(chainId: number): Promise<boolean> {
    const url = wallet.rpcUrlOf(chainId)
    if (!url) return false
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getCode',
        params: [BATCH_EXECUTOR_ADDRESS, 'latest'],
      }),
    })
    const { result } = (await response.json()) as { result?: unknown }
    return typeof result === 'string' && result !== '0x'
  }

  /** `wallet_getCapabilities [address, chainIds?]`: per chain (hex id), `atomic.status`. */
  async function capabilities(params: readonly unknown[]) {
    wallet.assertSigner(params[0])
    const asked = Array.isArray(params[1]) ? params[1] : [numberToHex(wallet.chainId())]
    const answer: Record<string, unknown> = {}
    for (const id of asked) {
      if (!isHex(id)) throw wallet.reject(-32602, `Invalid chain id ${String(id)}.`)
      const supported = await hasExecutor(Number(hexToBigInt(id)))
      answer[numberToHex(hexToBigInt(id))] = { atomic: { status: supported ? 'supported' : 'unsupported' } }
    }
    return answer
  }

  /** The calls of a `wallet_sendCalls` request, read strictly (an address, hex data, a hex value). */
  function callsOf(request: Record<string, unknown>) {
    const calls = request.calls
    if (!Array.isArray(calls) || calls.length === 0) throw wallet.reject(-32602, 'No calls to send.')
    return calls.map((call, index) => {
      if (!isRecord(call) || typeof call.to !== 'string' || !isAddress(call.to))
        throw wallet.reject(-32602, `Call ${index} has no contract address.`)
      if (call.data !== undefined && !isHex(call.data))
        throw wallet.reject(-32602, `Call ${index}: data is not hex.`)
      if (call.value !== undefined && !isHex(call.value))
        throw wallet.reject(-32602, `Call ${index}: value is not a hex quantity.`)
      return {
        to: call.to as Address,
        value: call.value === undefined ? 0n : hexToBigInt(call.value as Hex),
        data: (call.data ?? '0x') as Hex,
      }
    })
  }

  /**
   * `wallet_sendCalls [{ version, chainId, from, calls, atomicRequired }]`: one transaction from the
   * account to itself, delegating it to BatchExecutor (the authorisation signed for the nonce after
   * this transaction's, since the account sends it) and running `execute(calls)`.
   */
  async function sendCalls(params: readonly unknown[]) {
    const request = params[0]
    if (!isRecord(request)) throw wallet.reject(-32602, 'wallet_sendCalls takes one request object.')
    wallet.assertSigner(request.from ?? wallet.account.address)
    if (request.version !== CALLS_VERSION)
      throw wallet.reject(-32602, `Unsupported version ${String(request.version)}.`)
    if (!isHex(request.chainId) || Number(hexToBigInt(request.chainId)) !== wallet.chainId())
      throw wallet.reject(5710, `Unsupported chain id ${String(request.chainId)}.`)
    const chainId = wallet.chainId()
    const calls = callsOf(request)
    if (!(await hasExecutor(chainId)))
      throw wallet.reject(5760, 'Atomicity not supported: this chain has no batch executor.')
    const url = wallet.rpcUrlOf(chainId)
    if (!url) throw wallet.reject(4901, `The wallet has no RPC for chain ${chainId}.`)
    const { account } = wallet
    const client = createWalletClient({ account, transport: http(url, { retryCount: 0 }) })
    const nonce = await wallet.rpc().getTransactionCount({ address: account.address, blockTag: 'pending' })
    const authorization = await account.signAuthorization({
      address: BATCH_EXECUTOR_ADDRESS,
      chainId,
      nonce: nonce + 1,
    })
    const hash = await client.sendTransaction({
      chain: null,
      type: 'eip7702',
      authorizationList: [authorization],
      to: account.address,
      data: encodeFunctionData({ abi: batchExecutorAbi, functionName: 'execute', args: [calls] }),
      value: calls.reduce((sum, call) => sum + call.value, 0n),
      gas: BATCH_GAS,
      nonce,
    })
    const id = hash
    batches.set(id, { chainId, hash })
    return { id }
  }

  /**
   * `wallet_getCallsStatus [id]`: 100 while the transaction has no receipt; 200 when it succeeded;
   * 500 when it reverted (every call undone). While lying: 200 and a successful receipt, always.
   */
  async function callsStatus(params: readonly unknown[]) {
    const batch = typeof params[0] === 'string' ? batches.get(params[0]) : undefined
    if (!batch) throw wallet.reject(5730, 'Unknown bundle id.')
    const common = {
      version: CALLS_VERSION,
      id: params[0],
      chainId: numberToHex(batch.chainId),
      atomic: true,
    }
    const receipt = await wallet.rpc().request({ method: 'eth_getTransactionReceipt', params: [batch.hash] })
    if (!receipt) return lying ? { ...common, status: 200, receipts: [] } : { ...common, status: 100 }
    const succeeded = receipt.status === '0x1'
    const reported = lying ? { ...receipt, status: '0x1' } : receipt
    return {
      ...common,
      status: succeeded || lying ? 200 : 500,
      receipts: [
        {
          logs: reported.logs.map(({ address, topics, data }) => ({ address, topics, data })),
          status: reported.status,
          blockHash: reported.blockHash,
          blockNumber: reported.blockNumber,
          gasUsed: reported.gasUsed,
          transactionHash: reported.transactionHash,
        },
      ],
    }
  }

  return {
    get batching() {
      return batching
    },
    setBatching: (next) => {
      batching = next
    },
    lieAboutStatus: (lie) => {
      lying = lie
    },
    answer(method, params) {
      if (batching === 'none') return undefined
      if (method === 'wallet_getCapabilities') return capabilities(params)
      if (method === 'wallet_sendCalls') return sendCalls(params)
      if (method === 'wallet_getCallsStatus') return callsStatus(params)
      return undefined
    },
  }
}
