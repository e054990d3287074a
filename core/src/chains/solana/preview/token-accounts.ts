import { encodeBase58 } from '../../../networks/base58.js'
import type { SolanaAccount, SolanaAccountReader } from './account-reader.js'

// SPL Token and Token-2022 accounts as the review reads them: a token account's mint, owner and
// balance; a mint's decimals. Token-2022 appends extensions after the base layout, with a type byte
// at offset 165 telling a mint (1) from a token account (2).

/** The SPL Token program. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** The Token-2022 program (same base instructions and layouts, plus extensions). */
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
/** The Associated Token Account program: each wallet's one token account per mint, at a derived address. */
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

const ACCOUNT_BYTES = 165
const MINT_BYTES = 82
const EXTENDED_TYPE_OFFSET = 165
const MINT_TYPE = 1
const ACCOUNT_TYPE = 2
const DECIMALS_OFFSET = 44

/**
 * A token account's base fields.
 *
 * @example
 * const { mint, owner, amount } = (await readTokenAccount(read, address, TOKEN_PROGRAM)) ?? {}
 */
export type TokenAccount = { mint: string; owner: string; amount: bigint; lamports: bigint }

async function readOwned(read: SolanaAccountReader | undefined, address: string, program: string) {
  if (!read) return undefined
  try {
    const account = await read(address)
    return account && account.owner === program ? account : undefined
  } catch {
    return undefined
  }
}

const isKind = (data: Uint8Array, base: number, type: number) =>
  data.length === base || (data.length > EXTENDED_TYPE_OFFSET && data[EXTENDED_TYPE_OFFSET] === type)

/**
 * The base fields of `account` as a token account of `program`, or `undefined` when it is not one (another
 * owner, a mint, too short).
 *
 * @example
 * tokenAccountOf(await read(source), TOKEN_PROGRAM) // { mint, owner, amount, lamports }
 */
export function tokenAccountOf(account: SolanaAccount | null, program: string): TokenAccount | undefined {
  if (!account || account.owner !== program || !isKind(account.data, ACCOUNT_BYTES, ACCOUNT_TYPE))
    return undefined
  const { data } = account
  return {
    mint: encodeBase58(data.slice(0, 32)),
    owner: encodeBase58(data.slice(32, 64)),
    amount: new DataView(data.buffer, data.byteOffset + 64, 8).getBigUint64(0, true),
    lamports: account.lamports,
  }
}

/**
 * The token account at `address` of `program`, or `undefined` when it cannot be read (no RPC, no
 * answer in time, not a token account of that program).
 *
 * @example
 * await readTokenAccount(readAccount, source, TOKEN_PROGRAM) // { mint, owner, amount, lamports }
 */
export async function readTokenAccount(
  read: SolanaAccountReader | undefined,
  address: string,
  program: string,
): Promise<TokenAccount | undefined> {
  return tokenAccountOf((await readOwned(read, address, program)) ?? null, program)
}

/**
 * The decimals of `account` as a mint of `program`, or `undefined` when it is not one.
 *
 * @example
 * mintDecimalsOf(await read(mint), TOKEN_PROGRAM) // 6
 */
export function mintDecimalsOf(account: SolanaAccount | null, program: string): number | undefined {
  if (!account || account.owner !== program || !isKind(account.data, MINT_BYTES, MINT_TYPE)) return undefined
  return account.data[DECIMALS_OFFSET]
}

/**
 * Whether `account` is a mint without Token-2022 extensions (its token accounts have the base size).
 *
 * @example
 * isPlainMint(await read(mint)) // true for every SPL Token mint
 */
export const isPlainMint = (account: SolanaAccount): boolean => account.data.length === MINT_BYTES

/**
 * The decimals of the mint at `address` of `program`, or `undefined` when it cannot be read.
 *
 * @example
 * await readMintDecimals(readAccount, 'EPjF…', TOKEN_PROGRAM) // 6
 */
export async function readMintDecimals(
  read: SolanaAccountReader | undefined,
  address: string,
  program: string,
): Promise<number | undefined> {
  return mintDecimalsOf((await readOwned(read, address, program)) ?? null, program)
}
