import type { Client } from 'viem'
import { InvalidTransactionHashAnswerError } from '../../../errors/transfer.js'
import type { BatchProof, BatchStatus, ContractCall } from '../../transfer.types.js'
import { addressWord, type Hex, isHexAddress } from '../contract-calls.js'
import { receiptOutcome } from '../eip155.receipt.js'
import { transactionErrorOf } from './transaction-errors.js'

// EIP-5792 (the wallet call API) for the EVM adapter: ask the wallet whether it runs a batch of calls
// atomically, send one, and follow it. Plain JSON-RPC over the clients the adapter hands in, like
// evm-transfer.ts beside it (and for the same reason), loaded with it.

/** The version of EIP-5792's request shapes Foyer sends. */
const CALLS_VERSION = '2.0.0'

/** ERC-20's `Transfer(address,address,uint256)` event topic. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** The atomic statuses that mean one prompt runs every call or none (`ready`: after an account upgrade the wallet asks for in that prompt). */
const ATOMIC_STATUSES = new Set(['supported', 'ready'])

const hex = (value: bigint): Hex => `0x${value.toString(16)}`
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isTransactionHash = (value: unknown): value is Hex =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)

/** A chain id as EIP-5792 writes it: hex, no leading zeros. */
const chainIdOf = (caipNetworkId: string): Hex => hex(BigInt(caipNetworkId.split(':')[1] ?? '0'))

/** The capabilities a wallet lists for one chain, keyed by a chain id in any hex spelling; `0x0` is every chain. */
function capabilitiesFor(answer: unknown, chainId: Hex): Record<string, unknown>[] {
  if (!isRecord(answer)) return []
  return Object.entries(answer).flatMap(([key, value]) => {
    if (!/^0x[0-9a-fA-F]+$/.test(key) || !isRecord(value)) return []
    const id = BigInt(key)
    return id === BigInt(chainId) || id === 0n ? [value] : []
  })
}

/**
 * Whether a capabilities answer says atomic batching on `chainId`: EIP-5792's `atomic: { status }`
 * (`supported`, or `ready` where the wallet upgrades the account in the same prompt), or the earlier
 * drafts' `atomicBatch: { supported: true }`. Anything else, including junk, is no.
 *
 * @example
 * isAtomicOn({ '0x1': { atomic: { status: 'supported' } } }, '0x1') // true
 */
export function isAtomicOn(answer: unknown, chainId: Hex): boolean {
  return capabilitiesFor(answer, chainId).some(({ atomic, atomicBatch }) => {
    if (isRecord(atomic)) return typeof atomic.status === 'string' && ATOMIC_STATUSES.has(atomic.status)
    return isRecord(atomicBatch) && atomicBatch.supported === true
  })
}

/**
 * Asks the wallet (`wallet_getCapabilities [address, [chainId]]`) whether it batches atomically on
 * `caipNetworkId`. Never rejects: a wallet without EIP-5792, one that fails, or one that answers
 * junk means no batching, and the swap goes on as separate transactions.
 *
 * @example
 * const atomic = await supportsEvmAtomicBatch(walletClient, { from, caipNetworkId: 'eip155:1' })
 */
export async function supportsEvmAtomicBatch(
  client: Pick<Client, 'request'>,
  { from, caipNetworkId }: { from: string; caipNetworkId: string },
): Promise<boolean> {
  const chainId = chainIdOf(caipNetworkId)
  try {
    const answer: unknown = await client.request({
      method: 'wallet_getCapabilities',
      params: [from, [chainId]],
    } as never)
    return isAtomicOn(answer, chainId)
  } catch {
    return false
  }
}

/**
 * Asks the wallet to send `calls` in order as one atomic batch (`wallet_sendCalls`, version 2.0.0,
 * `atomicRequired: true`, with the chain id, so a wallet on another chain refuses); the batch's id.
 * A refusal keeps its RPC code (4001); an answer without an id is refused.
 *
 * @example
 * const id = await sendEvmAtomicBatch(walletClient, { from, calls: [approval, swap], caipNetworkId: 'eip155:1' })
 */
export async function sendEvmAtomicBatch(
  client: Pick<Client, 'request'>,
  { from, calls, caipNetworkId }: { from: string; calls: readonly ContractCall[]; caipNetworkId: string },
): Promise<string> {
  if (!isHexAddress(from)) throw new TypeError(`Not an EVM address: ${from}`)
  for (const call of calls)
    if (!isHexAddress(call.to) || !/^0x([0-9a-fA-F]{2})*$/.test(call.data))
      throw new TypeError(`Not an EVM contract call: ${call.to} ${call.data.slice(0, 10)}`)
  let answer: unknown
  try {
    answer = await client.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: CALLS_VERSION,
          chainId: chainIdOf(caipNetworkId),
          from,
          atomicRequired: true,
          calls: calls.map((call) => ({ to: call.to, data: call.data, value: hex(call.value) })),
        },
      ],
    } as never)
  } catch (error) {
    throw transactionErrorOf(error) ?? error
  }
  // Version 2 answers `{ id }`; the first drafts answered the id itself.
  const id = isRecord(answer) ? answer.id : answer
  if (typeof id !== 'string' || id.length === 0 || id.length > 8192)
    throw new InvalidTransactionHashAnswerError({
      details: `wallet_sendCalls returned ${JSON.stringify(answer)?.slice(0, 200)}`,
    })
  return id
}

/** What the wallet reports of a batch: its EIP-5792 status code (or an early draft's word), and the transactions it names. */
function reportOf(answer: unknown): { code: number | undefined; hashes: Hex[] } {
  if (!isRecord(answer)) return { code: undefined, hashes: [] }
  const words: Record<string, number> = { PENDING: 100, CONFIRMED: 200 }
  const code =
    typeof answer.status === 'number'
      ? answer.status
      : typeof answer.status === 'string'
        ? words[answer.status]
        : undefined
  const receipts = Array.isArray(answer.receipts) ? answer.receipts : []
  const hashes = receipts.flatMap((receipt) =>
    isRecord(receipt) && isTransactionHash(receipt.transactionHash) ? [receipt.transactionHash] : [],
  )
  return { code, hashes: [...new Set(hashes)] }
}

/** Whether a chain receipt's logs show `proof.amount` of `proof.token` leaving `proof.from`. */
function provesTransfer(receipt: Record<string, unknown>, proof: BatchProof): boolean {
  const logs = Array.isArray(receipt.logs) ? receipt.logs : []
  const fromTopic = `0x${addressWord(proof.from)}`
  return logs.some((log) => {
    if (!isRecord(log) || typeof log.address !== 'string' || !Array.isArray(log.topics)) return false
    const [topic, from] = log.topics as unknown[]
    return (
      log.address.toLowerCase() === proof.token.toLowerCase() &&
      String(topic).toLowerCase() === TRANSFER_TOPIC &&
      String(from).toLowerCase() === fromTopic &&
      typeof log.data === 'string' &&
      /^0x[0-9a-fA-F]{1,64}$/.test(log.data) &&
      BigInt(log.data) === proof.amount
    )
  })
}

/**
 * Where the batch `id` is. The wallet is asked (`wallet_getCallsStatus`); where it names
 * transactions, the chain's own receipts decide (asked with `eth_getTransactionReceipt` on the
 * network's RPC, not the wallet's; each read by `receiptOutcome`): confirmed only when a receipt
 * succeeded and shows `proof`'s token leaving the account, reverted (with the transaction) when the
 * chain reverted it, pending while it has none. A wallet
 * that lies about success is not believed, and one that lies about failure does not make the visitor
 * pay twice. Without transactions named, the wallet's code decides failures (400 and up) and
 * anything else is pending: a success the chain cannot show is not shown.
 *
 * @example
 * const status = await evmAtomicBatchStatus(walletClient, publicClient, { id, proof })
 */
export async function evmAtomicBatchStatus(
  wallet: Pick<Client, 'request'>,
  chain: Pick<Client, 'request'>,
  { id, proof }: { id: string; proof: BatchProof },
): Promise<BatchStatus> {
  const answer: unknown = await wallet.request({ method: 'wallet_getCallsStatus', params: [id] } as never)
  const { code, hashes } = reportOf(answer)
  if (hashes.length === 0) {
    if (code !== undefined && code >= 400)
      return { status: 'failed', reason: `the wallet reports the batch failed (status ${code})` }
    return { status: 'pending' }
  }
  const receipts = await Promise.all(
    hashes.map(
      (hash): Promise<unknown> =>
        chain.request({ method: 'eth_getTransactionReceipt', params: [hash] } as never),
    ),
  )
  // Each receipt's outcome read as for a transaction sent alone (eip155.receipt.ts): a success must
  // also show the amount paid leaving the account.
  let reverted: string | undefined
  for (const [index, receipt] of receipts.entries()) {
    const outcome = receiptOutcome(receipt)
    if (outcome === 'succeeded' && isRecord(receipt) && provesTransfer(receipt, proof))
      return { status: 'confirmed', id: hashes[index] as string }
    if (outcome === 'failed') reverted ??= hashes[index]
  }
  if (reverted) return { status: 'reverted', id: reverted }
  if (receipts.every(isRecord))
    return { status: 'failed', reason: "the chain's receipts do not show the swap the wallet reports" }
  return { status: 'pending' }
}
