import { formatUnits } from 'viem'
import { type AmountFigure, amountFigure } from '../../../utils/amount-figure.js'
import { type ReviewText, reviewAmount, reviewText } from '../../review-text.js'
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
 * Lamports as a review line's amount: the words and the figure beside, for a UI to write in its
 * visitor's locale.
 *
 * @example
 * const row = { address, ...solAmount(1_500_000_000n) } // amount: '1.5 SOL'
 */
export const solAmount = (lamports: bigint) => ({ amount: sol(lamports), figure: solFigure(lamports) })

/**
 * A token amount as data: in tokens when the mint's decimals are known, else in raw units, saying
 * so (the number bare: the words count it), for a UI to say in its visitor's language.
 *
 * @example
 * tokenAmountText(1_500_000n, 6) // { text: '{amount} tokens', values: { amount: { amount: '1.5', symbol: '' } } }
 */
export const tokenAmountText = (amount: bigint, decimals: number | undefined): ReviewText =>
  decimals === undefined
    ? reviewText('{amount} raw units (decimals unknown)', { amount: amountFigure(`${amount}`, '') })
    : reviewText('{amount} tokens', { amount: amountFigure(formatUnits(amount, decimals), '') })

/**
 * A token amount as a review line's amount: its English and its words as data.
 *
 * @example
 * const row = { address, ...tokenAmountFields(1_500_000n, 6) } // amount: '1.5 tokens'
 * tokenAmountFields(1_500_000n, undefined).amount // '1500000 raw units (decimals unknown)'
 */
export const tokenAmountFields = (amount: bigint, decimals: number | undefined) => {
  const { text, values } = tokenAmountText(amount, decimals)
  return reviewAmount(text, values)
}

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
