import type { Client } from 'viem'
import type { ListedToken } from '../../account-data/account-data.types.js'
import type { Network } from '../../networks/network.types.js'

// The ABI words of the two calls made here are written out rather than encoded with viem's ABI
// coder, and nothing but types is imported: this file downloads on its own when the first Account
// view lists tokens, and a module it shared with the page's first download (viem's encoders, Foyer's
// errors) would be split out of that download into extra chunks by the bundler.

/** `balanceOf(address)` (ERC-20). */
const BALANCE_OF = '70a08231'
/** `aggregate3((address,bool,bytes)[])` (Multicall3). */
const AGGREGATE3 = '82ad56cb'
type Hex = `0x${string}`
const isHexAddress = (value: unknown): value is Hex =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)

const word = (value: bigint | number) => value.toString(16).padStart(64, '0')
const addressWord = (address: string) => address.slice(2).toLowerCase().padStart(64, '0')

/**
 * The network's Multicall3 contract, as viem's chain definitions give it (`contracts.multicall3.address`).
 *
 * @example
 * multicallAddressOf(networks.mainnet) // '0xca11bde05977b3631167028862be2a173976ca11'
 */
export function multicallAddressOf(network: Network<'eip155'>): Hex | undefined {
  const multicall3: unknown = network.contracts?.multicall3
  const address =
    typeof multicall3 === 'object' && multicall3 !== null && 'address' in multicall3
      ? multicall3.address
      : undefined
  return isHexAddress(address) ? address : undefined
}

/**
 * The call data of `balanceOf(owner)`.
 *
 * @example
 * balanceOfData('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0x70a08231000…f39fd6e51aad88f6f4ce6ab8827279cfffb92266'
 */
export function balanceOfData(owner: string): Hex {
  return `0x${BALANCE_OF}${addressWord(owner)}`
}

/**
 * The call data of Multicall3's `aggregate3` for calls that may each fail without failing the rest.
 *
 * @example
 * aggregate3Data([{ target: usdc, data: balanceOfData(owner) }])
 */
export function aggregate3Data(calls: readonly { target: string; data: string }[]): Hex {
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

/** A `uint256` return value, or 0 for anything else (a token that answers junk holds nothing here). */
function uint256(data: string | undefined): bigint {
  return data && /^0x[0-9a-fA-F]{64}$/.test(data) ? BigInt(data) : 0n
}

/**
 * Reads every listed ERC-20's `balanceOf(address)`: with one `eth_call` to the network's Multicall3
 * when it has one, otherwise one `eth_call` per token, sent together (the RPC transport batches calls
 * of the same tick into one request). A token whose call fails or answers junk (not a contract, not
 * an ERC-20) reads as 0; the RPC failing rejects with `TokenBalanceUnavailableError`. Loaded with
 * `import()` by the EVM adapter when account data is first shown.
 *
 * @example
 * await readErc20Balances(client, { address: '0xf39F…2266', network, tokens: [usdc, dai] }) // [12_500_000n, 0n]
 */
export async function readErc20Balances(
  client: Pick<Client, 'request'>,
  {
    address,
    network,
    tokens,
  }: { address: string; network: Network<'eip155'>; tokens: readonly ListedToken[] },
): Promise<bigint[]> {
  if (!isHexAddress(address)) throw new TypeError(`Not an EVM address: ${address}`)
  const data = balanceOfData(address)
  const readable = tokens.flatMap((token) => (isHexAddress(token.address) ? [token.address] : []))
  if (readable.length === 0) return tokens.map(() => 0n)
  const call = (to: Hex, input: Hex) =>
    client.request({ method: 'eth_call', params: [{ to, data: input }, 'latest'] })
  const multicall3 = multicallAddressOf(network)
  const answers = multicall3
    ? decodeAggregate3(await call(multicall3, aggregate3Data(readable.map((target) => ({ target, data })))))
    : await Promise.all(readable.map((target) => call(target, data).catch(() => undefined)))
  let next = 0
  return tokens.map((token) => (isHexAddress(token.address) ? uint256(answers[next++]) : 0n))
}
