import { reviewDetail, reviewText } from '../../review-text.js'
import { type DecodeContext, effectOf, type InstructionEffect, type ResolvedInstruction } from './effect.js'
import { instructionData } from './instruction-data.js'
import { UnreadableInstructionError } from './preview-errors.js'
import { readableText } from './readable-text.js'

// Programs that move nothing: the Compute Budget program (limits and the priority fee, which the
// review adds to the network fee) and the Memo programs (a note in the ledger; the accounts they take
// only have to sign). Any other program is one Foyer cannot read.

/** The Compute Budget program. */
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
/** The Memo program, v2 and v1. */
export const MEMO_PROGRAMS = [
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
]

const REQUEST_HEAP_FRAME = 1
const SET_COMPUTE_UNIT_LIMIT = 2
const SET_COMPUTE_UNIT_PRICE = 3
const SET_LOADED_ACCOUNTS_DATA_SIZE_LIMIT = 4

/**
 * A Compute Budget instruction's setting, by its exact Borsh layout: the compute unit limit, the
 * price of a compute unit in micro-lamports, or a size that costs nothing.
 *
 * @example
 * computeBudgetOf(data) // { limit: 300_000 }
 */
export function computeBudgetOf(bytes: Uint8Array): {
  limit?: number
  price?: bigint
  heap?: number
  dataSize?: number
} {
  const data = instructionData(bytes, 'Compute Budget')
  const index = data.u8()
  const value =
    index === SET_COMPUTE_UNIT_PRICE
      ? { price: data.u64() }
      : index === SET_COMPUTE_UNIT_LIMIT
        ? { limit: data.u32() }
        : index === REQUEST_HEAP_FRAME
          ? { heap: data.u32() }
          : index === SET_LOADED_ACCOUNTS_DATA_SIZE_LIMIT
            ? { dataSize: data.u32() }
            : undefined
  if (!value) throw new UnreadableInstructionError({ details: `Compute Budget instruction ${index}` })
  data.end()
  return value
}

/**
 * A Compute Budget instruction in words.
 *
 * @example
 * decodeComputeBudget({ program: COMPUTE_BUDGET_PROGRAM, accounts: [], data })
 */
export function decodeComputeBudget({ data }: ResolvedInstruction): InstructionEffect {
  const { limit, price, heap, dataSize } = computeBudgetOf(data)
  const line =
    limit !== undefined
      ? reviewDetail('Sets the compute limit to {units} units', { units: `${limit}` })
      : price !== undefined
        ? reviewDetail('Sets the priority fee to {price} micro-lamports per compute unit', {
            price: `${price}`,
          })
        : heap !== undefined
          ? reviewDetail('Asks for a heap of {bytes} bytes', { bytes: `${heap}` })
          : reviewDetail("Limits the accounts' data to {bytes} bytes", { bytes: `${dataSize}` })
  return effectOf([{ address: undefined, ...line, amount: '' }])
}

/**
 * A memo in words: its text.
 *
 * @example
 * decodeMemo({ program: MEMO_PROGRAMS[0], accounts: [], data: utf8('thanks') }) // Memo: thanks
 */
export function decodeMemo({ data }: ResolvedInstruction): InstructionEffect {
  return effectOf([
    { address: undefined, ...reviewDetail('Memo: {memo}', { memo: readableText(data) }), amount: '' },
  ])
}

/**
 * An instruction of a program Foyer cannot read. One that is given the visitor's address can act
 * with the visitor's signature (move SOL, tokens, hand over accounts), so it says so as a warning;
 * one that is not is shown by its id.
 *
 * @example
 * unknownProgram({ program: 'Jup…', accounts: [me, pool], data }, context)
 */
export function unknownProgram(
  { program, accounts }: ResolvedInstruction,
  context: DecodeContext,
): InstructionEffect {
  const touches = accounts.includes(context.signer)
  const line = reviewDetail(
    touches
      ? 'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds'
      : 'Calls a program Foyer cannot read (it is not given your account)',
  )
  return effectOf([{ address: program, ...line, amount: '' }], {
    warnings: touches
      ? [reviewText('Program {program} has an unknown effect: it may move any of your funds.', { program })]
      : [],
  })
}
