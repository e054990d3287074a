import { SolanaRentError } from '../../../errors/transfer.js'
import type { Network } from '../../../networks/network.types.js'
import { formatAmount } from '../../../utils/format-balance.js'
import { toBase64 } from '../wire-transaction.js'

// The JSON-RPC reads a Solana transfer is prepared with, each answer checked: a node answering junk
// is an error, never a balance of zero.

/** The RPC of the network a connection is on, as the site configured it. */
export type Rpc = (method: string, params: readonly unknown[]) => Promise<unknown>

/** The commitment balances and blockhashes are read at: the one the modal reads balances at. */
export const CONFIRMED = { commitment: 'confirmed' } as const

/**
 * A JSON-RPC `{ context, value }` answer's value.
 *
 * @example
 * valueIn(await rpc('getBalance', [address, CONFIRMED]), 'getBalance') // 2000000000
 */
export function valueIn(answer: unknown, what: string): unknown {
  if (typeof answer !== 'object' || answer === null || !('value' in answer))
    throw new TypeError(`${what}: the node answered ${JSON.stringify(answer)}`)
  return answer.value
}

/**
 * A count of lamports the node gave, as a bigint; anything else throws (a node answering junk).
 *
 * @example
 * lamportsOf(890880, 'getMinimumBalanceForRentExemption') // 890880n
 */
export function lamportsOf(value: unknown, what: string): bigint {
  if (!Number.isSafeInteger(value) || (value as number) < 0)
    throw new TypeError(`${what}: the node answered ${JSON.stringify(value)}, not lamports`)
  return BigInt(value as number)
}

/**
 * The lamports `address` holds.
 *
 * @example
 * await balanceOf(rpc, wallet) // 2000000000n
 */
export async function balanceOf(rpc: Rpc, address: string): Promise<bigint> {
  return lamportsOf(valueIn(await rpc('getBalance', [address, CONFIRMED]), 'getBalance'), 'getBalance')
}

/**
 * The least an account of `bytes` bytes must hold (Solana's rent exemption).
 *
 * @example
 * await rentMinimumOf(rpc, 0) // 890880n
 */
export async function rentMinimumOf(rpc: Rpc, bytes: number): Promise<bigint> {
  return lamportsOf(
    await rpc('getMinimumBalanceForRentExemption', [bytes]),
    'getMinimumBalanceForRentExemption',
  )
}

/**
 * The latest blockhash, which dates a transaction (it expires after about 150 slots).
 *
 * @example
 * const blockhash = await blockhashOf(rpc)
 */
export async function blockhashOf(rpc: Rpc): Promise<string> {
  const latest = valueIn(await rpc('getLatestBlockhash', [CONFIRMED]), 'getLatestBlockhash')
  const blockhash =
    typeof latest === 'object' && latest !== null ? Reflect.get(latest, 'blockhash') : undefined
  if (typeof blockhash !== 'string') throw new TypeError('getLatestBlockhash: no blockhash')
  return blockhash
}

/**
 * What the network charges for exactly `message` (a serialized message): its signatures' base fee and
 * any priority fee its instructions set.
 *
 * @example
 * await messageFeeOf(rpc, transaction.serializeMessage()) // 5000n
 */
export async function messageFeeOf(rpc: Rpc, message: Uint8Array): Promise<bigint> {
  return lamportsOf(
    valueIn(await rpc('getFeeForMessage', [toBase64(message), CONFIRMED]), 'getFeeForMessage'),
    'getFeeForMessage',
  )
}

/**
 * Solana's rent rule for the sender: an account keeps no lamports or at least the rent-exempt minimum,
 * so a transfer that would leave it `left` lamports between the two is refused before any wallet is
 * asked (`SolanaRentError`), with the minimum in the network's coin.
 *
 * @example
 * refuseSenderDust({ left: 1n, rentMinimum: 890_880n, network }) // throws
 */
export function refuseSenderDust({
  left,
  rentMinimum,
  network,
}: {
  left: bigint
  rentMinimum: bigint
  network: Network<'solana'>
}): void {
  if (left > 0n && left < rentMinimum)
    throw new SolanaRentError('sender', minimumText(rentMinimum, network), {
      details: `the sender would keep ${left} lamports`,
    })
}

/**
 * The rent-exempt minimum in words, e.g. `0.00089088 SOL`.
 *
 * @example
 * minimumText(890_880n, network) // '0.00089088 SOL'
 */
export function minimumText(rentMinimum: bigint, network: Network<'solana'>): string {
  return `${formatAmount(rentMinimum, network.nativeCurrency.decimals)} ${network.nativeCurrency.symbol}`
}
