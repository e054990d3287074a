import { PublicKey, Transaction, TransactionInstruction } from '@solana/web3.js'
import { Buffer } from 'buffer'
import {
  ReceiverIsTokenAccountError,
  TokenDecimalsMismatchError,
  UnsupportedTransferTokenError,
} from '../../../errors/transfer.js'
import type { Network } from '../../../networks/network.types.js'
import type { PreparedTransfer, Transfer, TransferToken } from '../../transfer.types.js'
import { rpcAccountReader, type SolanaAccount } from '../preview/account-reader.js'
import {
  ASSOCIATED_TOKEN_PROGRAM,
  isPlainMint,
  mintDecimalsOf,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  tokenAccountOf,
} from '../preview/token-accounts.js'
import {
  balanceOf,
  blockhashOf,
  messageFeeOf,
  type Rpc,
  refuseSenderDust,
  rentMinimumOf,
} from './solana-rpc.js'

// Sending an SPL token (SPL Token or Token-2022 without extensions) from the sender's associated
// token account to the receiver's, with `TransferChecked`, which the token program refuses unless the
// mint and its decimals are the ones the amount was typed with. When the receiver has no account for
// the token yet, the same transaction creates it first (the Associated Token Account program's
// CreateIdempotent), and the sender pays its rent deposit: the fee shown includes it and says so.

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
/** The token program's `TransferChecked` instruction. */
const TRANSFER_CHECKED = 12
/** The Associated Token Account program's `CreateIdempotent`: nothing happens if the account exists. */
const CREATE_IDEMPOTENT = 1
/** The most a token account holds: its amount is a u64. */
const MAX_TOKEN_AMOUNT = 2n ** 64n - 1n
/** A token account's size: 165 bytes; Token-2022 adds its account type and ImmutableOwner (170). */
const accountBytes = (program: string) => (program === TOKEN_PROGRAM ? 165 : 170)

const key = (address: string) => new PublicKey(address)

/** The associated token account of `owner` for `mint` under `program`. */
function associatedAccount(owner: string, mint: string, program: string): string {
  const [address] = PublicKey.findProgramAddressSync(
    [key(owner).toBuffer(), key(program).toBuffer(), key(mint).toBuffer()],
    key(ASSOCIATED_TOKEN_PROGRAM),
  )
  return address.toBase58()
}

/** The token program a mint belongs to, checked: a mint of SPL Token, or of Token-2022 without extensions. */
function programOf(mint: SolanaAccount | null, token: TransferToken): string {
  const program = mint?.owner
  const decimals = program && mintDecimalsOf(mint, program)
  if (!mint || (program !== TOKEN_PROGRAM && program !== TOKEN_2022_PROGRAM) || decimals === undefined)
    throw new TokenDecimalsMismatchError({ details: `${token.address} is not a token mint` })
  if (decimals !== token.decimals)
    throw new TokenDecimalsMismatchError({
      details: `${token.address}: typed with ${token.decimals} decimals, the mint has ${decimals}`,
    })
  // Token-2022's extensions (a transfer fee, a transfer hook) would change what the receiver gets.
  if (!isPlainMint(mint))
    throw new UnsupportedTransferTokenError({ details: `${token.address} has extensions` })
  return program
}

/** What a token transfer moves between: the mint's program, and both token accounts. */
type Route = { program: string; source: string; destination: string }

function transferInstructions(
  from: string,
  to: string,
  transfer: { amount: bigint; token: TransferToken },
  { program, source, destination }: Route,
  opensDestination: boolean,
): TransactionInstruction[] {
  const data = Buffer.alloc(10)
  data.writeUInt8(TRANSFER_CHECKED, 0)
  data.writeBigUInt64LE(transfer.amount, 1)
  data.writeUInt8(transfer.token.decimals, 9)
  const send = new TransactionInstruction({
    programId: key(program),
    keys: [
      { pubkey: key(source), isSigner: false, isWritable: true },
      { pubkey: key(transfer.token.address), isSigner: false, isWritable: false },
      { pubkey: key(destination), isSigner: false, isWritable: true },
      { pubkey: key(from), isSigner: true, isWritable: false },
    ],
    data,
  })
  if (!opensDestination) return [send]
  const open = new TransactionInstruction({
    programId: key(ASSOCIATED_TOKEN_PROGRAM),
    keys: [
      { pubkey: key(from), isSigner: true, isWritable: true },
      { pubkey: key(destination), isSigner: false, isWritable: true },
      { pubkey: key(to), isSigner: false, isWritable: false },
      { pubkey: key(transfer.token.address), isSigner: false, isWritable: false },
      { pubkey: key(SYSTEM_PROGRAM), isSigner: false, isWritable: false },
      { pubkey: key(program), isSigner: false, isWritable: false },
    ],
    data: Buffer.of(CREATE_IDEMPOTENT),
  })
  return [open, send]
}

function transactionOf(from: string, blockhash: string, instructions: TransactionInstruction[]) {
  return new Transaction({ feePayer: key(from), recentBlockhash: blockhash }).add(...instructions)
}

/**
 * Prepares a token transfer, before any wallet is asked: the mint must be the token the list named
 * (its decimals), the receiver a wallet (not a token account, whose own associated account would
 * lock the tokens away), the sender's balance is its associated account's, and the fee is the
 * network's for exactly this message plus, when the receiver has no account for the token, that
 * account's rent deposit (`receiverAccountRent`). Solana's rent rule holds for the sender's SOL.
 *
 * @example
 * const prepared = await prepareSplTransfer({ from, network, transfer, token: transfer.token, rpc })
 */
export async function prepareSplTransfer({
  from,
  network,
  transfer,
  token,
  rpc,
}: {
  from: string
  network: Network<'solana'>
  transfer: Transfer
  token: TransferToken
  rpc: Rpc
}): Promise<PreparedTransfer> {
  const read = rpcAccountReader(rpc)
  const [mint, receiver] = await Promise.all([read(token.address), read(transfer.to)])
  const program = programOf(mint, token)
  if (receiver?.owner === TOKEN_PROGRAM || receiver?.owner === TOKEN_2022_PROGRAM)
    throw new ReceiverIsTokenAccountError({ details: `${transfer.to} is owned by ${receiver.owner}` })
  const route: Route = {
    program,
    source: associatedAccount(from, token.address, program),
    destination: associatedAccount(transfer.to, token.address, program),
  }
  const [source, destination, nativeBalance, rentMinimum, blockhash] = await Promise.all([
    read(route.source),
    read(route.destination),
    balanceOf(rpc, from),
    rentMinimumOf(rpc, 0),
    blockhashOf(rpc),
  ])
  const opensDestination = destination === null
  if (destination && tokenAccountOf(destination, program)?.mint !== token.address)
    throw new UnsupportedTransferTokenError({
      details: `${route.destination} is not a ${token.address} account`,
    })
  const receiverAccountRent = opensDestination ? await rentMinimumOf(rpc, accountBytes(program)) : 0n
  const message = transactionOf(
    from,
    blockhash,
    // The fee does not depend on the amount: one over what a token account can hold (u64) is quoted
    // with the most it can, and the form then says the balance does not cover it.
    transferInstructions(
      from,
      transfer.to,
      { amount: transfer.amount > MAX_TOKEN_AMOUNT ? MAX_TOKEN_AMOUNT : transfer.amount, token },
      route,
      opensDestination,
    ),
  ).serializeMessage()
  const fee = (await messageFeeOf(rpc, message)) + receiverAccountRent
  const balance = tokenAccountOf(source, program)?.amount ?? 0n
  if (transfer.amount <= balance) refuseSenderDust({ left: nativeBalance - fee, rentMinimum, network })
  return {
    ...transfer,
    caipNetworkId: network.caipNetworkId,
    from,
    fee,
    balance,
    nativeBalance,
    symbol: token.symbol ?? `${token.address.slice(0, 4)}…${token.address.slice(-4)}`,
    feeTerms: { fee, receiverAccountRent },
    ...(opensDestination ? { receiverAccountRent } : {}),
  }
}

/**
 * The transaction of a prepared token transfer, on `blockhash`: the receiver's account is opened in it
 * when the quote included its rent (CreateIdempotent, so an account opened since costs nothing).
 *
 * @example
 * await signAndSendTransaction(connection, await splTransaction(rpc, { from, prepared, blockhash }))
 */
export async function splTransaction(
  rpc: Rpc,
  { from, prepared, blockhash }: { from: string; prepared: PreparedTransfer; blockhash: string },
): Promise<Transaction> {
  const { token } = prepared
  if (!token) throw new TypeError('splTransaction: a coin transfer')
  const program = programOf(await rpcAccountReader(rpc)(token.address), token)
  const route: Route = {
    program,
    source: associatedAccount(from, token.address, program),
    destination: associatedAccount(prepared.to, token.address, program),
  }
  const opens = (prepared.feeTerms.receiverAccountRent ?? 0n) > 0n
  return transactionOf(
    from,
    blockhash,
    transferInstructions(from, prepared.to, { amount: prepared.amount, token }, route, opens),
  )
}
