import type { en } from './en.js'

/**
 * The key of one of the skin's texts: every key of the English dictionary.
 *
 * @example
 * const key: MessageKey = 'header.close'
 */
export type MessageKey = keyof typeof en

/**
 * A complete dictionary: a text for every key of the English one, no more. Locale files end in
 * `satisfies Dictionary`, so a key left out (or misspelt) is a type error.
 *
 * @example
 * export default { 'header.close': 'إغلاق', … } satisfies Dictionary
 */
export type Dictionary = { readonly [key in MessageKey]: string }

/**
 * Texts a site replaces, by key: any subset of the dictionary (for the visitor's locale).
 *
 * @example
 * const messages: Messages = { 'connect.allWallets': 'Every wallet' }
 */
export type Messages = Partial<Dictionary>

/**
 * The values of a text's `{placeholders}`. A `count` also picks a plural text's form.
 *
 * @example
 * const params: MessageParams = { count: 3 }
 */
export type MessageParams = Readonly<Record<string, string | number>>
