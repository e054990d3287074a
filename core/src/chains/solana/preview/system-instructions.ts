import { reviewDetail, reviewText } from '../../review-text.js'
import {
  type DecodeContext,
  effectOf,
  type InstructionEffect,
  type ResolvedInstruction,
  solAmount,
} from './effect.js'
import { accountsOf, instructionData } from './instruction-data.js'
import { UnreadableInstructionError } from './preview-errors.js'

// The System Program's instructions, by their exact bincode layouts (a u32 index, then the fields).
// SOL leaves the visitor when an instruction debits the visitor's address: a transfer to someone else,
// or the funding of a new account.

/** The System Program: base58 of 32 zero bytes. */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111'

const CREATE_ACCOUNT = 0
const ASSIGN = 1
const TRANSFER = 2
const CREATE_ACCOUNT_WITH_SEED = 3
const ADVANCE_NONCE_ACCOUNT = 4
const WITHDRAW_NONCE_ACCOUNT = 5
const INITIALIZE_NONCE_ACCOUNT = 6
const AUTHORIZE_NONCE_ACCOUNT = 7
const ALLOCATE = 8
const ALLOCATE_WITH_SEED = 9
const ASSIGN_WITH_SEED = 10
const TRANSFER_WITH_SEED = 11
const UPGRADE_NONCE_ACCOUNT = 12

/**
 * Whether the instruction is the System Program's AdvanceNonceAccount, exactly: a transaction that
 * starts with it uses a durable nonce instead of a recent blockhash, so it never expires.
 *
 * @example
 * if (isAdvanceNonce(first)) warnings.push('never expires')
 */
export function isAdvanceNonce(instruction: ResolvedInstruction): boolean {
  if (instruction.program !== SYSTEM_PROGRAM || instruction.data.length !== 4) return false
  return (
    new DataView(instruction.data.buffer, instruction.data.byteOffset, 4).getUint32(0, true) ===
    ADVANCE_NONCE_ACCOUNT
  )
}

/**
 * SOL moved from `from` to `to`: taken from the visitor unless it stays with the visitor. The line's
 * words (`{placeholders}` and their values) say who pays when it is not the visitor.
 */
function payment(
  context: DecodeContext,
  from: string,
  to: string,
  lamports: bigint,
  text: string,
  values?: Record<string, string>,
): InstructionEffect {
  const out = from === context.signer && to !== context.signer ? lamports : 0n
  const line =
    from === context.signer
      ? reviewDetail(text, values)
      : reviewDetail('{action} (paid by {payer})', { action: reviewText(text, values), payer: from })
  return effectOf([{ address: to, ...line, ...solAmount(lamports) }], { lamportsOut: out })
}

/**
 * A hand-over of `account` to `owner` (the line's words name it `{program}`): the new owner program
 * may then take all of its SOL.
 */
function handOver(
  context: DecodeContext,
  account: string,
  owner: string,
  text: string,
  values?: Record<string, string>,
): InstructionEffect {
  const yours = account === context.signer
  return effectOf([{ address: account, ...reviewDetail(text, { ...values, program: owner }), amount: '' }], {
    warnings: yours
      ? [
          reviewText('This hands your account to program {program}: it could then take all of your SOL.', {
            program: owner,
          }),
        ]
      : [],
  })
}

/**
 * A System Program instruction in words. Throws `UnreadableInstructionError` for data that is none of
 * its layouts (an unknown index, a byte too many or too few).
 *
 * @example
 * decodeSystemInstruction({ program: SYSTEM_PROGRAM, accounts: [me, you], data }, context)
 */
export function decodeSystemInstruction(
  { accounts, data: bytes }: ResolvedInstruction,
  context: DecodeContext,
): InstructionEffect {
  const data = instructionData(bytes, 'System Program')
  const index = data.u32()
  const need = (count: number, name: string) => accountsOf(accounts, count, `System ${name}`)
  switch (index) {
    case CREATE_ACCOUNT: {
      const lamports = data.u64()
      const space = data.u64()
      const owner = data.key()
      data.end()
      const [funder = '', created = ''] = need(2, 'CreateAccount')
      return payment(
        context,
        funder,
        created,
        lamports,
        'Creates an account of {bytes} bytes for program {program}',
        { bytes: `${space}`, program: owner },
      )
    }
    case CREATE_ACCOUNT_WITH_SEED: {
      const base = data.key()
      const seed = data.text()
      const lamports = data.u64()
      const space = data.u64()
      const owner = data.key()
      data.end()
      const [funder = '', created = ''] = need(2, 'CreateAccountWithSeed')
      return payment(
        context,
        funder,
        created,
        lamports,
        'Creates an account of {bytes} bytes for program {program} (seed "{seed}" of {base})',
        { bytes: `${space}`, program: owner, seed, base },
      )
    }
    case TRANSFER: {
      const lamports = data.u64()
      data.end()
      const [from = '', to = ''] = need(2, 'Transfer')
      return payment(context, from, to, lamports, 'SOL transfer')
    }
    case TRANSFER_WITH_SEED: {
      const lamports = data.u64()
      const seed = data.text()
      const fromOwner = data.key()
      data.end()
      const [from = '', base = '', to = ''] = need(3, 'TransferWithSeed')
      const effect = payment(
        context,
        from,
        to,
        lamports,
        'SOL transfer from {from} (seed "{seed}" of {base}, program {program})',
        { from, seed, base, program: fromOwner },
      )
      // The debited account is derived from the visitor's address: its SOL is the visitor's.
      if (base === context.signer && to !== context.signer) effect.lamportsOut = lamports
      return effect
    }
    case ASSIGN: {
      const owner = data.key()
      data.end()
      const [account = ''] = need(1, 'Assign')
      return handOver(context, account, owner, 'Hands the account to program {program}')
    }
    case ASSIGN_WITH_SEED: {
      const base = data.key()
      const seed = data.text()
      const owner = data.key()
      data.end()
      const [account = ''] = need(2, 'AssignWithSeed')
      return handOver(
        context,
        account,
        owner,
        'Hands the account (seed "{seed}" of {base}) to program {program}',
        {
          seed,
          base,
        },
      )
    }
    case ALLOCATE: {
      const space = data.u64()
      data.end()
      const [account = ''] = need(1, 'Allocate')
      return effectOf([
        {
          address: account,
          ...reviewDetail('Gives the account {bytes} bytes of data', { bytes: `${space}` }),
          amount: '',
        },
      ])
    }
    case ALLOCATE_WITH_SEED: {
      const base = data.key()
      const seed = data.text()
      const space = data.u64()
      const owner = data.key()
      data.end()
      const [account = ''] = need(2, 'AllocateWithSeed')
      return handOver(
        context,
        account,
        owner,
        'Gives the account {bytes} bytes (seed "{seed}" of {base}) and hands it to program {program}',
        { bytes: `${space}`, seed, base },
      )
    }
    case ADVANCE_NONCE_ACCOUNT: {
      data.end()
      const [nonce = ''] = need(3, 'AdvanceNonceAccount')
      return effectOf([
        { address: nonce, ...reviewDetail('Advances the durable nonce of this account'), amount: '' },
      ])
    }
    case WITHDRAW_NONCE_ACCOUNT: {
      const lamports = data.u64()
      data.end()
      const [nonce = '', to = '', , , authority = ''] = need(5, 'WithdrawNonceAccount')
      const out = authority === context.signer && to !== context.signer ? lamports : 0n
      return effectOf(
        [
          {
            address: to,
            ...reviewDetail('Withdraws SOL from nonce account {nonce}', { nonce }),
            ...solAmount(lamports),
          },
        ],
        { lamportsOut: out },
      )
    }
    case INITIALIZE_NONCE_ACCOUNT: {
      const authority = data.key()
      data.end()
      const [nonce = ''] = need(3, 'InitializeNonceAccount')
      return effectOf([
        {
          address: nonce,
          ...reviewDetail('Makes this a nonce account of {authority}', { authority }),
          amount: '',
        },
      ])
    }
    case AUTHORIZE_NONCE_ACCOUNT: {
      const authority = data.key()
      data.end()
      const [nonce = ''] = need(2, 'AuthorizeNonceAccount')
      return effectOf([
        {
          address: authority,
          ...reviewDetail('Becomes the authority of nonce account {nonce}', { nonce }),
          amount: '',
        },
      ])
    }
    case UPGRADE_NONCE_ACCOUNT: {
      data.end()
      const [nonce = ''] = need(1, 'UpgradeNonceAccount')
      return effectOf([{ address: nonce, ...reviewDetail('Upgrades this nonce account'), amount: '' }])
    }
    default:
      throw new UnreadableInstructionError({ details: `System Program instruction ${index}` })
  }
}
