import { defineError } from '../../../errors/define.js'

/**
 * A transaction's bytes are not a Solana message Foyer can read to the end (a length that runs past
 * the data, an account index past the account list, bytes left over, a message version it does not
 * know). The review would not be what gets signed, so it offers only Decline.
 *
 * @example
 * throw new UnreadableSolanaTransactionError({ details: 'account index 9 of 4 accounts' })
 */
export class UnreadableSolanaTransactionError extends defineError(
  'SOLANA_UNREADABLE_TRANSACTION',
  'Foyer cannot read this transaction',
  'UnreadableSolanaTransactionError',
) {}

/**
 * A v0 message names accounts through address lookup tables that Foyer could not read over the
 * network's RPC (no answer in time, no such table, an index past its end). Without them the review
 * would not know who is paid, so it offers only Decline.
 *
 * @example
 * throw new UnreadableLookupTableError({ details: 'table 4Nd1… has 3 addresses, index 7 asked' })
 */
export class UnreadableLookupTableError extends defineError(
  'SOLANA_UNREADABLE_LOOKUP_TABLE',
  'Foyer cannot read the address lookup tables this transaction uses',
  'UnreadableLookupTableError',
) {}

/**
 * An instruction of a program Foyer decodes (System, SPL Token, Token-2022, Compute Budget) whose data
 * is none of that program's layouts: an unknown instruction, or data one byte too long. The runtime may
 * still execute it (it ignores trailing bytes), so reading it as the instruction it resembles would lie.
 *
 * @example
 * throw new UnreadableInstructionError({ details: 'System Program instruction 2: 13 bytes, 12 expected' })
 */
export class UnreadableInstructionError extends defineError(
  'SOLANA_UNREADABLE_INSTRUCTION',
  'Foyer cannot read an instruction of this transaction',
  'UnreadableInstructionError',
) {}
