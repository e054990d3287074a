import {
  type ApproveTransactionViewModel,
  networks,
  type ReviewText,
  type TransactionPreview,
} from '@foyer/core'
import { reviewEnglish } from '@foyer/core/advanced'
import { type PsbtSummary, psbtPreview } from '@foyer/core/bip122'
import { cleanup, render, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../i18n/I18nProvider.js'
import { loadFoyerLocale } from '../../i18n/load-locale.js'
import { ApproveTransactionPanel } from './ApproveTransactionPanel.js'

// The transaction review's warnings, refusal, fee and titles, which core's preview carries as data
// beside its English: in English the skin says exactly core's own words, in Spanish and Arabic the
// locale's words with each amount written the locale's way and each address or amount its own
// left-to-right run, never core's English. The translations are written out by hand.

afterEach(cleanup)
beforeAll(async () => {
  await Promise.all([loadFoyerLocale('es'), loadFoyerLocale('ar')])
})

const payee = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const sats = (amount: string) => ({ amount: amount as `${number}`, symbol: 'sats' })
const warningTexts: ReviewText[] = [
  {
    text: 'The fee ({fee}) is more than the payment ({payment}).',
    values: { fee: sats('99500'), payment: sats('500') },
  },
  {
    text: "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.",
    values: {
      rate: { amount: '705.7' as const, symbol: 'sat/vB' },
      factor: '10',
      networkRate: { amount: '3.5' as const, symbol: 'sat/vB' },
    },
  },
]
const refusalTexts: ReviewText[] = [
  {
    text: "Input {index} asks for {sighash}: this wallet's signature would not cover {part}, so the site could change them after you approve.",
    values: { index: '0', sighash: 'SIGHASH_NONE', part: { text: 'the outputs' } },
  },
]
// A refused PSBT: nothing proves its fee, and its signature would leave the outputs open.
const summary: PsbtSummary = {
  txid: 'ab'.repeat(32),
  inputs: [
    { index: 0, outpoint: `${'cd'.repeat(32)}:0`, address: payee, value: 100_000n, signedByWallet: true },
  ],
  outputs: [{ index: 0, address: payee, script: '0014', value: 500n, toWallet: false }],
  fee: 99_500n,
  vsize: 141,
  feeRate: 705.7,
  walletSpends: 100_000n,
  unprovenInputs: [],
  feeText: {
    text: '{fee} · {rate}',
    values: { fee: sats('99500'), rate: { amount: '705.7', symbol: 'sat/vB' } },
  },
  warnings: warningTexts.map(reviewEnglish),
  warningTexts,
  refusals: refusalTexts.map(reviewEnglish),
  refusalTexts,
}
const preview = psbtPreview(summary, networks.bitcoin, true)

function review(locale: string, shown: TransactionPreview = preview) {
  const view: ApproveTransactionViewModel = {
    status: 'reviewing',
    preview: shown,
    queued: 0,
    canApprove: shown.refusal === undefined,
  }
  const ui: ReactNode = <ApproveTransactionPanel view={view} onApprove={vi.fn()} onReject={vi.fn()} />
  return render(<I18nProvider locale={locale}>{ui}</I18nProvider>).container
}

const warningsOf = (root: HTMLElement) =>
  within(root)
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
const refusalOf = (root: HTMLElement) => root.querySelector('.foyer-review-refusal')?.textContent

describe('the review’s warnings and refusal in the visitor’s language', () => {
  it('English reads exactly as core’s words', () => {
    const root = review('en')
    expect(warningsOf(root).slice(0, 2)).toEqual(preview.warnings)
    expect(refusalOf(root)).toBe(preview.refusal)
    expect(preview.refusal).toBe(
      "Foyer will not ask your wallet to sign this. Input 0 asks for SIGHASH_NONE: this wallet's signature would not cover the outputs, so the site could change them after you approve.",
    )
    expect(root.querySelector('.foyer-status-title')?.textContent).toBe('Send a Bitcoin transaction')
    expect(root.querySelector('.foyer-review-totals dd')?.textContent).toBe('99500 sats · 705.7 sat/vB')
  })

  it('Spanish: its words, the figures with decimal commas, each value left to right', () => {
    const root = review('es')
    expect(warningsOf(root).slice(0, 2)).toEqual([
      'La comisión (99500 sats) es mayor que el pago (500 sats).',
      'La tasa de comisión, 705,7 sat/vB, es más de 10 veces la de la red, 3,5 sat/vB, para el próximo bloque.',
    ])
    expect(refusalOf(root)).toBe(
      'Foyer no pedirá a tu billetera que firme esto. La entrada 0 pide SIGHASH_NONE: la firma de esta billetera no cubriría las salidas, así que el sitio podría cambiarlas después de que apruebes.',
    )
    expect(root.querySelector('.foyer-status-title')?.textContent).toBe('Enviar una transacción de Bitcoin')
    expect(root.querySelector('.foyer-review-totals dd')?.textContent).toBe('99500 sats · 705,7 sat/vB')
    // The headings and the note: the locale's words, and the section named by them.
    expect(within(root).getByRole('region', { name: 'Entradas' })).toBeTruthy()
    expect(root.querySelector('.foyer-review-note')?.textContent).toBe('Firmada por esta billetera')
    // The amounts and the sighash type are runs of their own, left to right.
    const runs = [...root.querySelectorAll('.foyer-review-refusal bdi[dir="ltr"]')].map(
      (run) => run.textContent,
    )
    expect(runs).toEqual(['0', 'SIGHASH_NONE'])
  })

  it('Arabic: its words, with the amounts left to right inside the right-to-left sentence', () => {
    const root = review('ar')
    const [fee] = warningsOf(root)
    expect(fee).toBe('الرسوم (99500 sats) أكبر من الدفعة (500 sats).')
    const runs = [...root.querySelectorAll('.foyer-review-warnings bdi[dir="ltr"]')].map(
      (run) => run.textContent,
    )
    expect(runs.slice(0, 2)).toEqual(['99500 sats', '500 sats'])
  })

  it('a warning without data (a custom kit’s) still shows: translated when the dictionary has it', () => {
    const root = review('es', {
      ...preview,
      warnings: [
        "The network's fee rate could not be read: compare the fee with your wallet's.",
        'A kit’s own words',
      ],
      warningTexts: undefined,
      refusal: undefined,
      refusalTexts: undefined,
    })
    expect(warningsOf(root)).toEqual([
      'No se pudo leer la tasa de comisión de la red: compara la comisión con la de tu billetera.',
      'A kit’s own words',
    ])
  })
})
