import type { Client } from 'viem'
import type { Network } from '../../networks/network.types.js'
import { contractAddressOf, isAddressText } from './chain-contracts.js'

// Read-only contract calls for account data (token balances, owned NFTs), many at once. The ABI words
// are written out rather than encoded with viem's ABI coder, and nothing but types is imported: the
// files using this download on their own when the Account view first lists tokens or NFTs, and a
// module they shared with the page's first download (viem's encoders, Foyer's errors) would be split
// out of that download into extra chunks by the bundler. The tests check every word against viem.

/** `aggregate3((address,bool,bytes)[])` (Multicall3). */
const AGGREGATE3 = '82ad56cb'

/** A 0x-prefixed hex string. */
export type Hex = `0x${string}`

/** Whether `value` is a 0x-prefixed 20-byte address (any case). */
export const isHexAddress = isAddressText

/** A `uint256` as one ABI word (64 hex digits, no prefix). */
export const word = (value: bigint | number) => value.toString(16).padStart(64, '0')

/** An address as one ABI word (64 hex digits, no prefix). */
export const addressWord = (address: string) => address.slice(2).toLowerCase().padStart(64, '0')

/**
 * A `uint256` return value, or `undefined` for anything else (a failed call, a contract that answers
 * junk).
 *
 * @example
 * uint256Of(`0x${'0'.repeat(63)}2`) // 2n
 */
export function uint256Of(data: string | undefined): bigint | undefined {
  return data && /^0x[0-9a-fA-F]{64}$/.test(data) ? BigInt(data) : undefined
}

/**
 * The network's Multicall3 contract, as viem's chain definitions give it (`contracts.multicall3.address`).
 *
 * @example
 * multicallAddressOf(networks.mainnet) // '0xca11bde05977b3631167028862be2a173976ca11'
 */
export function multicallAddressOf(network: Network<'eip155'>): Hex | undefined {
  return contractAddressOf(network, 'multicall3')
}

/**
 * The call data of Multicall3's `aggregate3` for calls that may each fail without failing the rest.
 *
 * @example
 * aggregate3Data([{ target: usdc, data: balanceOfData(owner) }])
 */
export function aggregate3Data(calls: readonly ContractCall[]): Hex {
  // (address target, bool allowFailure, bytes callData)[]: the array's offset, its length, one offset
  // per tuple (from the start of the offsets), then each tuple: its two words, the offset of its
  // bytes within it (3 words), their length and the bytes padded to whole words.
  const tuples = calls.map(({ target, data }) => {
    const bytes = data.slice(2)
    const padded = bytes.padEnd(Math.ceil(bytes.length / 64) * 64, '0')
    return `${addressWord(target)}${word(1)}${word(96)}${word(bytes.length / 2)}${padded}`
  })
  let offset = 32 * calls.length
  const offsets = tuples.map((tuple) => {
    const at = offset
    offset += tuple.length / 2
    return word(at)
  })
  return `0x${AGGREGATE3}${word(32)}${word(calls.length)}${offsets.join('')}${tuples.join('')}`
}

/**
 * Reads `aggregate3`'s answer, `(bool success, bytes returnData)[]`, as each call's return data
 * (`undefined` for a call that failed). Throws on an answer that is not that shape.
 *
 * @example
 * decodeAggregate3(answer) // ['0x…04a817c800', undefined]
 */
export function decodeAggregate3(result: string): (string | undefined)[] {
  const hex = result.startsWith('0x') ? result.slice(2) : result
  const at = (byte: number) => {
    const text = hex.slice(byte * 2, byte * 2 + 64)
    if (text.length !== 64) throw new RangeError('aggregate3: the answer is cut short')
    return Number(BigInt(`0x${text}`))
  }
  const array = at(0)
  const length = at(array)
  return Array.from({ length }, (_, index) => {
    const tuple = array + 32 + at(array + 32 + index * 32)
    const success = at(tuple) === 1
    const bytes = tuple + at(tuple + 32)
    const size = at(bytes)
    const data = hex.slice((bytes + 32) * 2, (bytes + 32 + size) * 2)
    if (data.length !== size * 2) throw new RangeError('aggregate3: the answer is cut short')
    return success ? `0x${data}` : undefined
  })
}

/** One read-only call: the contract and the call data. */
export type ContractCall = { target: Hex; data: Hex }

/**
 * Makes every call and answers each one's return data (`undefined` where the call failed): with one
 * `eth_call` to the network's Multicall3 when it has one, otherwise one `eth_call` per call, sent
 * together (the RPC transport batches calls of the same tick into one request). The RPC failing
 * rejects.
 *
 * @example
 * const [balance] = await callAll(client, network, [{ target: usdc, data: balanceOfData(owner) }])
 */
export async function callAll(
  client: Pick<Client, 'request'>,
  network: Network<'eip155'>,
  calls: readonly ContractCall[],
): Promise<(string | undefined)[]> {
  if (calls.length === 0) return []
  const call = (to: Hex, data: Hex) =>
    client.request({ method: 'eth_call', params: [{ to, data }, 'latest'] })
  const multicall3 = multicallAddressOf(network)
  if (multicall3) return decodeAggregate3(await call(multicall3, aggregate3Data(calls)))
  return Promise.all(calls.map(({ target, data }) => call(target, data).catch(() => undefined)))
}
