import { formatUnits } from 'viem'
import type { AmountFigure } from '../../../utils/amount-figure.js'
import type { ReviewText } from '../../review-text.js'
import type { TransactionPreviewRow } from '../../transaction-preview.types.js'
import type { SolanaAccountReader } from './account-reader.js'

/**
 * One instruction of the message, its accounts resolved (lookup tables included) to base58.
 *
 * @example
 * const instruction: ResolvedInstruction = { program: '1111…', accounts: [payer, to], data }
 */
export type ResolvedInstruction = { program: string; accounts: string[]; data: Uint8Array }

/**
 * What a decoder knows besides the instruction: the visitor's address, a way to read accounts
 * (absent when the network has no RPC to read over), and the associated token accounts earlier
 * instructions of the same transaction create (creating one again pays no rent: CreateIdempotent
 * finds it, Create fails).
 */
export type DecodeContext = {
  signer: string
  readAccount: SolanaAccountReader | undefined
  createdBefore?: ReadonlySet<string> | undefined
}

/**
 * Tokens leaving the visitor's accounts: by mint when it is known (`mint EPjF…`), else by the token
 * account (`token account 9xQe…`).
 *
 * @example
 * const move: TokenMovement = { token: 'mint EPjF…', amount: 1_000_000n, decimals: 6 }
 */
export type TokenMovement = { token: string; amount: bigint; decimals: number | undefined }

/**
 * An instruction in words: its lines, what it takes from the visitor (lamports and tokens), and what
 * the visitor must weigh.
 */
export type InstructionEffect = {
  rows: TransactionPreviewRow[]
  lamportsOut: bigint
  tokensOut: TokenMovement[]
  /** Each warning as data: its English wording and values (the review says it in English too). */
  warnings: ReviewText[]
}

const LAMPORTS_DECIMALS = 9
/** A u64 set to its maximum: the conventional "unlimited" amount. */
export const U64_MAX = 0xffff_ffff_ffff_ffffn

/**
 * Lamports in SOL.
 *
 * @example
 * sol(1_500_000_000n) // '1.5 SOL'
 */
export const sol = (lamports: bigint) => `${formatUnits(lamports, LAMPORTS_DECIMALS)} SOL`

/**
 * Lamports in SOL as a figure, for a UI to write in its visitor's locale.
 *
 * @example
 * solFigure(1_500_000_000n) // { amount: '1.5', symbol: 'SOL' }
 */
export const solFigure = (lamports: bigint): AmountFigure => ({
  amount: formatUnits(lamports, LAMPORTS_DECIMALS) as AmountFigure['amount'],
  symbol: 'SOL',
})

/**
 * A token amount: in tokens when the mint's decimals are known, else in raw units, saying so.
 *
 * @example
 * tokenAmount(1_500_000n, 6) // '1.5 tokens'
 * tokenAmount(1_500_000n, undefined) // '1500000 raw units (decimals unknown)'
 */
export const tokenAmount = (amount: bigint, decimals: number | undefined) =>
  decimals === undefined
    ? `${amount} raw units (decimals unknown)`
    : `${formatUnits(amount, decimals)} tokens`

/**
 * An effect of lines only, taking nothing.
 *
 * @example
 * effectOf([{ address: undefined, detail: 'Memo: thanks', amount: '' }])
 */
export const effectOf = (
  rows: TransactionPreviewRow[],
  more: Partial<Omit<InstructionEffect, 'rows'>> = {},
): InstructionEffect => ({ rows, lamportsOut: 0n, tokensOut: [], warnings: [], ...more })
