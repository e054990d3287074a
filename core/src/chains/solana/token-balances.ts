import type { ListedToken } from '../../account-data/account-data.types.js'
import { rpcAccountOf } from './preview/account-reader.js'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM, tokenAccountOf } from './preview/token-accounts.js'

// SPL token balances for the chain source's Tokens list, downloaded with the first list on Solana.
// Every token account the owner holds is counted (`getTokenAccountsByOwner`, one call per token
// program), not only the associated ones, so the figure is what the owner holds of each mint.

type Rpc = (method: string, params: readonly unknown[]) => Promise<unknown>

/** The token accounts `owner` holds under `program`, each checked to be one of `owner`'s. */
async function heldUnder(rpc: Rpc, owner: string, program: string) {
  const answer = await rpc('getTokenAccountsByOwner', [
    owner,
    { programId: program },
    { encoding: 'base64', commitment: 'confirmed' },
  ])
  const value = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'value') : undefined
  if (!Array.isArray(value))
    throw new TypeError(`getTokenAccountsByOwner: the node answered ${JSON.stringify(answer)?.slice(0, 200)}`)
  return value.flatMap((entry: unknown) => {
    const account = tokenAccountOf(rpcAccountOf(Reflect.get(Object(entry), 'account')), program)
    // A node listing another owner's account would show someone else's money as the visitor's.
    return account && account.owner === owner ? [account] : []
  })
}

/**
 * What `owner` holds of each listed mint, in the list's order (0 for none), summed over its token
 * accounts of SPL Token and Token-2022.
 *
 * @example
 * await readSplBalances(rpc, wallet, [usdc]) // [2500000n]
 */
export async function readSplBalances(
  rpc: Rpc,
  owner: string,
  tokens: readonly ListedToken[],
): Promise<readonly bigint[]> {
  const held = (
    await Promise.all([TOKEN_PROGRAM, TOKEN_2022_PROGRAM].map((p) => heldUnder(rpc, owner, p)))
  ).flat()
  const byMint = new Map<string, bigint>()
  for (const { mint, amount } of held) byMint.set(mint, (byMint.get(mint) ?? 0n) + amount)
  return tokens.map((token) => byMint.get(token.address) ?? 0n)
}
