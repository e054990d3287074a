import type { AmountFigure } from '../utils/amount-figure.js'

/**
 * A sentence of a transaction's review as data, for a UI that speaks its visitor's language: its
 * English wording with `{placeholders}` (the key a dictionary translates) and their values. A value is
 * an address or another token shown as it is (left to right), an amount (its exact decimal string and
 * unit, for the UI to write in its locale), or a phrase of its own (translated the same way).
 *
 * @example
 * const text: ReviewText = { text: 'The fee ({fee}) is more than the payment ({payment}).', values: { fee: { amount: '99500', symbol: 'sats' }, payment: { amount: '500', symbol: 'sats' } } }
 */
export type ReviewText = {
  text: string
  /** The placeholders' values; one left `undefined` leaves its placeholder as written. */
  values?: Readonly<Record<string, ReviewValue | undefined>> | undefined
}

/** A value inside a {@link ReviewText}: a token shown as is, an amount, or a phrase. */
export type ReviewValue = string | AmountFigure | ReviewText

/**
 * A {@link ReviewText} from its English wording and values.
 *
 * @example
 * reviewText('Input {index} spends this wallet’s coins', { index: '0' })
 */
export const reviewText = (
  text: string,
  values?: Readonly<Record<string, ReviewValue | undefined>>,
): ReviewText => (values ? { text, values } : { text })

/**
 * A review's sentence in English, as the review's English fields carry it: every placeholder filled
 * (an amount as its decimal string and unit, a phrase in its own English words).
 *
 * @example
 * reviewEnglish({ text: 'Fee: {fee}', values: { fee: { amount: '500', symbol: 'sats' } } }) // 'Fee: 500 sats'
 */
export function reviewEnglish({ text, values }: ReviewText): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values?.[name]
    if (value === undefined) return whole
    if (typeof value === 'string') return value
    if ('text' in value) return reviewEnglish(value)
    // A bare number (no symbol) is counted by the sentence's own words ('{amount} raw units').
    return value.symbol ? `${value.amount} ${value.symbol}` : value.amount
  })
}

/**
 * A review line's words as its preview carries them: in English (`detail`), and as data beside
 * (`detailText`) for a UI that says them in its visitor's language. Only a detail with data is
 * translated: a line's other details are the request's own (a message, a memo) and show as they are.
 *
 * @example
 * const row = { address, ...reviewDetail('Burns tokens of mint {mint}', { mint }), amount: '' }
 */
export function reviewDetail(text: string, values?: Readonly<Record<string, ReviewValue | undefined>>) {
  const words = reviewText(text, values)
  return { detail: reviewEnglish(words), detailText: words }
}

/**
 * A review line's amount when it is words, not one figure ('unlimited FUSD', 'Amount unknown', 'at
 * most 10 FUSD'): in English (`amount`), and as data beside (`amountText`, its figures as amounts) for
 * a UI that says it in its visitor's language.
 *
 * @example
 * const row = { address, ...reviewAmount('unlimited {token}', { token: 'FUSD' }) }
 */
export function reviewAmount(text: string, values?: Readonly<Record<string, ReviewValue | undefined>>) {
  const words = reviewText(text, values)
  return { amount: reviewEnglish(words), amountText: words }
}

/**
 * A review's warnings as its preview carries them: in English, and as data beside (none when empty).
 *
 * @example
 * const preview = { title, network, sections, totals, ...reviewWarnings(warnings) }
 */
export const reviewWarnings = (texts: readonly ReviewText[]) =>
  texts.length > 0 ? { warnings: texts.map(reviewEnglish), warningTexts: texts } : {}
