import type { AmountFigure, ReviewText } from '@foyer/core'
import { useI18n } from '../../i18n/use-i18n.js'
import { writeAmount, writeDecimal } from '../../i18n/write-amount.js'

/** An amount in the locale; a bare number (no symbol: the words around it name the unit) alone. */
const written = (locale: string, figure: AmountFigure) =>
  figure.symbol ? writeAmount(locale, figure) : writeDecimal(locale, figure.amount)

/**
 * A sentence of the transaction review in the visitor's language, from the data core gives beside its
 * English: the dictionary's words for its English wording (core's own words for a wording the
 * dictionary lacks), each value in its place. An address or another token shows as it is and an
 * amount in the visitor's locale, each its own left-to-right run isolated from the words (a
 * right-to-left language would otherwise reorder "0.01 ETH" or an address with its neighbours); a
 * phrase inside the sentence is translated the same way.
 *
 * @example
 * <ReviewSentence text={{ text: 'The fee ({fee}) is more than the payment ({payment}).', values }} />
 */
export function ReviewSentence({ text }: { text: ReviewText }) {
  const { core, locale } = useI18n()
  // Words at even places, placeholder names at odd ones.
  return core(text.text)
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part
      const value = text.values?.[part]
      // A placeholder without a value stays as written, so a mistake shows instead of vanishing.
      if (value === undefined) return `{${part}}`
      // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's parts never move
      if (typeof value !== 'string' && 'text' in value) return <ReviewSentence key={index} text={value} />
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's parts never move
        <bdi key={index} dir="ltr">
          {typeof value === 'string' ? value : written(locale, value)}
        </bdi>
      )
    })
}

/**
 * A review sentence in the visitor's language as plain text, for a name (a section's `aria-label`):
 * as {@link ReviewSentence} words it, without the runs' isolation.
 *
 * @example
 * reviewWords({ text: 'Call {index}: {heading}', values }, core, 'es') // 'Llamada 2: Envía'
 */
export function reviewWords(text: ReviewText, core: (text: string) => string, locale: string): string {
  return core(text.text).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = text.values?.[name]
    if (value === undefined) return whole
    if (typeof value === 'string') return value
    return 'text' in value ? reviewWords(value, core, locale) : written(locale, value)
  })
}
