import { type Address, type Hex, isHex } from 'viem'
import {
  type EmbeddedWalletLink,
  frameEip1193Provider,
} from '../../../core/src/chains/eip155/embedded/frame-provider.js'
import { frameCalls } from '../../../core/src/embedded/frame-calls.js'
import type { FrameChannel } from '../../../core/src/embedded/frame-channel.js'
import { toRpcError } from '../../../core/src/errors/rpc.js'
import type { TransactionPreview } from '../../../core/src/machines/transaction-approval/transaction-approval.types.js'

/**
 * Options of {@link approvingWallet}: the chain the frame signs on, and the account it signs as
 * (an anvil account: the node holds its key).
 */
export type ApprovingWalletOptions = { rpcUrl: string; chainId: number; account: Address }

/** The JSON-RPC call the frame makes to its chain; a node's error is thrown with its message. */
export async function nodeRequest(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const answer = await response.json()
  if (answer.error) throw new Error(answer.error.message)
  return answer.result
}

/**
 * The embedded wallet's EVM provider (Foyer's real one) over a frame that signs on a local anvil
 * chain: reads and transactions reach the node as the frame hands them on (a transaction from the
 * frame's account, a call bundle as its calls in order; `hashes` lists what was sent), so what the chain executes is exactly what the provider gave the frame. The
 * visitor approves every review that offers Approve, and can only decline one that refuses.
 *
 * @example
 * const wallet = approvingWallet({ rpcUrl: anvil.rpcUrl, chainId: 31337, account: ANVIL_ADDRESS_0 })
 * await wallet.provider.request({ method: 'eth_sendTransaction', params: [{ to, value: '0x1' }] })
 * wallet.previews.at(-1) // the review the visitor saw
 */
export function approvingWallet({ rpcUrl, chainId, account }: ApprovingWalletOptions) {
  const previews: TransactionPreview[] = []
  const handed: unknown[] = []
  const hashes: Hex[] = []
  const send = async (transaction: unknown) => {
    const hash = await nodeRequest(rpcUrl, 'eth_sendTransaction', [{ ...Object(transaction), from: account }])
    if (isHex(hash)) hashes.push(hash)
    return hash
  }
  const answer = async (name: string, payload: unknown): Promise<unknown> => {
    if (name === 'IS_CONNECTED') return { isConnected: true }
    if (name === 'GET_USER') return { address: account, chainId }
    if (name === 'GET_CHAIN_ID') return { chainId }
    if (name !== 'RPC_REQUEST') throw new Error(`the test frame does not answer ${name}`)
    const method = String(Reflect.get(Object(payload), 'method'))
    const params: unknown = Reflect.get(Object(payload), 'params')
    if (method === 'eth_sendTransaction') {
      handed.push(params)
      const [transaction] = Array.isArray(params) ? params : []
      return send(transaction)
    }
    // anvil does not answer EIP-5792: the frame sends the bundle's calls one by one, in order.
    if (method === 'wallet_sendCalls') {
      handed.push(params)
      const [bundle] = Array.isArray(params) ? params : []
      const calls: unknown[] = Reflect.get(Object(bundle), 'calls') ?? []
      for (const call of calls) await send(call)
      return { id: hashes.at(-1) }
    }
    return nodeRequest(rpcUrl, method, params)
  }
  const channel: FrameChannel = {
    async call(name, payload) {
      const value = await answer(name, payload)
      if (!frameCalls[name].result(value))
        throw new Error(`the test frame answers ${name} with ${String(value)}`)
      return value
    },
    close() {},
  }
  const link: EmbeddedWalletLink = {
    channel: async () => channel,
    async approve(preview, run) {
      previews.push(preview)
      // What the approval machine does: a review that refuses can only be declined.
      if (preview.refusal) throw toRpcError(4001, 'The visitor declined the transaction')
      return run(new AbortController().signal)
    },
    network: () => ({ name: 'Foyer Devnet A', symbol: 'ETH' }),
    async signOut() {},
    refused() {},
    answered() {},
    noLogin() {},
    lastChainId: () => chainId,
    rememberChainId() {},
    preferredAccountType: () => 'eoa',
    accountTypeChanged() {},
  }
  return { provider: frameEip1193Provider(link), previews, handed, hashes }
}
