import {
  type ApproveTransactionViewModel,
  networks,
  type ReviewText,
  type TransactionPreview,
} from '@foyer/core'
import { reviewEnglish } from '@foyer/core/advanced'
import { type PsbtSummary, psbtPreview } from '@foyer/core/bip122'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { I18nProvider } from '../../i18n/I18nProvider.js'
import { loadFoyerLocale } from '../../i18n/load-locale.js'
import { ApproveTransactionPanel } from './ApproveTransactionPanel.js'

afterEach(cleanup)
beforeAll(async () => {
  await Promise.all([loadFoyerLocale('es'), loadFoyerLocale('ar')])
})

const payment = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const recipient = 'bcrt1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqc8gma6'

// A payment of 0.0003 BTC with change, as the Bitcoin adapter reads it.
const summary: PsbtSummary = {
  txid: 'ab'.repeat(32),
  inputs: [
    { index: 0, outpoint: `${'cd'.repeat(32)}:0`, address: payment, value: 100_000n, signedByWallet: true },
  ],
  outputs: [
    { index: 0, address: recipient, script: `5120${'00'.repeat(32)}`, value: 30_000n, toWallet: false },
    { index: 1, address: payment, script: `0014${'00'.repeat(20)}`, value: 69_500n, toWallet: true },
    { index: 2, address: undefined, script: '6a0568656c6c6f', value: 0n, toWallet: false },
  ],
  fee: 500n,
  vsize: 153,
  feeRate: 3.3,
  walletSpends: 30_500n,
  unprovenInputs: [],
  refusals: [],
  warnings: [],
}
const preview = psbtPreview(summary, networks.bitcoin, true)

function renderPanel(view: ApproveTransactionViewModel) {
  const calls: string[] = []
  const ui = (next: ApproveTransactionViewModel) => (
    <ApproveTransactionPanel
      view={next}
      onApprove={() => calls.push('approve')}
      onReject={() => calls.push('reject')}
    />
  )
  const result = render(ui(view))
  return { calls, rerender: (next: ApproveTransactionViewModel) => result.rerender(ui(next)) }
}

describe('ApproveTransactionPanel', () => {
  it('shows every input and output with its full address and exact amount, the fee and what leaves the wallet', () => {
    const { calls } = renderPanel({ status: 'reviewing', preview, queued: 0, canApprove: true })
    expect(screen.getByRole('heading', { name: 'Send a Bitcoin transaction' })).toBeTruthy()
    expect(screen.getByText('Bitcoin')).toBeTruthy()
    const rows = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('listitem')
        .map((row) => row.textContent)
    expect(rows('Inputs')).toEqual([`${payment}0.00100000 BTCSigned by this wallet`])
    expect(rows('Outputs')).toEqual([
      `${recipient}0.00030000 BTC`,
      `${payment}0.00069500 BTCBack to this wallet`,
      'OP_RETURN 68656c6c6f0.00000000 BTC',
    ])
    expect(screen.getByText('Fee').nextSibling?.textContent).toBe('500 sats · 3.3 sat/vB')
    expect(screen.getByText('Leaves this wallet').nextSibling?.textContent).toBe('0.00030500 BTC')
    // Approve has the focus: the visitor reads, then confirms with Enter.
    expect(document.activeElement?.textContent).toBe('Approve')
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
    expect(calls).toEqual(['approve', 'reject'])
  })

  it('while the wallet is asked: a status and Cancel, no second Approve; a failure as an alert with Done', () => {
    const { calls, rerender } = renderPanel({ status: 'signing', preview, queued: 1 })
    expect(screen.getByRole('status').textContent).toContain('Approve the transaction in your wallet')
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(screen.getByText('1 more transaction waits after this one')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    rerender({ status: 'failed', preview, queued: 0, error: 'Signature declined' })
    expect(screen.getByRole('alert').textContent).toBe('Signature declined')
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(calls).toEqual(['reject', 'reject'])
  })

  it("shows a line's address and what it does, and the warnings above Approve", () => {
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    renderPanel({
      status: 'reviewing',
      queued: 0,
      canApprove: true,
      preview: {
        title: 'Approve a token allowance',
        network: 'Ethereum',
        sections: [
          { heading: 'Calls', rows: [{ address: token, detail: 'Lets 0xSpender spend', amount: '' }] },
        ],
        totals: [],
        warnings: ['Unlimited allowance'],
      },
    })
    const [row] = within(screen.getByRole('region', { name: 'Calls' })).getAllByRole('listitem')
    expect(row?.textContent).toBe(`${token}Lets 0xSpender spend`)
    expect(within(screen.getByRole('list', { name: 'Warnings' })).getByRole('alert').textContent).toBe(
      'Unlimited allowance',
    )
  })

  it('offers only Decline, with the reason, when Foyer could not read what would be signed', () => {
    const { calls } = renderPanel({
      status: 'reviewing',
      queued: 0,
      canApprove: false,
      preview: { ...preview, refusal: 'Foyer cannot read this transaction' },
    })
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
    expect(screen.getByRole('alert').textContent).toBe('Foyer cannot read this transaction')
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
    expect(calls).toEqual(['reject'])
  })

  it('says so when nothing waits for approval', () => {
    renderPanel({ status: 'idle' })
    expect(screen.getByText('No transaction to approve')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})

// EVM and Solana reviews as core's previews give them: English words beside data (a call's place, a
// token without a symbol, a Solana authority's kind as phrases of their own). In English the skin says
// core's words exactly; in Spanish and Arabic the locale's, never English.
const spender = '0x000000000000000000000000000000000000BbBB'
const token = '0x000000000000000000000000000000000000cccc'
const allowance: ReviewText = {
  text: 'Unlimited allowance: {spender} may spend all of this wallet’s {name} (token {token}), now and later, until the allowance is revoked.',
  values: { spender, name: { text: 'the token' }, token },
}
const callHeading = (index: string, heading?: string): ReviewText =>
  heading
    ? { text: 'Call {index}: {heading}', values: { index, heading: { text: heading } } }
    : { text: 'Call {index}', values: { index } }
const bundleTitle: ReviewText = { text: 'Send {count} calls', values: { count: '2' } }
const section = (headingText: ReviewText, rows: TransactionPreview['sections'][number]['rows']) => ({
  heading: reviewEnglish(headingText),
  headingText,
  rows,
})
const line = (address: string, detailText: ReviewText, amount = '') => ({
  address,
  detail: reviewEnglish(detailText),
  detailText,
  amount,
})
// An amount in words, as core gives it: its English and the words as data (figures inside as amounts).
const worded = (amountText: ReviewText) => ({ amount: reviewEnglish(amountText), amountText })
const unlimitedTokens: ReviewText = { text: 'unlimited {token}', values: { token: { text: 'tokens' } } }
const upTo: ReviewText = {
  text: 'Up to {amount}',
  values: { amount: { amount: '0.00203928', symbol: 'SOL' } },
}
const raw: ReviewText = {
  text: '{amount} raw units (decimals unknown)',
  values: { amount: { amount: '1500000', symbol: '' } },
}
const tokensOf: ReviewText = { text: '{amount} tokens', values: { amount: { amount: '2.5', symbol: '' } } }
const bundle: TransactionPreview = {
  title: reviewEnglish(bundleTitle),
  titleText: bundleTitle,
  network: 'Foyer Devnet A',
  sections: [
    section(callHeading('1'), [line(token, { text: 'Token contract' }, '0 ETH')]),
    section(callHeading('1', 'Allowance'), [
      line(
        spender,
        {
          text: '{router} may spend this wallet’s {name}',
          values: { router: { text: 'The Uniswap router' }, name: { text: 'the token' } },
        },
        'unlimited tokens',
      ),
      { address: spender, ...worded(unlimitedTokens) },
      { address: spender, amount: '12.5 FUSD', figure: { amount: '12.5', symbol: 'FUSD' } },
    ]),
    section(callHeading('2'), [{ address: spender, amount: '1 ETH' }]),
  ],
  totals: [],
  warnings: [reviewEnglish(allowance)],
  warningTexts: [allowance],
}
const mint = 'So11111111111111111111111111111111111111112'
const other = '8qbHbw2BbbTHBW1sbeqakYXVKRQM8Ne7pLK7m6CVfeR'
const authority: ReviewText = {
  text: '{authority} becomes the {kind} authority of {account}: it could use that authority as it pleases.',
  values: { authority: other, account: mint, kind: { text: 'permanent delegate' } },
}
const solana: TransactionPreview = {
  title: 'Sign a transaction',
  network: 'Solana',
  sections: [
    {
      heading: 'Instructions',
      rows: [
        line(
          other,
          {
            text: '{action} (paid by {payer})',
            values: { action: { text: 'SOL transfer' }, payer: mint },
          },
          '0.5 SOL',
        ),
        line(other, {
          text: 'Becomes the {kind} authority of {account}',
          values: { kind: { text: 'permanent delegate' }, account: mint },
        }),
        // A detail without data is the request's own (a memo, a message): shown as it is.
        { address: undefined, detail: 'Approve', amount: '' },
        { address: mint, ...worded(upTo) },
        { address: other, ...worded(raw) },
        { address: other, ...worded(tokensOf) },
        { address: other, ...worded({ text: 'Unlimited' }) },
      ],
    },
  ],
  totals: [
    { label: 'Leaves this wallet', value: '1234.5 SOL', figure: { amount: '1234.5', symbol: 'SOL' } },
    {
      label: 'Network fee',
      value: 'At most 0.001405 SOL',
      figure: { amount: '0.001405', symbol: 'SOL' },
      qualifier: 'atMost',
    },
  ],
  warnings: [reviewEnglish(authority)],
  warningTexts: [authority],
}

function reviewIn(locale: string, preview: TransactionPreview) {
  const view: ApproveTransactionViewModel = { status: 'reviewing', preview, queued: 0, canApprove: true }
  const ui = <ApproveTransactionPanel view={view} onApprove={() => {}} onReject={() => {}} />
  return render(<I18nProvider locale={locale}>{ui}</I18nProvider>).container
}
const titleOf = (root: HTMLElement) => root.querySelector('.foyer-status-title')?.textContent
const headingsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('.foyer-section-title')].map((heading) => heading.textContent)
const warningsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('.foyer-review-warnings [role="alert"]')].map((alert) => alert.textContent)
const totalsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('.foyer-review-totals dd')].map((value) => value.textContent)
const detailsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('.foyer-review-detail')].map((detail) => detail.textContent)
const amountsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('.foyer-review-amount')].map((amount) => amount.textContent)
// The amount column's left-to-right runs: a figure (or a symbol) isolated from the words around it.
const amountRunsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('.foyer-review-amount bdi[dir="ltr"]')].map((run) => run.textContent)

describe('ApproveTransactionPanel: EVM and Solana reviews in the visitor’s language', () => {
  it('English: exactly core’s words', () => {
    const root = reviewIn('en', bundle)
    expect(titleOf(root)).toBe('Send 2 calls')
    expect(headingsOf(root)).toEqual(['Call 1', 'Call 1: Allowance', 'Call 2'])
    expect(within(root).getByRole('region', { name: 'Call 1: Allowance' })).toBeTruthy()
    expect(detailsOf(root)).toEqual([
      'Token contract',
      'The Uniswap router may spend this wallet’s the token',
    ])
    expect(warningsOf(root)).toEqual(bundle.warnings)
    // The amounts word for word as core's English: in words, or one figure.
    expect(amountsOf(root)).toEqual(bundle.sections.flatMap((part) => part.rows.map((row) => row.amount)))
    expect(amountsOf(root)).toEqual(['0 ETH', 'unlimited tokens', 'unlimited tokens', '12.5 FUSD', '1 ETH'])
    cleanup()
    const sol = reviewIn('en', solana)
    expect(titleOf(sol)).toBe('Sign a transaction')
    expect(headingsOf(sol)).toEqual(['Instructions'])
    expect(detailsOf(sol)).toEqual([
      `SOL transfer (paid by ${mint})`,
      `Becomes the permanent delegate authority of ${mint}`,
      'Approve',
    ])
    expect(warningsOf(sol)).toEqual([
      `${other} becomes the permanent delegate authority of ${mint}: it could use that authority as it pleases.`,
    ])
    expect(totalsOf(sol)).toEqual(['1234.5 SOL', 'At most 0.001405 SOL'])
    expect(amountsOf(sol)).toEqual([
      '0.5 SOL',
      '',
      '',
      'Up to 0.00203928 SOL',
      '1500000 raw units (decimals unknown)',
      '2.5 tokens',
      'Unlimited',
    ])
  })

  it('Spanish: the title, headings and the token without a symbol in its words', () => {
    const root = reviewIn('es', bundle)
    expect(titleOf(root)).toBe('Enviar 2 llamadas')
    expect(headingsOf(root)).toEqual(['Llamada 1', 'Llamada 1: Autorización', 'Llamada 2'])
    expect(within(root).getByRole('region', { name: 'Llamada 1: Autorización' })).toBeTruthy()
    expect(detailsOf(root)).toEqual([
      'Contrato del token',
      'El router de Uniswap puede gastar el token de esta billetera',
    ])
    expect(warningsOf(root)).toEqual([
      `Autorización ilimitada: ${spender} puede gastar todo el token de esta billetera (token ${token}), ahora y más adelante, hasta que se revoque la autorización.`,
    ])
    // An amount in words in Spanish ('unlimited' as loud), a figure in its locale; core's English
    // only where the row has neither (an amount core gives as text alone).
    expect(amountsOf(root)).toEqual([
      '0 ETH',
      'unlimited tokens',
      'cantidad ilimitada de tokens',
      '12,5 FUSD',
      '1 ETH',
    ])
    cleanup()
    const sol = reviewIn('es', solana)
    expect(titleOf(sol)).toBe('Firmar una transacción')
    expect(headingsOf(sol)).toEqual(['Instrucciones'])
    expect(detailsOf(sol)).toEqual([
      `Transferencia de SOL (pagado por ${mint})`,
      `Pasa a ser la autoridad de delegado permanente de ${mint}`,
      'Approve',
    ])
    // Solana's totals as figures, written the locale's way.
    expect(totalsOf(sol)).toEqual(['1234,5 SOL', 'Como máximo 0,001405 SOL'])
    expect(amountsOf(sol)).toEqual([
      '0.5 SOL',
      '',
      '',
      'Hasta 0,00203928 SOL',
      '1500000 unidades sin convertir (decimales desconocidos)',
      '2,5 tokens',
      'Ilimitado',
    ])
    expect(warningsOf(sol)).toEqual([
      `${other} pasa a ser la autoridad de delegado permanente de ${mint}: podría usar esa autoridad como quiera.`,
    ])
  })

  it('Spanish: a swap’s sentence writes its amounts the locale’s way', () => {
    const swapLine: ReviewText = {
      text: 'Swap exactly {paid} for at least {received}',
      values: { paid: { amount: '10.5', symbol: 'FUSD' }, received: { amount: '9.85', symbol: 'FOY' } },
    }
    const swap: TransactionPreview = {
      title: 'Sign a transaction',
      network: 'Foyer Devnet A',
      sections: [{ heading: 'Swap', rows: [line(spender, swapLine)] }],
      totals: [],
    }
    expect(detailsOf(reviewIn('en', swap))).toEqual(['Swap exactly 10.5 FUSD for at least 9.85 FOY'])
    cleanup()
    expect(detailsOf(reviewIn('es', swap))).toEqual([
      'Intercambiar exactamente 10,5 FUSD por al menos 9,85 FOY',
    ])
  })

  it('Arabic: the authority’s kind in its words, the addresses left to right', () => {
    const root = reviewIn('ar', solana)
    expect(titleOf(root)).toBe('توقيع معاملة')
    expect(detailsOf(root).slice(0, 2)).toEqual([
      `تحويل SOL (يدفعه ${mint})`,
      `يصبح سلطة المفوَّض الدائم على ${mint}`,
    ])
    expect(warningsOf(root)).toEqual([
      `يصبح ${other} سلطة المفوَّض الدائم على ${mint}: قد يستخدم هذه السلطة كما يشاء.`,
    ])
    const runs = [...root.querySelectorAll('.foyer-review-warnings bdi[dir="ltr"]')].map(
      (run) => run.textContent,
    )
    expect(runs).toEqual([other, mint])
    // The amounts in Arabic words, each figure its own left-to-right run in the locale's digits.
    const written = (amount: `${number}`) =>
      new Intl.NumberFormat('ar', { useGrouping: false, maximumFractionDigits: 20 }).format(amount)
    expect(amountsOf(root).slice(3)).toEqual([
      `حتى ${written('0.00203928')} SOL`,
      `${written('1500000')} وحدة خام (المنازل العشرية غير معروفة)`,
      `${written('2.5')} من الرموز المميزة`,
      'غير محدود',
    ])
    expect(amountRunsOf(root).slice(3)).toEqual([
      `${written('0.00203928')} SOL`,
      written('1500000'),
      written('2.5'),
    ])
  })
})
