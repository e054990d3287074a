import { ComputeBudgetProgram, PublicKey, SystemProgram, type TransactionInstruction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { encodeBase58 } from '../../../networks/base58.js'
import { splToken, wireTransaction } from './preview.fixtures.js'
import { TOKEN_2022_PROGRAM } from './token-accounts.js'
import { solanaTransactionPreview } from './transaction-preview.js'

// The review's rules that need no chain: warnings, refusals, fees and the wording of what it cannot
// read. What the amounts mean is checked against execution in test/integration/solana/.

const visitor = new PublicKey(new Uint8Array(32).fill(1))
const other = new PublicKey(new Uint8Array(32).fill(2))
const signer = visitor.toBase58()
const blockhash = encodeBase58(new Uint8Array(32).fill(9))
const account = (fill: number) => new PublicKey(new Uint8Array(32).fill(fill))

const review = (instructions: TransactionInstruction[], payer = visitor, version: 'legacy' | 0 = 'legacy') =>
  solanaTransactionPreview(wireTransaction(instructions, { payer, blockhash, version }), {
    signer,
    network: 'Solana',
    sends: false,
  })
const pay = SystemProgram.transfer({ fromPubkey: visitor, toPubkey: other, lamports: 1_000_000 })

describe('solanaTransactionPreview: warnings', () => {
  it('warns of a durable nonce (the transaction never expires), and only then', async () => {
    const nonce = SystemProgram.nonceAdvance({ noncePubkey: account(5), authorizedPubkey: visitor })
    expect((await review([nonce, pay])).warnings).toEqual([
      'This transaction uses a durable nonce: it never expires, so it can be sent at any time, long after you approve it.',
    ])
    expect((await review([pay])).warnings).toBeUndefined()
  })

  it('warns when someone else pays the fee', async () => {
    const preview = await review([pay], other)
    expect(preview.warnings).toEqual([
      `The fee is paid by ${other.toBase58()}, not by this wallet: someone else prepared and pays for this transaction.`,
    ])
    expect(preview.totals.at(-1)).toEqual({ label: 'Fee paid by', value: other.toBase58() })
  })

  it('an unknown program given the visitor’s account has an unknown effect; one that is not is shown by its id', async () => {
    const program = account(77)
    const touching = {
      programId: program,
      keys: [{ pubkey: visitor, isSigner: true, isWritable: true }],
      data: Buffer.of(1),
    }
    const apart = {
      programId: program,
      keys: [{ pubkey: other, isSigner: false, isWritable: true }],
      data: Buffer.of(1),
    }
    const [withVisitor, without] = await Promise.all([review([pay, touching]), review([pay, apart])])
    expect(withVisitor.sections[0]?.rows[1]).toEqual({
      address: program.toBase58(),
      detail:
        'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds',
      detailText: {
        text: 'Calls a program Foyer cannot read, with your account: unknown effect, it may move any of your funds',
      },
      amount: '',
    })
    expect(withVisitor.warnings).toEqual([
      `Program ${program.toBase58()} has an unknown effect: it may move any of your funds.`,
    ])
    expect(without.sections[0]?.rows[1]).toEqual({
      address: program.toBase58(),
      detail: 'Calls a program Foyer cannot read (it is not given your account)',
      detailText: { text: 'Calls a program Foyer cannot read (it is not given your account)' },
      amount: '',
    })
    expect(without.warnings).toBeUndefined()
  })
})

describe('solanaTransactionPreview: words as data', () => {
  it('a line’s words are data beside its English, a phrase inside them too', async () => {
    const fromOther = SystemProgram.transfer({ fromPubkey: other, toPubkey: account(3), lamports: 5 })
    const [paid, mine] = (await review([fromOther, pay])).sections[0]?.rows ?? []
    expect(paid).toEqual({
      address: account(3).toBase58(),
      detail: `SOL transfer (paid by ${other.toBase58()})`,
      detailText: {
        text: '{action} (paid by {payer})',
        values: { action: { text: 'SOL transfer' }, payer: other.toBase58() },
      },
      amount: '0.000000005 SOL',
      figure: { amount: '0.000000005', symbol: 'SOL' },
    })
    expect(mine).toEqual({
      address: other.toBase58(),
      detail: 'SOL transfer',
      detailText: { text: 'SOL transfer' },
      amount: '0.001 SOL',
      figure: { amount: '0.001', symbol: 'SOL' },
    })
  })

  it('an amount in words is data too: an unlimited allowance, a closed account’s SOL it cannot read', async () => {
    const [tokens, delegate] = [account(10), account(12)]
    const preview = await review([
      splToken.approve(tokens, delegate, visitor, 2n ** 64n - 1n),
      splToken.closeAccount(tokens, other, visitor),
    ])
    const [unlimited, closed] = preview.sections[0]?.rows ?? []
    expect(unlimited).toMatchObject({ amount: 'Unlimited', amountText: { text: 'Unlimited' } })
    expect(closed).toMatchObject({
      amount: 'All of its SOL (amount unknown)',
      amountText: { text: 'All of its SOL (amount unknown)' },
    })
    expect(closed?.figure).toBeUndefined()
  })

  it('names a handed-away authority by its kind as a phrase of its own, the English unchanged', async () => {
    const target = account(11).toBase58()
    const preview = await review([splToken.setAuthority(account(11), visitor, 8, other, TOKEN_2022_PROGRAM)])
    expect(preview.sections[0]?.rows[0]?.detailText).toEqual({
      text: 'Becomes the {kind} authority of {account}',
      values: { kind: { text: 'permanent delegate' }, account: target },
    })
    expect(preview.warnings).toEqual([
      `${other.toBase58()} becomes the permanent delegate authority of ${target}: it could use that authority as it pleases.`,
    ])
    expect(preview.warningTexts).toEqual([
      {
        text: '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.',
        values: { authority: other.toBase58(), account: target, kind: { text: 'permanent delegate' } },
      },
    ])
  })
})

describe('solanaTransactionPreview: fees and amounts', () => {
  it('adds the priority fee to the network fee: exact with a compute limit, "at most" without', async () => {
    const price = ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000_000 })
    const limit = ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 })
    const fee = async (instructions: TransactionInstruction[]) =>
      (await review(instructions)).totals.find((line) => line.label === 'Network fee')?.value
    expect(await fee([limit, price, pay])).toBe('0.000015 SOL') // 5,000 + 10,000 lamports
    expect(await fee([price, pay])).toBe('At most 0.001405 SOL') // 5,000 + 1,400,000
    // The figure beside the words, for a UI to write in its locale; "at most" as the total's qualifier.
    const total = (await review([price, pay])).totals.find((line) => line.label === 'Network fee')
    expect(total).toEqual({
      label: 'Network fee',
      value: 'At most 0.001405 SOL',
      figure: { amount: '0.001405', symbol: 'SOL' },
      qualifier: 'atMost',
    })
    expect(
      (await review([limit, price, pay])).sections[0]?.rows.slice(0, 2).map((row) => row.detail),
    ).toEqual([
      'Sets the compute limit to 10000 units',
      'Sets the priority fee to 1000000 micro-lamports per compute unit',
    ])
  })

  it('shows a token amount in raw units, saying so, when the mint cannot be read; a *Checked one in tokens', async () => {
    const [source, mint, to] = [account(10), account(11), account(12)]
    const preview = await review([
      splToken.transfer(source, to, visitor, 1_500_000n),
      splToken.transferChecked(source, mint, to, visitor, 1_500_000n, 6),
    ])
    expect(preview.sections[0]?.rows.map((row) => row.amount)).toEqual([
      '1500000 raw units (decimals unknown)',
      '1.5 tokens',
    ])
    // The same words as data, the amount a bare number (the words name the unit) for a UI's locale.
    expect(preview.sections[0]?.rows.map((row) => row.amountText)).toEqual([
      {
        text: '{amount} raw units (decimals unknown)',
        values: { amount: { amount: '1500000', symbol: '' } },
      },
      { text: '{amount} tokens', values: { amount: { amount: '1.5', symbol: '' } } },
    ])
    expect(preview.totals.filter((line) => line.label.startsWith('Leaves this wallet'))).toEqual([
      { label: 'Leaves this wallet', value: '0 SOL', figure: { amount: '0', symbol: 'SOL' } },
      {
        label: `Leaves this wallet (token account ${source.toBase58()})`,
        value: '1500000 raw units (decimals unknown)',
        // The same words as data, for a UI in another language: the address and the amount apart.
        labelText: {
          text: 'Leaves this wallet (token account {address})',
          values: { address: source.toBase58() },
        },
        valueText: {
          text: '{amount} raw units (decimals unknown)',
          values: { amount: { amount: '1500000', symbol: '' } },
        },
      },
      {
        label: `Leaves this wallet (mint ${mint.toBase58()})`,
        value: '1.5 tokens',
        labelText: { text: 'Leaves this wallet (mint {address})', values: { address: mint.toBase58() } },
        valueText: { text: '{amount} tokens', values: { amount: { amount: '1.5', symbol: '' } } },
      },
    ])
  })

  it('reads the seeded System instructions by their layouts', async () => {
    const created = await PublicKey.createWithSeed(visitor, 'vault', SystemProgram.programId)
    const preview = await review([
      SystemProgram.createAccountWithSeed({
        fromPubkey: visitor,
        newAccountPubkey: created,
        basePubkey: visitor,
        seed: 'vault',
        lamports: 3_000_000,
        space: 0,
        programId: SystemProgram.programId,
      }),
      SystemProgram.transfer({
        fromPubkey: created,
        basePubkey: visitor,
        toPubkey: other,
        lamports: 1_000_000,
        seed: 'vault',
        programId: SystemProgram.programId,
      }),
    ])
    expect(preview.refusal).toBeUndefined()
    expect(preview.sections[0]?.rows.map((row) => [row.address, row.amount])).toEqual([
      [created.toBase58(), '0.003 SOL'],
      [other.toBase58(), '0.001 SOL'],
    ])
    expect(preview.totals[0]).toEqual({
      label: 'Leaves this wallet',
      value: '0.004 SOL',
      figure: { amount: '0.004', symbol: 'SOL' },
    })
  })
})

describe('solanaTransactionPreview: refusals (no Approve)', () => {
  const refusal = async (instructions: TransactionInstruction[], version: 'legacy' | 0 = 'legacy') =>
    (await review(instructions, visitor, version)).refusal

  it('refuses token data of the wrong length, an unknown token instruction, and an authority type the program lacks', async () => {
    const transfer = splToken.transfer(account(10), account(12), visitor, 5n)
    const long = splToken.instruction(Buffer.concat([transfer.data, Buffer.of(0)]), [
      [account(10), 'w'],
      [account(12), 'w'],
      [visitor, 'rs'],
    ])
    expect(await refusal([pay, long])).toBe(
      'Foyer cannot read an instruction of this transaction (SPL Token: 10 bytes of data, 9 expected).',
    )
    expect(await refusal([splToken.instruction(Buffer.of(99), [[visitor, 'ws']])])).toBe(
      'Foyer cannot read an instruction of this transaction (SPL Token instruction 99).',
    )
    expect(await refusal([splToken.setAuthority(account(11), visitor, 8, other)])).toBe(
      'Foyer cannot read an instruction of this transaction (SPL Token SetAuthority: authority type 8).',
    )
    expect(
      await refusal([splToken.setAuthority(account(11), visitor, 8, other, TOKEN_2022_PROGRAM)]),
    ).toBeUndefined()
  })

  it('refuses an instruction with too few accounts and an unknown System instruction', async () => {
    const lonely = SystemProgram.transfer({ fromPubkey: visitor, toPubkey: other, lamports: 1 })
    lonely.keys = lonely.keys.slice(0, 1)
    expect(await refusal([lonely])).toBe(
      'Foyer cannot read an instruction of this transaction (System Transfer: 1 accounts, 2 expected).',
    )
    const unknown = { ...pay, data: Buffer.of(99, 0, 0, 0) }
    expect(await refusal([unknown])).toBe(
      'Foyer cannot read an instruction of this transaction (System Program instruction 99).',
    )
  })

  it('refuses a v0 message whose lookup tables it has no RPC to read', async () => {
    const table = { key: account(40), state: { addresses: [other] } }
    const wire = wireTransaction([pay], {
      payer: visitor,
      blockhash,
      version: 0,
      lookupTables: [table as never],
    })
    const preview = await solanaTransactionPreview(wire, { signer, network: 'Solana', sends: true })
    expect(preview.refusal).toBe(
      'Foyer cannot read the address lookup tables this transaction uses (no RPC to read them over).',
    )
    expect(preview.totals).toEqual([])
  })
})
