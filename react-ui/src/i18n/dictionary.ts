import type { englishTexts } from './en.js'

/**
 * One of the skin's texts, named by its English wording (every text of the English list).
 *
 * @example
 * const key: MessageKey = 'Close'
 */
export type MessageKey = (typeof englishTexts)[number]

/**
 * A complete dictionary: a text for every English one, no more. Locale files end in
 * `satisfies Dictionary`, so a text left out (or misspelt) is a type error.
 *
 * @example
 * export default { Close: 'إغلاق', … } satisfies Dictionary
 */
export type Dictionary = { readonly [key in MessageKey]: string }

/**
 * A loaded locale's texts: its dictionary, and the reader of core's messages with a value in them
 * ('HTTP status code: 500'), inherited (i18n/core-values.ts), that says them in the locale's words.
 *
 * @example
 * dictionary.valued?.('HTTP status code: 500', t) // 'Código de estado HTTP: 500'
 */
export type LoadedDictionary = Dictionary & {
  readonly valued?: (
    text: string,
    t: (key: MessageKey, params?: MessageParams) => string,
  ) => string | undefined
}

/**
 * Texts a site replaces, by their English wording: any subset (in every locale).
 *
 * @example
 * const messages: Messages = { 'All wallets': 'Every wallet' }
 */
export type Messages = Partial<Dictionary>

/**
 * The values of a text's `{placeholders}`. A `count` also picks a plural text's form.
 *
 * @example
 * const params: MessageParams = { count: 3 }
 */
export type MessageParams = Readonly<Record<string, string | number>>
