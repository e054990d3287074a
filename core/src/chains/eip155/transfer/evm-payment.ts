import type { Client } from 'viem'
import type { PreparedTransfer, TransferOutcome } from '../../transfer.types.js'
import { decodeAbiString } from '../abi-string.js'
import { type Hex, isHexAddress, uint256Of } from '../contract-calls.js'
import type { Keccak256 } from './ens-address.js'
import { callOf } from './evm-transfer-call.js'

// A payment a site asks for, on EVM: the token's decimals read from its contract (the request names
// the token only), and the sent transaction checked once it landed, over the network's own RPC. Plain
// JSON-RPC, loaded with the sending code (see evm-transfer.ts for why it imports so little).

/** ERC-20 `decimals()`, `symbol()`. */
const DECIMALS: Hex = '0x313ce567'
const SYMBOL: Hex = '0x95d89b41'

/**
 * The receipt is asked for this often while it is missing: a local chain mines at once, a rollup
 * within 2 s, Ethereum within 12 s; once a second finds it soon after its block without a flood.
 */
const RECEIPT_POLL_MS = 1_000

/**
 * A token's `decimals()` and `symbol()` from its contract; a contract that answers no decimals is no
 * token (the request names an unknown asset).
 *
 * @example
 * await readEvmToken(client, '0x5FbDB2315678afecb367f032d93F642f64180aa3') // { decimals: 18, symbol: 'FUSD' }
 */
export async function readEvmToken(
  client: Pick<Client, 'request'>,
  address: string,
): Promise<{ decimals: number; symbol: string }> {
  if (!isHexAddress(address)) throw new TypeError(`Not an EVM token address: ${address}`)
  const call = (data: Hex) =>
    client.request({ method: 'eth_call', params: [{ to: address, data }, 'latest'] })
  const [decimals, symbol] = await Promise.all([
    call(DECIMALS).catch(() => undefined),
    call(SYMBOL).catch(() => undefined),
  ])
  const read = uint256Of(typeof decimals === 'string' ? decimals : undefined)
  if (read === undefined || read > 255n) throw new TypeError(`${address} answers no ERC-20 decimals()`)
  return { decimals: Number(read), symbol: decodeAbiString(symbol) ?? '' }
}

const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : undefined)
const asBigint = (value: unknown) =>
  typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value) ? BigInt(value) : undefined

/**
 * Whether the transaction the node holds under the wallet's answer is exactly the prepared transfer:
 * from the payer, on the prepared chain, to the receiver (or the token's contract), with the amount
 * (as value, or in the token's `transfer` call).
 */
function isPreparedTransfer(transaction: unknown, prepared: PreparedTransfer, from: string): boolean {
  if (typeof transaction !== 'object' || transaction === null) return false
  const field = (name: string): unknown => Reflect.get(transaction, name)
  const call = callOf(prepared)
  const chainId = asBigint(field('chainId'))
  return (
    lower(field('from')) === from.toLowerCase() &&
    lower(field('to')) === call.to.toLowerCase() &&
    asBigint(field('value')) === call.value &&
    (lower(field('input')) ?? '0x') === (call.data ?? '0x').toLowerCase() &&
    // Legacy transactions may carry no chain id; those that do must carry the prepared one.
    (chainId === undefined || `eip155:${chainId}` === prepared.caipNetworkId)
  )
}

/**
 * Waits for the receipt of `id` (asked at once, then every `RECEIPT_POLL_MS`), then reads the
 * transaction itself: `differs` unless it is exactly the prepared transfer from `from`, else
 * `succeeded` or `failed` by the receipt's status. Rejects after `timeoutMs` without a receipt, or as
 * `signal` aborts.
 *
 * @example
 * await confirmEvmTransfer(client, { id: hash, prepared, from }, { timeoutMs: 60_000, signal }) // 'succeeded'
 */
export async function confirmEvmTransfer(
  client: Pick<Client, 'request'>,
  { id, prepared, from }: { id: string; prepared: PreparedTransfer; from: string },
  { timeoutMs, signal }: { timeoutMs: number; signal: AbortSignal },
): Promise<TransferOutcome> {
  const hash = id as Hex
  const deadline = Date.now() + timeoutMs
  let receipt: unknown = null
  let failure: unknown
  for (;;) {
    signal.throwIfAborted()
    try {
      receipt = await client.request({ method: 'eth_getTransactionReceipt', params: [hash] })
    } catch (error) {
      failure = error
    }
    if (receipt != null) break
    if (Date.now() + RECEIPT_POLL_MS > deadline)
      throw new Error(
        `No receipt of ${id} within ${timeoutMs} ms`,
        failure === undefined ? {} : { cause: failure },
      )
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, RECEIPT_POLL_MS)
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer)
          reject(signal.reason)
        },
        { once: true },
      )
    })
  }
  const transaction: unknown = await client.request({ method: 'eth_getTransactionByHash', params: [hash] })
  if (!isPreparedTransfer(transaction, prepared, from)) return 'differs'
  const status = typeof receipt === 'object' && receipt !== null ? Reflect.get(receipt, 'status') : undefined
  return status === '0x1' ? 'succeeded' : 'failed'
}

/**
 * An EVM address in its EIP-55 checksummed form: each letter of the hex address is a capital where the
 * Keccak-256 of the lowercase address (as text) has a nibble of 8 or more there. Written out with the
 * page's own Keccak (handed in), so this lazy file imports nothing the page has. Not an address: as given.
 *
 * @example
 * checksummed('0x0d8e461687b7d06f86ec348e0c270b0f279855f0', keccak) // '0x0D8e461687b7D06f86EC348E0c270b0F279855F0'
 */
export function checksummed(address: string, keccak: Keccak256): string {
  if (!isHexAddress(address)) return address
  const lower = address.slice(2).toLowerCase()
  const hash = keccak(new TextEncoder().encode(lower))
  let result = '0x'
  for (let index = 0; index < lower.length; index++) {
    const byte = hash[index >> 1] ?? 0
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f
    const char = lower[index] ?? ''
    result += nibble >= 8 ? char.toUpperCase() : char
  }
  return result
}
