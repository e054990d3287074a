import { Keypair, PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'
import { beforeEach, describe, expect, it } from 'vitest'
import { splToken, wireTransaction } from '../../../core/src/chains/solana/preview/preview.fixtures.js'
import { solanaTransactionPreview } from '../../../core/src/chains/solana/preview/transaction-preview.js'
import { approvalChain } from './approval-chain.js'

/**
 * Issue 34's attacks on the Solana review, each executed on the real SVM (LiteSVM): a site pays a
 * merchant 0.001 SOL and hides, in the same transaction, an instruction that takes the visitor's
 * tokens, SOL or accounts. Before, the review showed each as "Calls program <id>" beside "Leaves this
 * wallet: 0.001 SOL"; now each is a line in words, counted in what leaves, with a warning where the
 * visitor must weigh it, or the transaction is refused.
 */

const SOL = 1_000_000_000n
const PAYMENT = 1_000_000n // 0.001 SOL
const DECIMALS = 6
const MERCHANT = new PublicKey(new Uint8Array(32).fill(7))

function setup() {
  const chain = approvalChain()
  const visitor = chain.funded(20n * SOL)
  const attacker = chain.funded(SOL)
  const issuer = chain.funded(SOL)
  const mint = chain.createMint(issuer, DECIMALS)
  const tokens = chain.createTokenAccount(visitor, mint, visitor.publicKey)
  const attackerTokens = chain.createTokenAccount(attacker, mint, attacker.publicKey)
  chain.mintTo(issuer, mint, tokens, 5_000_000_000_000n, DECIMALS)
  const signer = visitor.publicKey.toBase58()
  const pay = SystemProgram.transfer({ fromPubkey: visitor.publicKey, toPubkey: MERCHANT, lamports: PAYMENT })
  /** The review of `instructions` after the payment, and the same transaction run on the chain. */
  async function review(
    instructions: TransactionInstruction[],
    version: 'legacy' | 0 = 'legacy',
    lookups = [],
  ) {
    const options = { payer: visitor.publicKey, blockhash: chain.blockhash(), version, lookupTables: lookups }
    const preview = await solanaTransactionPreview(wireTransaction([pay, ...instructions], options), {
      signer,
      network: 'Foyer Devnet SOL',
      sends: true,
      readAccount: chain.readAccount,
    })
    const outcome = chain.execute(wireTransaction([pay, ...instructions], { ...options, signers: [visitor] }))
    return { preview, outcome }
  }
  return { chain, visitor, attacker, mint, tokens, attackerTokens, signer, review }
}

let world: ReturnType<typeof setup>
beforeEach(() => {
  world = setup()
})

const total = (preview: { totals: readonly { label: string; value: string }[] }) =>
  preview.totals
    .filter((line) => line.label.startsWith('Leaves this wallet'))
    .map((line) => `${line.label}: ${line.value}`)

describe('a payment that hides a token instruction', () => {
  it('an SPL Transfer of 1e12 units shows the recipient, the amount in tokens and what leaves', async () => {
    const { visitor, tokens, attackerTokens, mint, review, chain } = world
    const { preview, outcome } = await review([
      splToken.transfer(tokens, attackerTokens, visitor.publicKey, 10n ** 12n),
    ])
    expect(outcome.ok).toBe(true)
    expect(chain.tokenBalance(attackerTokens)).toBe(10n ** 12n)
    expect(preview.sections[0]?.rows[1]).toEqual({
      address: attackerTokens.toBase58(),
      detail: `Token transfer of mint ${mint.toBase58()} from ${tokens.toBase58()}`,
      detailText: {
        text: 'Token transfer of mint {mint} from {source}',
        values: { source: tokens.toBase58(), mint: mint.toBase58() },
      },
      amount: '1000000 tokens',
      // The words as data, the amount a bare number for the visitor's locale.
      amountText: { text: '{amount} tokens', values: { amount: { amount: '1000000', symbol: '' } } },
    })
    expect(total(preview)).toEqual([
      'Leaves this wallet: 0.001 SOL',
      `Leaves this wallet (mint ${mint.toBase58()}): 1000000 tokens`,
    ])
  })

  it('Approve(attacker, u64::MAX) is an unlimited allowance, with a warning', async () => {
    const { visitor, attacker, tokens, review } = world
    const { preview, outcome } = await review([
      splToken.approve(tokens, attacker.publicKey, visitor.publicKey, 2n ** 64n - 1n),
    ])
    expect(outcome.ok).toBe(true)
    expect(preview.sections[0]?.rows[1]).toMatchObject({
      address: attacker.publicKey.toBase58(),
      amount: 'Unlimited',
      // As loud in the visitor's language: the word is data a UI translates.
      amountText: { text: 'Unlimited' },
    })
    expect(preview.warnings).toContain(
      `An unlimited allowance: ${attacker.publicKey.toBase58()} could take every token in ${tokens.toBase58()}, now or later.`,
    )
  })

  it('SetAuthority(owner → attacker) says the attacker becomes the owner of the token account', async () => {
    const { visitor, attacker, tokens, review, chain } = world
    const { preview, outcome } = await review([
      splToken.setAuthority(tokens, visitor.publicKey, 2, attacker.publicKey),
    ])
    expect(outcome.ok).toBe(true)
    expect((await chain.readAccount(tokens.toBase58()))?.data.slice(32, 64)).toEqual(
      attacker.publicKey.toBytes(),
    )
    expect(preview.sections[0]?.rows[1]).toEqual({
      address: attacker.publicKey.toBase58(),
      detail: `Becomes the owner authority of ${tokens.toBase58()}`,
      // The authority's kind is a phrase of its own, for a UI to say in its visitor's language.
      detailText: {
        text: 'Becomes the {kind} authority of {account}',
        values: { kind: { text: 'owner' }, account: tokens.toBase58() },
      },
      amount: '',
    })
    expect(preview.warnings).toContain(
      `${attacker.publicKey.toBase58()} becomes the owner authority of ${tokens.toBase58()}: it could take every token in it.`,
    )
  })

  it('CloseAccount → attacker counts the account’s SOL in what leaves, with a warning', async () => {
    const { chain, visitor, attacker, mint, review } = world
    const empty = chain.createTokenAccount(visitor, mint, visitor.publicKey)
    const rent = chain.balance(empty)
    const before = chain.balance(attacker.publicKey)
    const { preview, outcome } = await review([
      splToken.closeAccount(empty, attacker.publicKey, visitor.publicKey),
    ])
    expect(outcome.ok).toBe(true)
    expect(chain.balance(attacker.publicKey) - before).toBe(rent)
    expect(preview.sections[0]?.rows[1]?.address).toBe(attacker.publicKey.toBase58())
    expect(total(preview)).toEqual([`Leaves this wallet: ${Number(PAYMENT + rent) / 1e9} SOL`])
    expect(preview.warnings).toContain(
      `Closing ${empty.toBase58()} sends its SOL to ${attacker.publicKey.toBase58()}, not to this wallet.`,
    )
  })

  it('System Assign of the visitor’s account warns that the new owner program could take all of its SOL', async () => {
    const { visitor, attacker, review } = world
    const assign = SystemProgram.assign({ accountPubkey: visitor.publicKey, programId: attacker.publicKey })
    const { preview } = await review([assign])
    expect(preview.sections[0]?.rows[1]).toMatchObject({ address: visitor.publicKey.toBase58() })
    expect(preview.warnings).toContain(
      `This hands your account to program ${attacker.publicKey.toBase58()}: it could then take all of your SOL.`,
    )
  })
})

describe('SOL that read as "Leaves this wallet: 0 SOL"', () => {
  it('a v0 transfer of 5 SOL whose recipient is in a lookup table shows the recipient and 5 SOL', async () => {
    const { chain, visitor, attacker, review } = world
    const hidden = new PublicKey(new Uint8Array(32).fill(42))
    const table = chain.createLookupTable(attacker, [hidden])
    const send = SystemProgram.transfer({
      fromPubkey: visitor.publicKey,
      toPubkey: hidden,
      lamports: 5n * SOL,
    })
    const { preview, outcome } = await review([send], 0, [table] as never)
    expect(outcome.ok).toBe(true)
    expect(chain.balance(hidden)).toBe(5n * SOL)
    expect(preview.refusal).toBeUndefined()
    expect(preview.sections[0]?.rows[1]).toEqual({
      address: hidden.toBase58(),
      detail: 'SOL transfer',
      detailText: { text: 'SOL transfer' },
      amount: '5 SOL',
      figure: { amount: '5', symbol: 'SOL' },
    })
    expect(total(preview)).toEqual(['Leaves this wallet: 5.001 SOL'])
  })

  it('a System Transfer with one trailing data byte (executed: 1.5 SOL moves) is refused', async () => {
    const { chain, visitor, review } = world
    const thief = new PublicKey(new Uint8Array(32).fill(43))
    const transfer = SystemProgram.transfer({
      fromPubkey: visitor.publicKey,
      toPubkey: thief,
      lamports: 1_500_000_000n,
    })
    const padded = new TransactionInstruction({
      ...transfer,
      data: Buffer.concat([transfer.data, Buffer.of(0)]),
    })
    const { preview, outcome } = await review([padded])
    expect(outcome.ok).toBe(true)
    expect(chain.balance(thief)).toBe(1_500_000_000n)
    expect(preview.refusal).toBe(
      'Foyer cannot read an instruction of this transaction (System Program: 13 bytes of data, 12 expected).',
    )
  })

  it('CreateAccount funding 2 SOL counts the 2 SOL in what leaves', async () => {
    const { chain, visitor, attacker } = world
    const created = Keypair.generate()
    const create = SystemProgram.createAccount({
      fromPubkey: visitor.publicKey,
      newAccountPubkey: created.publicKey,
      lamports: Number(2n * SOL),
      space: 0,
      programId: attacker.publicKey,
    })
    const options = { payer: visitor.publicKey, blockhash: chain.blockhash() }
    const pay = SystemProgram.transfer({
      fromPubkey: visitor.publicKey,
      toPubkey: MERCHANT,
      lamports: PAYMENT,
    })
    const wire = wireTransaction([pay, create], options)
    const preview = await solanaTransactionPreview(wire, {
      signer: visitor.publicKey.toBase58(),
      network: 'Foyer Devnet SOL',
      sends: false,
      readAccount: chain.readAccount,
    })
    expect(
      chain.execute(wireTransaction([pay, create], { ...options, signers: [visitor, created] })).ok,
    ).toBe(true)
    expect(chain.balance(created.publicKey)).toBe(2n * SOL)
    expect(preview.sections[0]?.rows[1]).toMatchObject({
      address: created.publicKey.toBase58(),
      amount: '2 SOL',
    })
    expect(total(preview)).toEqual(['Leaves this wallet: 2.001 SOL'])
  })
})
