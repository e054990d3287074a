import { reviewAmount, reviewDetail, reviewText } from '../../review-text.js'
import {
  type DecodeContext,
  effectOf,
  type InstructionEffect,
  type ResolvedInstruction,
  solAmount,
  tokenAmountFields,
  U64_MAX,
} from './effect.js'
import { accountsOf, instructionData } from './instruction-data.js'
import { UnreadableInstructionError } from './preview-errors.js'
import { readMintDecimals, readTokenAccount, TOKEN_2022_PROGRAM } from './token-accounts.js'

// SPL Token and Token-2022 instructions, by their exact layouts (a u8 index, then the fields). Amounts
// are shown in tokens: the decimals come from the instruction when it carries them (the *Checked
// forms, which the program refuses when they do not match the mint), else from the mint read over the
// network's RPC; when that read fails the amount is shown in raw units and says so. Tokens leave the
// visitor when the visitor's token account is debited (a transfer to an account that is not the
// visitor's, a burn); an allowance or a new authority moves nothing yet but is what a thief asks for.

const Token = {
  InitializeMint: 0,
  InitializeAccount: 1,
  Transfer: 3,
  Approve: 4,
  Revoke: 5,
  SetAuthority: 6,
  MintTo: 7,
  Burn: 8,
  CloseAccount: 9,
  FreezeAccount: 10,
  ThawAccount: 11,
  TransferChecked: 12,
  ApproveChecked: 13,
  MintToChecked: 14,
  BurnChecked: 15,
  InitializeAccount2: 16,
  SyncNative: 17,
  InitializeAccount3: 18,
  InitializeMint2: 20,
} as const

/** SetAuthority's authority types, by index (Token-2022 adds those after "close account"). */
const AUTHORITY_TYPES = [
  'mint',
  'freeze',
  'owner',
  'close',
  'transfer fee config',
  'withheld withdraw',
  'close mint',
  'interest rate',
  'permanent delegate',
  'confidential transfer mint',
  'transfer hook program',
  'confidential transfer fee config',
  'metadata pointer',
  'group pointer',
  'group member pointer',
  'scaled UI amount',
  'pause',
]
const TOKEN_AUTHORITY_TYPES = 4

/**
 * A token instruction in words, reading the accounts it needs over the network's RPC. Throws
 * `UnreadableInstructionError` for data that is none of the layouts.
 *
 * @example
 * await decodeTokenInstruction({ program: TOKEN_PROGRAM, accounts, data }, context)
 */
export async function decodeTokenInstruction(
  { program, accounts, data: bytes }: ResolvedInstruction,
  context: DecodeContext,
): Promise<InstructionEffect> {
  const name = program === TOKEN_2022_PROGRAM ? 'Token-2022' : 'SPL Token'
  const data = instructionData(bytes, name)
  const index = data.u8()
  const need = (count: number) => accountsOf(accounts, count, `${name} instruction ${index}`)
  const { signer, readAccount } = context
  const account = (address: string) => readTokenAccount(readAccount, address, program)

  /**
   * The accounts of a transfer or an allowance with the mint second: the *Checked forms list it there,
   * the others do not list it (`undefined` in its place).
   */
  const withMint = (checked: boolean, count: number): (string | undefined)[] => {
    if (checked) return need(count + 1)
    const [first, ...rest] = need(count)
    return [first, undefined, ...rest]
  }
  /** Amount and decimals (from the instruction for the *Checked forms), data checked to its end. */
  const amountOf = (checked: boolean) => {
    const amount = data.u64()
    const decimals = checked ? data.u8() : undefined
    data.end()
    return { amount, decimals }
  }
  /** The mint (given, or the source's) and its decimals (given, or read). */
  async function tokenOf(source: string, mint: string | undefined, decimals: number | undefined) {
    const read = await account(source)
    const knownMint = mint ?? read?.mint
    return {
      read,
      mint: knownMint,
      decimals: decimals ?? (knownMint ? await readMintDecimals(readAccount, knownMint, program) : undefined),
    }
  }
  /** A line's words, naming the mint where it is known (`{mint}`): `[with a mint, without one]`. */
  const ofMint = (
    mint: string | undefined,
    [withMint, without]: [string, string],
    values: Record<string, string>,
  ) => (mint ? reviewDetail(withMint, { ...values, mint }) : reviewDetail(without, values))

  async function transfer(checked: boolean) {
    const { amount, decimals } = amountOf(checked)
    const [source = '', mint, destination = '', authority = ''] = withMint(checked, 3)
    const [token, target] = await Promise.all([tokenOf(source, mint, decimals), account(destination)])
    const yours = (token.read?.owner ?? authority) === signer
    const leaves = yours && target?.owner !== signer
    return effectOf(
      [
        {
          address: destination,
          ...ofMint(
            token.mint,
            ['Token transfer of mint {mint} from {source}', 'Token transfer from {source}'],
            {
              source,
            },
          ),
          ...tokenAmountFields(amount, token.decimals),
        },
      ],
      {
        tokensOut: leaves
          ? [
              {
                token: token.mint ? `mint ${token.mint}` : `token account ${source}`,
                amount,
                decimals: token.decimals,
              },
            ]
          : [],
      },
    )
  }

  async function approve(checked: boolean) {
    const { amount, decimals } = amountOf(checked)
    const [source = '', mint, delegate = ''] = withMint(checked, 3)
    const token = await tokenOf(source, mint, decimals)
    const unlimited = amount === U64_MAX
    return effectOf(
      [
        {
          address: delegate,
          ...ofMint(
            token.mint,
            ['May spend tokens of mint {mint} from {source}', 'May spend tokens from {source}'],
            {
              source,
            },
          ),
          // As loud in every language as in English.
          ...(unlimited ? reviewAmount('Unlimited') : tokenAmountFields(amount, token.decimals)),
        },
      ],
      {
        warnings: unlimited
          ? [
              reviewText(
                'An unlimited allowance: {delegate} could take every token in {account}, now or later.',
                {
                  delegate,
                  account: source,
                },
              ),
            ]
          : [],
      },
    )
  }

  async function burn(checked: boolean) {
    const { amount, decimals } = amountOf(checked)
    const [source = '', mint = '', authority = ''] = need(3)
    const token = await tokenOf(source, mint, decimals)
    const yours = (token.read?.owner ?? authority) === signer
    return effectOf(
      [
        {
          address: source,
          ...reviewDetail('Burns tokens of mint {mint}', { mint }),
          ...tokenAmountFields(amount, token.decimals),
        },
      ],
      { tokensOut: yours ? [{ token: `mint ${mint}`, amount, decimals: token.decimals }] : [] },
    )
  }

  async function mintTo(checked: boolean) {
    const { amount, decimals } = amountOf(checked)
    const [mint = '', destination = ''] = need(3)
    const known = decimals ?? (await readMintDecimals(readAccount, mint, program))
    return effectOf([
      {
        address: destination,
        ...reviewDetail('Mints new tokens of mint {mint}', { mint }),
        ...tokenAmountFields(amount, known),
      },
    ])
  }

  async function setAuthority() {
    const type = data.u8()
    const newAuthority = data.optionalKey()
    data.end()
    const kind = AUTHORITY_TYPES[type]
    if (!kind || (type >= TOKEN_AUTHORITY_TYPES && program !== TOKEN_2022_PROGRAM))
      throw new UnreadableInstructionError({ details: `${name} SetAuthority: authority type ${type}` })
    const [target = '', current = ''] = need(2)
    // The kind is the token program's own name for the authority: a phrase a UI translates.
    const named = reviewText(kind)
    const row = newAuthority
      ? {
          address: newAuthority,
          ...reviewDetail('Becomes the {kind} authority of {account}', { kind: named, account: target }),
          amount: '',
        }
      : {
          address: target,
          ...reviewDetail('Removes the {kind} authority of this account for good', { kind: named }),
          amount: '',
        }
    const handedAway = current === signer && newAuthority !== undefined && newAuthority !== signer
    // The owner and close authorities each say what they let the new authority take; any other
    // authority is named by its kind (the token program's own name for it, a phrase a UI translates).
    const warning =
      kind === 'owner'
        ? '{authority} becomes the owner authority of {account}: it could take every token in it.'
        : kind === 'close'
          ? '{authority} becomes the close authority of {account}: it could close it and take its SOL.'
          : '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.'
    return effectOf([row], {
      warnings: handedAway
        ? [reviewText(warning, { authority: newAuthority ?? '', account: target, kind: named })]
        : [],
    })
  }

  async function close() {
    data.end()
    const [closed = '', destination = '', authority = ''] = need(3)
    const read = await account(closed)
    const yours = (read?.owner ?? authority) === signer
    const leaves = yours && destination !== signer
    return effectOf(
      [
        {
          address: destination,
          ...reviewDetail('Closes token account {account}; its SOL goes to this address', {
            account: closed,
          }),
          ...(read ? solAmount(read.lamports) : reviewAmount('All of its SOL (amount unknown)')),
        },
      ],
      {
        lamportsOut: leaves && read ? read.lamports : 0n,
        warnings: leaves
          ? [
              reviewText('Closing {account} sends its SOL to {destination}, not to this wallet.', {
                account: closed,
                destination,
              }),
            ]
          : [],
      },
    )
  }

  /** A line that moves nothing: its words, their values taken from the instruction's accounts. */
  function plain(count: number, text: string, values?: (listed: string[]) => Record<string, string>) {
    data.end()
    const listed = need(count)
    return effectOf([{ address: listed[0], ...reviewDetail(text, values?.(listed)), amount: '' }])
  }

  function initializeMint(accountCount: number) {
    const decimals = data.u8()
    const mintAuthority = data.key()
    const freezeAuthority = data.optionalKey()
    return plain(
      accountCount,
      freezeAuthority
        ? 'Creates a mint of {decimals} decimals; mint authority {authority}, freeze authority {freeze}'
        : 'Creates a mint of {decimals} decimals; mint authority {authority}',
      () => ({
        decimals: `${decimals}`,
        authority: mintAuthority,
        ...(freezeAuthority ? { freeze: freezeAuthority } : {}),
      }),
    )
  }

  switch (index) {
    case Token.Transfer:
      return transfer(false)
    case Token.TransferChecked:
      return transfer(true)
    case Token.Approve:
      return approve(false)
    case Token.ApproveChecked:
      return approve(true)
    case Token.Burn:
      return burn(false)
    case Token.BurnChecked:
      return burn(true)
    case Token.MintTo:
      return mintTo(false)
    case Token.MintToChecked:
      return mintTo(true)
    case Token.SetAuthority:
      return setAuthority()
    case Token.CloseAccount:
      return close()
    case Token.Revoke:
      return plain(2, 'Cancels the allowance on this token account')
    case Token.FreezeAccount:
      return plain(3, 'Freezes this token account of mint {mint}', ([, mint = '']) => ({ mint }))
    case Token.ThawAccount:
      return plain(3, 'Unfreezes this token account of mint {mint}', ([, mint = '']) => ({ mint }))
    case Token.SyncNative:
      return plain(1, 'Updates the wrapped SOL balance of this token account')
    case Token.InitializeAccount:
      return plain(
        3,
        'Sets up a token account of mint {mint}, owned by {owner}',
        ([, mint = '', owner = '']) => ({
          mint,
          owner,
        }),
      )
    case Token.InitializeAccount2:
    case Token.InitializeAccount3: {
      const owner = data.key()
      return plain(2, 'Sets up a token account of mint {mint}, owned by {owner}', ([, mint = '']) => ({
        mint,
        owner,
      }))
    }
    case Token.InitializeMint:
      return initializeMint(2)
    case Token.InitializeMint2:
      return initializeMint(1)
    default:
      throw new UnreadableInstructionError({ details: `${name} instruction ${index}` })
  }
}
