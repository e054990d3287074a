import { describe, expect, it } from 'vitest'
import { bitcoin } from '../../../networks/definitions/index.js'
import { reviewEnglish } from '../../review-text.js'
import type { PsbtSummary } from './psbt.types.js'
import { psbtPreview } from './psbt-preview.js'
import { psbtWarnings } from './psbt-warnings.js'

// A PSBT's review as data for a UI in another language: each sentence's English wording with its
// values apart (amounts as exact decimal strings and their unit, addresses and indexes as they are),
// and the English the review has always shown, word for word, made from the same data.

const payee = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const read: Omit<PsbtSummary, 'warnings' | 'warningTexts' | 'refusals' | 'refusalTexts'> = {
  txid: 'ab'.repeat(32),
  inputs: [
    { index: 0, outpoint: `${'cd'.repeat(32)}:0`, address: payee, value: 100_000n, signedByWallet: true },
  ],
  outputs: [{ index: 0, address: payee, script: '0014', value: 500n, toWallet: false }],
  fee: 99_500n,
  vsize: 141,
  feeRate: 705.7,
  walletSpends: 100_000n,
  unprovenInputs: [1, 2],
}

describe("a PSBT's warnings as data", () => {
  it('carry their amounts as figures and read, in English, as they always did', () => {
    const warnings = psbtWarnings(read, { networkFeeRate: 3.5 })
    expect(warnings).toEqual([
      {
        text: 'The fee ({fee}) is more than the payment ({payment}).',
        values: { fee: { amount: '99500', symbol: 'sats' }, payment: { amount: '500', symbol: 'sats' } },
      },
      {
        text: "The fee rate, {rate}, is more than {factor} times the network's {networkRate} for the next block.",
        values: {
          rate: { amount: '705.7', symbol: 'sat/vB' },
          factor: '10',
          networkRate: { amount: '3.5', symbol: 'sat/vB' },
        },
      },
      {
        text: 'The fee counts the amounts the site states for inputs {inputs}, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.',
        values: { inputs: '1, 2' },
      },
    ])
    expect(warnings.map(reviewEnglish)).toEqual([
      'The fee (99500 sats) is more than the payment (500 sats).',
      "The fee rate, 705.7 sat/vB, is more than 10 times the network's 3.5 sat/vB for the next block.",
      'The fee counts the amounts the site states for inputs 1, 2, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.',
    ])
    // One input unproven: the singular sentence.
    const [, , one] = psbtWarnings({ ...read, unprovenInputs: [1] }, { networkFeeRate: 3.5 })
    expect(one && reviewEnglish(one)).toBe(
      'The fee counts the amounts the site states for input 1, which other signers sign and nothing proves: the fee paid may differ. What leaves this wallet is exact.',
    )
  })
})

describe("a PSBT's review as data", () => {
  const warningTexts = psbtWarnings(read, { networkFeeRate: 3.5 })
  const refusalTexts = [
    {
      text: 'Input {index}: the PSBT does not say what it spends, so what leaves this wallet is unknown.',
      values: { index: '0' },
    },
  ]
  const summary: PsbtSummary = {
    ...read,
    warnings: warningTexts.map(reviewEnglish),
    warningTexts,
    refusals: refusalTexts.map(reviewEnglish),
    refusalTexts,
  }
  const preview = psbtPreview(summary, bitcoin, true)

  it('gives the fee with its rate as the summary has it', () => {
    const feeText = { text: '{fee} · {rate}', values: { fee: { amount: '99500', symbol: 'sats' } } } as const
    const withFee = psbtPreview({ ...summary, feeText }, bitcoin, true)
    expect(withFee.totals[0]).toEqual({
      label: 'Fee',
      value: '99500 sats · 705.7 sat/vB',
      valueText: feeText,
    })
  })

  it('gives the warnings beside their English, and the refusal after its first sentence', () => {
    expect(preview.warningTexts).toBe(warningTexts)
    expect(preview.warnings).toEqual(summary.warnings)
    expect(preview.refusalTexts).toEqual([
      { text: 'Foyer will not ask your wallet to sign this.' },
      ...refusalTexts,
    ])
    expect(preview.refusal).toBe(
      'Foyer will not ask your wallet to sign this. Input 0: the PSBT does not say what it spends, so what leaves this wallet is unknown.',
    )
  })

  it('says a fee it cannot count in words alone, which a UI translates as they are', () => {
    const unknown = psbtPreview({ ...summary, fee: undefined, feeRate: undefined }, bitcoin, false)
    expect(unknown.totals[0]).toEqual({
      label: 'Fee',
      value: "Unknown: the PSBT does not carry every input's amount",
      valueText: undefined,
    })
  })

  it('says an input’s amount it does not know in words, as data a UI translates', () => {
    const inputs = [
      { index: 0, outpoint: `${'cd'.repeat(32)}:0`, address: payee, value: undefined, signedByWallet: true },
    ]
    const row = psbtPreview({ ...summary, inputs }, bitcoin, true).sections[0]?.rows[0]
    expect(row).toMatchObject({ amount: 'Amount unknown', amountText: { text: 'Amount unknown' } })
    expect(row?.figure).toBeUndefined()
    // A known amount stays one figure, no words.
    expect(preview.sections[0]?.rows[0]).toMatchObject({
      amount: '0.00100000 BTC',
      figure: { amount: '0.00100000' },
    })
    expect(preview.sections[0]?.rows[0]?.amountText).toBeUndefined()
  })
})
