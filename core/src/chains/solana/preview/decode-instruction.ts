import { ASSOCIATED_TOKEN_PROGRAM, decodeAssociatedToken } from './associated-token.js'
import type { DecodeContext, InstructionEffect, ResolvedInstruction } from './effect.js'
import {
  COMPUTE_BUDGET_PROGRAM,
  decodeComputeBudget,
  decodeMemo,
  MEMO_PROGRAMS,
  unknownProgram,
} from './other-programs.js'
import { decodeSystemInstruction, SYSTEM_PROGRAM } from './system-instructions.js'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token-accounts.js'
import { decodeTokenInstruction } from './token-instructions.js'

/**
 * Any instruction in words, by the program it calls: System, SPL Token and Token-2022 decoded by their
 * layouts, Associated Token Account creation with the rent it costs, Compute Budget and Memo as
 * harmless, any other program as one Foyer cannot read.
 *
 * @example
 * const effect = await decodeInstruction(instruction, { signer, readAccount })
 */
export async function decodeInstruction(
  instruction: ResolvedInstruction,
  context: DecodeContext,
): Promise<InstructionEffect> {
  if (instruction.program === SYSTEM_PROGRAM) return decodeSystemInstruction(instruction, context)
  if (instruction.program === TOKEN_PROGRAM || instruction.program === TOKEN_2022_PROGRAM)
    return decodeTokenInstruction(instruction, context)
  if (instruction.program === ASSOCIATED_TOKEN_PROGRAM) return decodeAssociatedToken(instruction, context)
  if (instruction.program === COMPUTE_BUDGET_PROGRAM) return decodeComputeBudget(instruction)
  if (MEMO_PROGRAMS.includes(instruction.program)) return decodeMemo(instruction)
  return unknownProgram(instruction, context)
}
