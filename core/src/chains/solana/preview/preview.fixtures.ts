import {
  type AddressLookupTableAccount,
  type Keypair,
  PublicKey,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { ASSOCIATED_TOKEN_PROGRAM } from './associated-token.js'
import { TOKEN_PROGRAM } from './token-accounts.js'

// SPL Token instructions written by hand from the program's layouts (a u8 index, then little-endian
// fields), for tests: the decoder is checked against the program executing them (LiteSVM), so the
// encoders here need no library of their own.

const key = (value: PublicKey | string) => (typeof value === 'string' ? new PublicKey(value) : value)
const u64 = (value: bigint) => {
  const bytes = Buffer.alloc(8)
  bytes.writeBigUInt64LE(value)
  return bytes
}
type Meta = [PublicKey | string, 'w' | 'r' | 'ws' | 'rs']
const metas = (accounts: Meta[]) =>
  accounts.map(([pubkey, role]) => ({
    pubkey: key(pubkey),
    isWritable: role.startsWith('w'),
    isSigner: role.endsWith('s'),
  }))

/**
 * SPL Token (or Token-2022, with `program`) instructions for tests.
 *
 * @example
 * splToken.transfer(source, destination, owner, 1_000n)
 */
export const splToken = {
  instruction(data: Buffer, accounts: Meta[], program: PublicKey | string = TOKEN_PROGRAM) {
    return new TransactionInstruction({ programId: key(program), keys: metas(accounts), data })
  },
  initializeMint2(mint: PublicKey, decimals: number, authority: PublicKey, program?: string) {
    const data = Buffer.concat([Buffer.of(20, decimals), authority.toBuffer(), Buffer.of(0)])
    return splToken.instruction(data, [[mint, 'w']], program)
  },
  initializeAccount3(account: PublicKey, mint: PublicKey, owner: PublicKey, program?: string) {
    const data = Buffer.concat([Buffer.of(18), owner.toBuffer()])
    return splToken.instruction(
      data,
      [
        [account, 'w'],
        [mint, 'r'],
      ],
      program,
    )
  },
  mintToChecked(
    mint: PublicKey,
    to: PublicKey,
    authority: PublicKey,
    amount: bigint,
    decimals: number,
    program?: string,
  ) {
    const data = Buffer.concat([Buffer.of(14), u64(amount), Buffer.of(decimals)])
    return splToken.instruction(
      data,
      [
        [mint, 'w'],
        [to, 'w'],
        [authority, 'rs'],
      ],
      program,
    )
  },
  approveChecked(
    source: PublicKey,
    mint: PublicKey,
    delegate: PublicKey,
    owner: PublicKey,
    amount: bigint,
    decimals: number,
    program?: string,
  ) {
    const data = Buffer.concat([Buffer.of(13), u64(amount), Buffer.of(decimals)])
    return splToken.instruction(
      data,
      [
        [source, 'w'],
        [mint, 'r'],
        [delegate, 'r'],
        [owner, 'rs'],
      ],
      program,
    )
  },
  transfer(source: PublicKey, to: PublicKey, owner: PublicKey, amount: bigint, program?: string) {
    const data = Buffer.concat([Buffer.of(3), u64(amount)])
    return splToken.instruction(
      data,
      [
        [source, 'w'],
        [to, 'w'],
        [owner, 'rs'],
      ],
      program,
    )
  },
  transferChecked(
    source: PublicKey,
    mint: PublicKey,
    to: PublicKey,
    owner: PublicKey,
    amount: bigint,
    decimals: number,
    program?: string,
  ) {
    const data = Buffer.concat([Buffer.of(12), u64(amount), Buffer.of(decimals)])
    return splToken.instruction(
      data,
      [
        [source, 'w'],
        [mint, 'r'],
        [to, 'w'],
        [owner, 'rs'],
      ],
      program,
    )
  },
  approve(source: PublicKey, delegate: PublicKey, owner: PublicKey, amount: bigint, program?: string) {
    const data = Buffer.concat([Buffer.of(4), u64(amount)])
    return splToken.instruction(
      data,
      [
        [source, 'w'],
        [delegate, 'r'],
        [owner, 'rs'],
      ],
      program,
    )
  },
  /** Authority types: 0 mint, 1 freeze, 2 account owner, 3 close account. */
  setAuthority(
    account: PublicKey,
    current: PublicKey,
    type: number,
    next: PublicKey | undefined,
    program?: string,
  ) {
    const data = Buffer.concat([
      Buffer.of(6, type),
      next ? Buffer.concat([Buffer.of(1), next.toBuffer()]) : Buffer.of(0),
    ])
    return splToken.instruction(
      data,
      [
        [account, 'w'],
        [current, 'rs'],
      ],
      program,
    )
  },
  closeAccount(account: PublicKey, to: PublicKey, owner: PublicKey, program?: string) {
    return splToken.instruction(
      Buffer.of(9),
      [
        [account, 'w'],
        [to, 'w'],
        [owner, 'rs'],
      ],
      program,
    )
  },
  burnChecked(
    account: PublicKey,
    mint: PublicKey,
    owner: PublicKey,
    amount: bigint,
    decimals: number,
    program?: string,
  ) {
    const data = Buffer.concat([Buffer.of(15), u64(amount), Buffer.of(decimals)])
    return splToken.instruction(
      data,
      [
        [account, 'w'],
        [mint, 'w'],
        [owner, 'rs'],
      ],
      program,
    )
  },
}

/**
 * The Associated Token Account program's Create (or CreateIdempotent) of `wallet`'s account for
 * `mint`, paid by `funder`, and that account's address.
 *
 * @example
 * const { instruction, address } = associatedTokenAccount(payer, owner, mint, TOKEN_PROGRAM, true)
 */
export function associatedTokenAccount(
  funder: PublicKey,
  wallet: PublicKey,
  mint: PublicKey,
  program: string = TOKEN_PROGRAM,
  idempotent = false,
): { instruction: TransactionInstruction; address: PublicKey } {
  const [address] = PublicKey.findProgramAddressSync(
    [wallet.toBuffer(), key(program).toBuffer(), mint.toBuffer()],
    key(ASSOCIATED_TOKEN_PROGRAM),
  )
  const instruction = new TransactionInstruction({
    programId: key(ASSOCIATED_TOKEN_PROGRAM),
    keys: metas([
      [funder, 'ws'],
      [address, 'w'],
      [wallet, 'r'],
      [mint, 'r'],
      ['11111111111111111111111111111111', 'r'],
      [program, 'r'],
    ]),
    data: idempotent ? Buffer.of(1) : Buffer.alloc(0),
  })
  return { instruction, address }
}

/**
 * Wire bytes of a transaction paid by `payer`, legacy or v0 (with lookup tables), signed by `signers`
 * (none: unsigned, as a site hands it to a wallet).
 *
 * @example
 * const wire = wireTransaction([transfer], { payer, blockhash })
 */
export function wireTransaction(
  instructions: TransactionInstruction[],
  options: {
    payer: PublicKey
    blockhash: string
    version?: 'legacy' | 0
    lookupTables?: AddressLookupTableAccount[]
    signers?: Keypair[]
  },
): Uint8Array {
  const { payer, blockhash, version = 'legacy', lookupTables = [], signers = [] } = options
  if (version === 'legacy') {
    const transaction = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(...instructions)
    if (signers.length > 0) transaction.sign(...signers)
    return Uint8Array.from(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
  }
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: blockhash,
    instructions,
  }).compileToV0Message(lookupTables)
  const transaction = new VersionedTransaction(message)
  if (signers.length > 0) transaction.sign(signers)
  return transaction.serialize()
}
