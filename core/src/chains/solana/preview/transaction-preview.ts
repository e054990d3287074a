import { BaseError } from '../../../errors/base.js'
import { type ReviewText, reviewDetail, reviewEnglish, reviewText } from '../../review-text.js'
import type {
  TransactionPreview,
  TransactionPreviewRow,
  TransactionPreviewTotal,
} from '../../transaction-preview.types.js'
import { readWireTransaction } from '../wire-transaction.js'
import { onceEach, type SolanaAccountReader } from './account-reader.js'
import { associatedAccountsCreatedBefore } from './associated-token.js'
import { decodeInstruction } from './decode-instruction.js'
import {
  type InstructionEffect,
  type ResolvedInstruction,
  sol,
  solFigure,
  type TokenMovement,
  tokenAmountText,
} from './effect.js'
import { messageAccounts } from './lookup-tables.js'
import { readSolanaMessage } from './message.js'
import { networkFee } from './network-fee.js'
import { UnreadableSolanaTransactionError } from './preview-errors.js'
import { isAdvanceNonce } from './system-instructions.js'

/**
 * What the preview needs besides the transaction: the visitor's address, the network's name, whether
 * the wallet also sends it, and a way to read accounts over the network's RPC (lookup tables, token
 * accounts, mints; without it, v0 messages with lookup tables are refused and token amounts are raw).
 */
export type SolanaPreviewOptions = {
  signer: string
  network: string
  sends: boolean
  readAccount?: SolanaAccountReader | undefined
}

/** Tokens leaving, added up per token, one total each (labels are the totals' keys, so each names its token). */
function tokenTotals(movements: readonly TokenMovement[]): TransactionPreviewTotal[] {
  const byToken = new Map<string, TokenMovement>()
  for (const move of movements) {
    const seen = byToken.get(move.token)
    byToken.set(move.token, {
      token: move.token,
      amount: (seen?.amount ?? 0n) + move.amount,
      decimals: seen?.decimals ?? move.decimals,
    })
  }
  return [...byToken.values()].map(({ token, amount, decimals }) => {
    // The decoders name a token by its mint ('mint EPjF…') or, when the mint is not known, by the
    // account it leaves ('token account 9xQe…'): the words a UI translates, the address as it is.
    const mint = token.startsWith('mint ')
    const label = reviewText(
      mint ? 'Leaves this wallet (mint {address})' : 'Leaves this wallet (token account {address})',
      {
        address: token.slice(mint ? 5 : 14),
      },
    )
    // The amount a bare number the words count, for a UI to write in its visitor's locale.
    const value = tokenAmountText(amount, decimals)
    return {
      label: reviewEnglish(label),
      labelText: label,
      value: reviewEnglish(value),
      valueText: value,
    }
  })
}

/** A preview that offers only Decline, saying why. */
function refused(title: string, network: string, error: BaseError): TransactionPreview {
  // The error's message (core's words, which a UI translates) with its details as they are.
  const message = reviewText(error.shortMessage)
  const text = error.details
    ? reviewText('{message} ({details}).', { message, details: error.details })
    : reviewText('{message}.', { message })
  const row: TransactionPreviewRow = {
    address: undefined,
    ...reviewDetail('A transaction Foyer cannot read'),
    amount: '',
  }
  return {
    title,
    network,
    sections: [{ heading: 'Transaction', rows: [row] }],
    totals: [],
    refusal: reviewEnglish(text),
    refusalTexts: [text],
  }
}

/**
 * A Solana transaction the embedded wallet is asked to sign (or sign and send), in words for the
 * ApproveTransaction view: every instruction decoded (System, SPL Token, Token-2022 by their exact
 * layouts; Compute Budget and Memo as harmless; any other program by its id, with a warning when it is
 * given the visitor's account), lookup tables resolved over the network's RPC, the SOL and tokens that
 * leave the visitor's accounts, the network fee and who pays it. A durable nonce (the transaction never
 * expires) and a fee paid by someone else are warnings. A transaction Foyer cannot read to the last
 * byte (malformed, an instruction of a known program in no known layout, lookup tables it cannot read)
 * is refused: it offers no Approve, because its review could not be trusted.
 *
 * @example
 * await solanaTransactionPreview(wire, { signer: 'B62q…', network: 'Solana', sends: true, readAccount })
 */
export async function solanaTransactionPreview(
  transaction: Uint8Array,
  { signer, network, sends, readAccount }: SolanaPreviewOptions,
): Promise<TransactionPreview> {
  const title = sends ? 'Send a transaction' : 'Sign a transaction'
  try {
    let message: Uint8Array
    try {
      message = readWireTransaction(transaction).message
    } catch (error) {
      throw new UnreadableSolanaTransactionError({ cause: error })
    }
    const read = readSolanaMessage(message)
    const reader = readAccount && onceEach(readAccount)
    const accounts = await messageAccounts(read, reader)
    const instructions: ResolvedInstruction[] = read.instructions.map((compiled) => ({
      program: accounts[compiled.programIndex] ?? '',
      accounts: compiled.accountIndexes.map((index) => accounts[index] ?? ''),
      data: compiled.data,
    }))
    const createdBefore = associatedAccountsCreatedBefore(instructions)
    const effects: InstructionEffect[] = await Promise.all(
      instructions.map((instruction, at) =>
        decodeInstruction(instruction, { signer, readAccount: reader, createdBefore: createdBefore[at] }),
      ),
    )
    const feePayer = accounts[0] ?? ''
    const warnings: ReviewText[] = []
    const [first] = instructions
    if (first && isAdvanceNonce(first))
      warnings.push(
        reviewText(
          'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.',
        ),
      )
    if (feePayer !== signer)
      warnings.push(
        reviewText(
          'The fee is paid by {payer}, not by this wallet: someone else prepared and pays for this transaction.',
          { payer: feePayer },
        ),
      )
    warnings.push(...effects.flatMap((effect) => effect.warnings))
    const lamportsOut = effects.reduce((sum, effect) => sum + effect.lamportsOut, 0n)
    return {
      title,
      network,
      sections: [{ heading: 'Instructions', rows: effects.flatMap((effect) => effect.rows) }],
      totals: [
        { label: 'Leaves this wallet', value: sol(lamportsOut), figure: solFigure(lamportsOut) },
        ...tokenTotals(effects.flatMap((effect) => effect.tokensOut)),
        { label: 'Network fee', ...networkFee(read.signers, instructions) },
        { label: 'Fee paid by', value: feePayer },
      ],
      ...(warnings.length > 0 ? { warnings: warnings.map(reviewEnglish), warningTexts: warnings } : {}),
    }
  } catch (error) {
    if (error instanceof BaseError) return refused(title, network, error)
    throw error
  }
}
