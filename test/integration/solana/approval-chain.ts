import { address, getTransactionDecoder, lamports } from '@solana/kit'
import {
  AddressLookupTableAccount,
  AddressLookupTableProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  type TransactionInstruction,
} from '@solana/web3.js'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import type { SolanaAccountReader } from '../../../core/src/chains/solana/preview/account-reader.js'
import { splToken, wireTransaction } from '../../../core/src/chains/solana/preview/preview.fixtures.js'
import { TOKEN_PROGRAM } from '../../../core/src/chains/solana/preview/token-accounts.js'

// The real SVM in-process (LiteSVM: the System, SPL Token, Token-2022 and lookup table programs as
// validators run them) for the approval tests: what the review says a transaction does is checked
// against what executing it does.

const MINT_BYTES = 82n
const TOKEN_ACCOUNT_BYTES = 165n

/**
 * A fresh chain with helpers to set up mints, token accounts and lookup tables, run transactions and
 * read balances; `readAccount` is the review's account reader over it.
 *
 * @example
 * const chain = approvalChain()
 * const visitor = chain.funded(10_000_000_000n)
 */
export function approvalChain() {
  const svm = new LiteSVM()
  const toAddress = (key: PublicKey | string) => address(typeof key === 'string' ? key : key.toBase58())

  /** Executes signed wire bytes; the error name and logs when it fails. */
  function execute(wire: Uint8Array): { ok: true } | { ok: false; error: string; logs: string[] } {
    const result = svm.sendTransaction(getTransactionDecoder().decode(wire))
    svm.expireBlockhash()
    if (result instanceof FailedTransactionMetadata)
      return { ok: false, error: String(result.err()), logs: result.meta().logs() }
    return { ok: true }
  }
  function run(instructions: TransactionInstruction[], payer: Keypair, others: Keypair[] = []) {
    const wire = wireTransaction(instructions, {
      payer: payer.publicKey,
      blockhash: svm.latestBlockhash(),
      signers: [payer, ...others],
    })
    const result = execute(wire)
    if (!result.ok) throw new Error(`setup failed: ${result.error}\n${result.logs.join('\n')}`)
  }

  const readAccount: SolanaAccountReader = async (key) => {
    const account = svm.getAccount(toAddress(key))
    if (!account.exists) return null
    return { owner: account.programAddress, lamports: account.lamports, data: Uint8Array.from(account.data) }
  }

  return {
    svm,
    readAccount,
    execute,
    blockhash: () => svm.latestBlockhash(),
    balance: (key: PublicKey | string) => svm.getBalance(toAddress(key)) ?? 0n,
    tokenBalance(key: PublicKey | string): bigint {
      const account = svm.getAccount(toAddress(key))
      return account.exists ? Buffer.from(account.data).readBigUInt64LE(64) : 0n
    },
    funded(amount: bigint): Keypair {
      const keypair = Keypair.generate()
      svm.airdrop(toAddress(keypair.publicKey), lamports(amount))
      return keypair
    },
    createMint(authority: Keypair, decimals: number, program = TOKEN_PROGRAM): PublicKey {
      const mint = Keypair.generate()
      run(
        [
          SystemProgram.createAccount({
            fromPubkey: authority.publicKey,
            newAccountPubkey: mint.publicKey,
            lamports: Number(svm.minimumBalanceForRentExemption(MINT_BYTES)),
            space: Number(MINT_BYTES),
            programId: new PublicKey(program),
          }),
          splToken.initializeMint2(mint.publicKey, decimals, authority.publicKey, program),
        ],
        authority,
        [mint],
      )
      return mint.publicKey
    },
    createTokenAccount(
      payer: Keypair,
      mint: PublicKey,
      owner: PublicKey,
      program = TOKEN_PROGRAM,
    ): PublicKey {
      const account = Keypair.generate()
      run(
        [
          SystemProgram.createAccount({
            fromPubkey: payer.publicKey,
            newAccountPubkey: account.publicKey,
            lamports: Number(svm.minimumBalanceForRentExemption(TOKEN_ACCOUNT_BYTES)),
            space: Number(TOKEN_ACCOUNT_BYTES),
            programId: new PublicKey(program),
          }),
          splToken.initializeAccount3(account.publicKey, mint, owner, program),
        ],
        payer,
        [account],
      )
      return account.publicKey
    },
    mintTo(
      authority: Keypair,
      mint: PublicKey,
      to: PublicKey,
      amount: bigint,
      decimals: number,
      program = TOKEN_PROGRAM,
    ) {
      run([splToken.mintToChecked(mint, to, authority.publicKey, amount, decimals, program)], authority)
    },
    /** A lookup table holding `addresses`, usable from the next slot on (as on a validator). */
    createLookupTable(authority: Keypair, addresses: PublicKey[]): AddressLookupTableAccount {
      const [create, table] = AddressLookupTableProgram.createLookupTable({
        authority: authority.publicKey,
        payer: authority.publicKey,
        recentSlot: Number(svm.getClock().slot),
      })
      const extend = AddressLookupTableProgram.extendLookupTable({
        lookupTable: table,
        authority: authority.publicKey,
        payer: authority.publicKey,
        addresses,
      })
      run([create, extend], authority)
      svm.warpToSlot(svm.getClock().slot + 1n)
      const account = svm.getAccount(toAddress(table))
      if (!account.exists) throw new Error('the lookup table was not created')
      return new AddressLookupTableAccount({
        key: table,
        state: AddressLookupTableAccount.deserialize(Uint8Array.from(account.data)),
      })
    },
  }
}
