import { type Address, decodeAbiParameters, type Hex, hexToString, isHex } from 'viem'

/**
 * An `eth_call` on the wallet's current chain: the contract's answer as hex. The preview's only way
 * to ask the chain anything.
 *
 * @example
 * const read: ChainReader = ({ to, data }) => client.request({ method: 'eth_call', params: [{ to, data }, 'latest'] })
 */
export type ChainReader = (call: { to: Address; data: Hex }) => Promise<unknown>

/**
 * What the chain says a token contract is: a fungible token with its symbol and decimals, a
 * collection of NFTs (ERC-721), or unknown (the chain did not answer in time, or not as a token).
 *
 * @example
 * const facts: TokenFacts = { kind: 'fungible', symbol: 'USDC', decimals: 6 }
 */
export type TokenFacts =
  | { kind: 'fungible'; symbol: string | undefined; decimals: number }
  | { kind: 'nft'; symbol: string | undefined }
  | { kind: 'unknown' }

/**
 * How long the review waits for a token's symbol and decimals before it shows raw units: long
 * enough for a node on the other side of the world, short enough that a silent one barely delays it.
 *
 * @example
 * await readTokenFacts(read, token, TOKEN_FACTS_TIMEOUT_MS)
 */
export const TOKEN_FACTS_TIMEOUT_MS = 2_000

const SYMBOL = '0x95d89b41'
const DECIMALS = '0x313ce567'
// supportsInterface(0x80ac58cd): the ERC-165 question whose yes means ERC-721.
const IS_ERC721 = '0x01ffc9a780ac58cd00000000000000000000000000000000000000000000000000000000'

// A symbol comes from the contract, which anyone can deploy: it is shown only when it is short and
// plain (letters, digits and a little punctuation), so it cannot pose as a sentence of the review or
// reorder the text around it.
const plainSymbol = /^[\p{L}\p{N}$._+-]{1,16}$/u

async function answer(read: ChainReader, to: Address, data: Hex): Promise<Hex | undefined> {
  try {
    const result = await read({ to, data })
    return isHex(result) && result.length > 2 ? result : undefined
  } catch {
    return undefined
  }
}

function symbolOf(result: Hex | undefined): string | undefined {
  if (!result) return undefined
  let symbol: string | undefined
  try {
    ;[symbol] = decodeAbiParameters([{ type: 'string' }], result)
  } catch {
    // Some early tokens answer a bytes32 instead of a string.
    if (result.length === 66) symbol = hexToString(result).replace(/\0+$/, '')
  }
  return symbol !== undefined && plainSymbol.test(symbol) ? symbol : undefined
}

function decimalsOf(result: Hex | undefined): number | undefined {
  if (result?.length !== 66) return undefined
  const decimals = BigInt(result)
  // uint8 in the standard; more than 77 digits is more than a uint256 can hold.
  return decimals <= 77n ? Number(decimals) : undefined
}

async function factsOf(read: ChainReader, token: Address): Promise<TokenFacts> {
  const [symbol, decimals] = await Promise.all([
    answer(read, token, SYMBOL).then(symbolOf),
    answer(read, token, DECIMALS).then(decimalsOf),
  ])
  if (decimals !== undefined) return { kind: 'fungible', symbol, decimals }
  const erc721 = await answer(read, token, IS_ERC721)
  if (erc721 !== undefined && BigInt(erc721) === 1n) return { kind: 'nft', symbol }
  return { kind: 'unknown' }
}

/**
 * Asks the chain what `token` is (symbol, decimals, or an ERC-721 collection), giving up after
 * `timeoutMs`: the review then shows raw units and says the chain did not tell.
 *
 * @example
 * await readTokenFacts(read, FUSD) // { kind: 'fungible', symbol: 'FUSD', decimals: 18 }
 */
export function readTokenFacts(
  read: ChainReader,
  token: Address,
  timeoutMs = TOKEN_FACTS_TIMEOUT_MS,
): Promise<TokenFacts> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<TokenFacts>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'unknown' }), timeoutMs)
  })
  return Promise.race([factsOf(read, token), late]).finally(() => clearTimeout(timer))
}
