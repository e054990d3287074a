import type { TransactionPreviewTotal } from '../../transaction-preview.types.js'
import type { ResolvedInstruction } from './effect.js'
import { sol, solFigure } from './effect.js'
import { COMPUTE_BUDGET_PROGRAM, computeBudgetOf } from './other-programs.js'

// The fee the fee payer pays: 5,000 lamports per signature, plus the priority fee (the compute unit
// price in micro-lamports times the compute unit limit). Without a limit set, the runtime's default
// limit depends on which programs run; the review then shows the most it can be (1.4 million units).

const LAMPORTS_PER_SIGNATURE = 5_000n
const MAX_COMPUTE_UNITS = 1_400_000n
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n

/**
 * The network fee as a review's total: exact, or "at most" when the priority fee's limit is the
 * runtime's default; its figure beside the words, for a UI to write in its visitor's locale.
 *
 * @example
 * networkFee(1, instructions) // { value: '0.000005 SOL', figure: { amount: '0.000005', symbol: 'SOL' } }
 */
export function networkFee(
  signatures: number,
  instructions: readonly ResolvedInstruction[],
): Pick<TransactionPreviewTotal, 'value' | 'figure' | 'qualifier'> {
  let limit: bigint | undefined
  let price = 0n
  for (const instruction of instructions) {
    if (instruction.program !== COMPUTE_BUDGET_PROGRAM) continue
    const setting = computeBudgetOf(instruction.data)
    if (setting.limit !== undefined) limit = BigInt(setting.limit)
    if (setting.price !== undefined) price = setting.price
  }
  const base = LAMPORTS_PER_SIGNATURE * BigInt(signatures)
  const units = limit ?? MAX_COMPUTE_UNITS
  const fee = base + (price * units + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT
  return price > 0n && limit === undefined
    ? { value: `At most ${sol(fee)}`, figure: solFigure(fee), qualifier: 'atMost' }
    : { value: sol(fee), figure: solFigure(fee) }
}
