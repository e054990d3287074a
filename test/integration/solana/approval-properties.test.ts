import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  type TransactionInstruction,
} from '@solana/web3.js'
import fc from 'fast-check'
import { parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  associatedTokenAccount,
  splToken,
  wireTransaction,
} from '../../../core/src/chains/solana/preview/preview.fixtures.js'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../../core/src/chains/solana/preview/token-accounts.js'
import { solanaTransactionPreview } from '../../../core/src/chains/solana/preview/transaction-preview.js'
import { approvalChain } from './approval-chain.js'

/**
 * The review against execution: fast-check writes transactions from the instructions Foyer decodes
 * (SOL transfers and account creation; token transfers, allowances, burns and closes on mints of both
 * token programs; associated token accounts created, new or existing; priority fees; legacy and v0
 * messages whose recipients come from a lookup table), LiteSVM runs them, and what the review says
 * leaves the visitor (SOL, and each token) must be exactly what the visitor's accounts lost, the
 * network fee apart.
 */

const SOL = 1_000_000_000n
const MINTED = 10n ** 15n
const MINTS = [
  { decimals: 6, program: TOKEN_PROGRAM },
  { decimals: 9, program: TOKEN_2022_PROGRAM },
]

type Op =
  | { kind: 'sol'; to: number; lamports: bigint }
  | { kind: 'create'; lamports: bigint; space: number; token: boolean }
  | { kind: 'transfer'; mint: number; to: number; amount: bigint; checked: boolean }
  | { kind: 'approve'; mint: number; to: number; amount: bigint; checked: boolean }
  | { kind: 'burn'; mint: number; amount: bigint }
  | { kind: 'close'; mint: number; toVisitor: boolean }
  | { kind: 'ata'; mint: number; owner: number; idempotent: boolean }

const recipient = fc.integer({ min: 0, max: 3 }) // 0: the visitor; 1–3: someone else
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('sol' as const), to: recipient, lamports: fc.bigInt(0n, 2n * SOL) }),
  fc.record({
    kind: fc.constant('create' as const),
    lamports: fc.bigInt(0n, SOL),
    space: fc.integer({ min: 0, max: 200 }),
    token: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    mint: fc.integer({ min: 0, max: 1 }),
    to: recipient,
    amount: fc.bigInt(0n, 10n ** 10n),
    checked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('approve' as const),
    mint: fc.integer({ min: 0, max: 1 }),
    to: fc.integer({ min: 1, max: 3 }),
    amount: fc.oneof(fc.bigInt(0n, 10n ** 12n), fc.constant(2n ** 64n - 1n)),
    checked: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('burn' as const),
    mint: fc.integer({ min: 0, max: 1 }),
    amount: fc.bigInt(0n, 10n ** 10n),
  }),
  fc.record({
    kind: fc.constant('close' as const),
    mint: fc.integer({ min: 0, max: 1 }),
    toVisitor: fc.boolean(),
  }),
  // Owner 0–3: one whose account may exist already (then only CreateIdempotent); 4: a new wallet.
  fc.record({
    kind: fc.constant('ata' as const),
    mint: fc.integer({ min: 0, max: 1 }),
    owner: fc.integer({ min: 0, max: 4 }),
    idempotent: fc.boolean(),
  }),
)
const transaction = fc.record({
  ops: fc.array(op, { minLength: 1, maxLength: 4 }),
  version: fc.constantFrom('legacy' as const, 0 as const),
  // A limit the generated instructions fit in (four token operations with account creations can use
  // over 100,000 units; 50,000 once made LiteSVM refuse one), up to a transaction's most, 1.4 million.
  fee: fc.option(
    fc.record({ limit: fc.integer({ min: 300_000, max: 1_400_000 }), price: fc.bigInt(1n, 50_000n) }),
  ),
})

let world: ReturnType<typeof setup>
function setup() {
  const chain = approvalChain()
  const visitor = chain.funded(10_000n * SOL)
  const issuer = chain.funded(10n * SOL)
  const others = [visitor.publicKey, ...[1, 2, 3].map(() => chain.funded(SOL).publicKey)]
  const mints = MINTS.map(({ decimals, program }) => {
    const mint = chain.createMint(issuer, decimals, program)
    // Token accounts by recipient index: 0 the visitor's, 1–3 someone else's.
    const accounts = others.map((owner) => chain.createTokenAccount(issuer, mint, owner, program))
    chain.mintTo(issuer, mint, accounts[0] as PublicKey, MINTED, decimals, program)
    return { mint, decimals, program, accounts }
  })
  const table = chain.createLookupTable(issuer, [
    ...others.slice(1),
    ...mints.flatMap((m) => m.accounts.slice(1)),
  ])
  return { chain, visitor, issuer, others, mints, table }
}

beforeAll(() => {
  world = setup()
})

/** The instructions of `ops`, the extra signers they need, and the visitor's accounts they touch. */
function build(ops: Op[]) {
  const { chain, visitor, issuer, others, mints } = world
  const signers: Keypair[] = []
  const visitorAccounts: PublicKey[] = [visitor.publicKey, ...mints.map((m) => m.accounts[0] as PublicKey)]
  const me = visitor.publicKey
  const associated = new Set<string>()
  function instructionOf(step: Op): TransactionInstruction {
    switch (step.kind) {
      case 'sol':
        return SystemProgram.transfer({
          fromPubkey: me,
          toPubkey: others[step.to] as PublicKey,
          lamports: step.lamports,
        })
      case 'create': {
        const created = Keypair.generate()
        signers.push(created)
        const space = step.token ? 165 : step.space
        const floor = chain.svm.minimumBalanceForRentExemption(BigInt(space))
        return SystemProgram.createAccount({
          fromPubkey: me,
          newAccountPubkey: created.publicKey,
          lamports: Number(floor + step.lamports),
          space,
          programId: step.token ? new PublicKey(TOKEN_PROGRAM) : SystemProgram.programId,
        })
      }
      case 'transfer': {
        const { mint, decimals, program, accounts } = mints[step.mint] ?? (mints[0] as never)
        const [source, to] = [accounts[0] as PublicKey, accounts[step.to] as PublicKey]
        return step.checked
          ? splToken.transferChecked(source, mint, to, me, step.amount, decimals, program)
          : splToken.transfer(source, to, me, step.amount, program)
      }
      case 'approve': {
        const { mint, decimals, program, accounts } = mints[step.mint] ?? (mints[0] as never)
        const delegate = others[step.to] as PublicKey
        return step.checked
          ? splToken.approveChecked(
              accounts[0] as PublicKey,
              mint,
              delegate,
              me,
              step.amount,
              decimals,
              program,
            )
          : splToken.approve(accounts[0] as PublicKey, delegate, me, step.amount, program)
      }
      case 'burn': {
        const { mint, decimals, program, accounts } = mints[step.mint] ?? (mints[0] as never)
        return splToken.burnChecked(accounts[0] as PublicKey, mint, me, step.amount, decimals, program)
      }
      case 'close': {
        const { mint, program } = mints[step.mint] ?? (mints[0] as never)
        // A fresh empty token account of the visitor, so it can be closed.
        const empty = chain.createTokenAccount(issuer, mint, me, program)
        visitorAccounts.push(empty)
        return splToken.closeAccount(empty, step.toVisitor ? me : (others[1] as PublicKey), me, program)
      }
      case 'ata': {
        const { mint, program } = mints[step.mint] ?? (mints[0] as never)
        const owner = others[step.owner] ?? Keypair.generate().publicKey
        const idempotent = step.idempotent || step.owner < others.length
        const { instruction, address } = associatedTokenAccount(me, owner, mint, program, idempotent)
        // Twice in one transaction, the second finds the first: only CreateIdempotent may repeat.
        if (!idempotent && associated.has(address.toBase58()))
          return associatedTokenAccount(me, owner, mint, program, true).instruction
        associated.add(address.toBase58())
        return instruction
      }
    }
  }
  const instructions = ops.map(instructionOf)
  return { instructions, signers, visitorAccounts }
}

const linesOf = (totals: readonly { label: string; value: string }[], label: string) =>
  totals.filter((line) => line.label === label).map((line) => line.value)

describe('the Solana review against LiteSVM', () => {
  it('what leaves the visitor (SOL and each token) is what the visitor’s accounts lose, the fee apart', async () => {
    let runs = 0
    await fc.assert(
      fc.asyncProperty(transaction, async ({ ops, version, fee }) => {
        const { chain, visitor, mints, table } = world
        const { instructions, signers, visitorAccounts } = build(ops)
        const budget = fee
          ? [
              ComputeBudgetProgram.setComputeUnitLimit({ units: fee.limit }),
              ComputeBudgetProgram.setComputeUnitPrice({ microLamports: fee.price }),
            ]
          : []
        const all = [...budget, ...instructions]
        const options = {
          payer: visitor.publicKey,
          blockhash: chain.blockhash(),
          version,
          lookupTables: [table],
        }
        const preview = await solanaTransactionPreview(wireTransaction(all, options), {
          signer: visitor.publicKey.toBase58(),
          network: 'LiteSVM',
          sends: true,
          readAccount: chain.readAccount,
        })
        expect(preview.refusal).toBeUndefined()
        const solBefore = visitorAccounts.map((account) => chain.balance(account))
        const tokensBefore = mints.map((m) => chain.tokenBalance(m.accounts[0] as PublicKey))
        const outcome = chain.execute(wireTransaction(all, { ...options, signers: [visitor, ...signers] }))
        if (!outcome.ok)
          throw new Error(
            `LiteSVM refused a generated transaction: ${outcome.error}\n${outcome.logs.join('\n')}`,
          )
        runs++
        const lost = visitorAccounts.reduce(
          (sum, account, at) => sum + (solBefore[at] ?? 0n) - chain.balance(account),
          0n,
        )
        const [leaving = ''] = linesOf(preview.totals, 'Leaves this wallet')
        const [networkFee = ''] = linesOf(preview.totals, 'Network fee')
        expect(leaving).toMatch(/ SOL$/)
        expect(lost).toBe(
          parseUnits(leaving.replace(' SOL', ''), 9) + parseUnits(networkFee.replace(' SOL', ''), 9),
        )
        for (const [at, { mint, decimals, accounts }] of mints.entries()) {
          const spent = (tokensBefore[at] ?? 0n) - chain.tokenBalance(accounts[0] as PublicKey)
          const [line] = linesOf(preview.totals, `Leaves this wallet (mint ${mint.toBase58()})`)
          expect(line ? parseUnits(line.replace(' tokens', ''), decimals) : 0n).toBe(spent)
        }
      }),
      { numRuns: 200 },
    )
    expect(runs).toBe(200)
  })
})
