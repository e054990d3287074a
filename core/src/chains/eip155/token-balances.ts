import type { Client } from 'viem'
import type { ListedToken } from '../../account-data/account-data.types.js'
import type { Network } from '../../networks/network.types.js'
import { addressWord, callAll, type Hex, isHexAddress, uint256Of } from './contract-calls.js'

/** `balanceOf(address)` (ERC-20 and ERC-721). */
const BALANCE_OF = '70a08231'

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
 * Reads every listed ERC-20's `balanceOf(address)`, all in one go ({@link callAll}). A token whose call fails or answers junk (not a contract, not
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
  const answers = await callAll(
    client,
    network,
    readable.map((target) => ({ target, data })),
  )
  let next = 0
  return tokens.map((token) => (isHexAddress(token.address) ? (uint256Of(answers[next++]) ?? 0n) : 0n))
}
