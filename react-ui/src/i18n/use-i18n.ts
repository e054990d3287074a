import { useMemo } from 'react'
import type { MessageKey } from './dictionary.js'
import { directionOf } from './direction.js'
import { createFormat, type Format } from './format.js'
import { type LocaleState, useLocaleState } from './I18nProvider.js'
import type { FoyerLocale } from './locales.js'
import { createTranslate, type Translate } from './translate.js'

/**
 * The texts and formats of the locale the modal speaks.
 *
 * @example
 * const { t, locale, dir, format } = useI18n()
 */
export type I18n = {
  /** The locale the texts are in (English until another one's chunk is in). */
  locale: FoyerLocale
  /** Its writing direction: the modal's root carries it as `dir`. */
  dir: 'ltr' | 'rtl'
  t: Translate
  /**
   * The visitor's words for a text core's view models carry (an error's spec message, a snack, the
   * empty wallet list): core keeps its English message and code, the dictionary has the text's
   * translation. A message with a value in it ('HTTP status code: 500') is said by its wording with a
   * placeholder, the value as given. A text it has none for (a wallet's or node's own words) stays as
   * core said it.
   */
  core(text: string): string
  format: Format
}

function createI18n({ locale, dictionary, messages }: LocaleState): I18n {
  const t = createTranslate(locale, dictionary, messages)
  const known = (text: string): text is MessageKey =>
    Object.hasOwn(messages ?? {}, text) || (dictionary !== undefined && Object.hasOwn(dictionary, text))
  return {
    locale,
    dir: directionOf(locale),
    t,
    core: (text) => (known(text) ? t(text) : (dictionary?.valued?.(text, t) ?? text)),
    format: createFormat(locale),
  }
}

/**
 * The texts, direction and formats of the modal's locale (English outside a provider).
 *
 * @example
 * const { t } = useI18n()
 * t('Close') // 'Close'
 */
export function useI18n(): I18n {
  const state = useLocaleState()
  return useMemo(() => createI18n(state), [state])
}
