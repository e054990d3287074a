import { reviewAmount, reviewDetail, reviewText } from '../../review-text.js'
import {
  type DecodeContext,
  effectOf,
  type InstructionEffect,
  type ResolvedInstruction,
  solAmount,
  solFigure,
} from './effect.js'
import { accountsOf, instructionData } from './instruction-data.js'
import { UnreadableInstructionError } from './preview-errors.js'
import { ASSOCIATED_TOKEN_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token-accounts.js'

// The Associated Token Account program's Create and CreateIdempotent: the funder pays the new token
// account's rent exemption, less what the address already holds, and nothing when the account exists
// (CreateIdempotent; Create then fails). The rent is worked out from the account's size: 165 bytes
// for SPL Token, 170 for Token-2022 (the account type byte and the immutable-owner extension) on a
// mint without extensions; a Token-2022 mint with extensions makes the size, and so the amount,
// unknown, which the line says.

export { ASSOCIATED_TOKEN_PROGRAM }

const CREATE = 0
const CREATE_IDEMPOTENT = 1
const TOKEN_ACCOUNT_BYTES = 165
const TOKEN_2022_ACCOUNT_BYTES = 170
const MINT_BYTES = 82
/** Rent exemption: (128 + size) bytes × 3,480 lamports per byte-year × 2 years, as every cluster sets it. */
const rentExemption = (bytes: number) => BigInt(128 + bytes) * 3_480n * 2n

/** The new account's size, or `undefined` when its mint's extensions make it unknown. */
async function accountSize(
  program: string,
  mint: string,
  context: DecodeContext,
): Promise<number | undefined> {
  if (program === TOKEN_PROGRAM) return TOKEN_ACCOUNT_BYTES
  const read = await context.readAccount?.(mint).catch(() => undefined)
  return read?.owner === program && read.data.length === MINT_BYTES ? TOKEN_2022_ACCOUNT_BYTES : undefined
}

/**
 * An Associated Token Account instruction in words, with the rent its funder pays. Throws
 * `UnreadableInstructionError` for another instruction or a token program that is not SPL Token or
 * Token-2022 (the program would call it).
 *
 * @example
 * await decodeAssociatedToken({ program: ASSOCIATED_TOKEN_PROGRAM, accounts, data }, context)
 */
export async function decodeAssociatedToken(
  { accounts, data: bytes }: ResolvedInstruction,
  context: DecodeContext,
): Promise<InstructionEffect> {
  const data = instructionData(bytes, 'Associated Token Account')
  const index = bytes.length === 0 ? CREATE : data.u8()
  data.end()
  if (index !== CREATE && index !== CREATE_IDEMPOTENT)
    throw new UnreadableInstructionError({ details: `Associated Token Account instruction ${index}` })
  const [funder = '', created = '', wallet = '', mint = '', , program = ''] = accountsOf(
    accounts,
    6,
    'Associated Token Account Create',
  )
  if (program !== TOKEN_PROGRAM && program !== TOKEN_2022_PROGRAM)
    throw new UnreadableInstructionError({ details: `Associated Token Account for token program ${program}` })
  const of = { wallet, mint }
  if (context.createdBefore?.has(created))
    return effectOf([
      {
        address: created,
        ...reviewDetail(
          'Creates the token account of {wallet} for mint {mint}: an earlier instruction creates it, nothing is paid',
          of,
        ),
        amount: '',
      },
    ])
  // The address as it is now: `null` when empty, `undefined` when it could not be read.
  const existing = context.readAccount ? await context.readAccount(created).catch(() => undefined) : undefined
  if (existing && existing.owner === program)
    return effectOf([
      {
        address: created,
        ...reviewDetail(
          'Creates the token account of {wallet} for mint {mint}: it exists already, nothing is paid',
          of,
        ),
        amount: '',
      },
    ])
  const line = reviewDetail('Creates the token account of {wallet} for mint {mint}', of)
  const size = await accountSize(program, mint, context)
  if (size === undefined)
    return effectOf(
      [{ address: created, ...line, ...reviewAmount('Its rent (amount unknown: the mint has extensions)') }],
      {
        warnings:
          funder === context.signer
            ? [
                reviewText('Foyer cannot tell how much SOL creating {account} costs you.', {
                  account: created,
                }),
              ]
            : [],
      },
    )
  // An address that already holds SOL only needs the rest of its rent exemption.
  const held = existing?.lamports ?? 0n
  const rent = rentExemption(size) > held ? rentExemption(size) - held : 0n
  // Without an answer about the address, CreateIdempotent may find the account and pay nothing.
  const unsure = existing === undefined && index === CREATE_IDEMPOTENT
  const paid =
    funder === context.signer
      ? line
      : reviewDetail('{action} (paid by {payer})', {
          action: reviewText('Creates the token account of {wallet} for mint {mint}', of),
          payer: funder,
        })
  // A rent that may not be paid is a bound: 'Up to …', its figure inside the words.
  const amount = unsure ? reviewAmount('Up to {amount}', { amount: solFigure(rent) }) : solAmount(rent)
  return effectOf([{ address: created, ...paid, ...amount }], {
    lamportsOut: funder === context.signer ? rent : 0n,
  })
}

/**
 * For each instruction, the associated token accounts the instructions before it create (each
 * Create or CreateIdempotent's second account), so a second creation of the same account in one
 * transaction is not counted as paying its rent again.
 *
 * @example
 * associatedAccountsCreatedBefore([createAta, createAtaAgain])[1].has(ata) // true
 */
export function associatedAccountsCreatedBefore(
  instructions: readonly ResolvedInstruction[],
): ReadonlySet<string>[] {
  const created = new Set<string>()
  return instructions.map((instruction) => {
    const before = new Set(created)
    const account = instruction.accounts[1]
    if (instruction.program === ASSOCIATED_TOKEN_PROGRAM && account) created.add(account)
    return before
  })
}
