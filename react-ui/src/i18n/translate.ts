import type { Dictionary, MessageKey, MessageParams, Messages } from './dictionary.js'

/**
 * Looks a text up and fills its placeholders.
 *
 * @example
 * t('one: {count} wallet|other: {count} wallets', { count: 2 }) // '2 wallets'
 */
export type Translate = (key: MessageKey, params?: MessageParams) => string

// A plural text lists its forms by Intl.PluralRules category: 'one: {count} wallet|other: {count} wallets'.
// Languages differ in how many forms they have (Japanese one, Arabic six), so each locale lists its own;
// 'other' is always there and is the fallback.
const pluralForm = /^(zero|one|two|few|many|other):\s?/

/**
 * The forms of a plural text by category, or `undefined` for a plain text.
 *
 * @example
 * pluralForms('one: {count} wallet|other: {count} wallets') // { one: '{count} wallet', other: '{count} wallets' }
 */
export function pluralForms(text: string): Readonly<Record<string, string>> | undefined {
  const parts = text.split('|')
  if (!parts.every((part) => pluralForm.test(part))) return undefined
  return Object.fromEntries(parts.map((part) => [pluralForm.exec(part)?.[1], part.replace(pluralForm, '')]))
}

/**
 * The names of a text's `{placeholders}`, sorted (every form of a plural text).
 *
 * @example
 * placeholdersOf('Approve {symbol} in your wallet') // ['symbol']
 */
export function placeholdersOf(text: string): readonly string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''))].sort()
}

/**
 * The translate function of a locale: the site's replacements first, then the locale's dictionary,
 * then the English text itself (English has no dictionary). A placeholder without a value stays as
 * written, so a mistake shows instead of vanishing.
 *
 * @example
 * const t = createTranslate('ar', ar)
 * t('Close') // 'إغلاق'
 */
export function createTranslate(locale: string, dictionary?: Dictionary, messages?: Messages): Translate {
  let plurals: Intl.PluralRules | undefined
  return (key, params) => {
    const text = messages?.[key] ?? dictionary?.[key] ?? key
    const forms = params?.count === undefined ? undefined : pluralForms(text)
    let chosen = text
    if (forms && typeof params?.count === 'number') {
      plurals ??= new Intl.PluralRules(locale)
      chosen = forms[plurals.select(params.count)] ?? forms.other ?? text
    }
    if (!params) return chosen
    return chosen.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name]
      if (value === undefined) return whole
      return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value
    })
  }
}
