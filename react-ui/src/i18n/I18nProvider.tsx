import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import type { Dictionary, MessageKey, Messages } from './dictionary.js'
import { createFormat, type Format } from './format.js'
import {
  directionOf,
  type FoyerLocale,
  isLoaded,
  loadedDictionary,
  loadFoyerLocale,
  matchLocale,
} from './locales.js'
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
   * translation. A text it has none for (one with the visitor's own values in it) stays as core said it.
   */
  core(text: string): string
  format: Format
}

function createI18n(locale: FoyerLocale, messages?: Messages): I18n {
  const dictionary: Dictionary | undefined = loadedDictionary(locale)
  const t = createTranslate(locale, dictionary, messages)
  const known = (text: string): text is MessageKey =>
    Object.hasOwn(messages ?? {}, text) || (dictionary !== undefined && Object.hasOwn(dictionary, text))
  return {
    locale,
    dir: directionOf(locale),
    t,
    core: (text) => (known(text) ? t(text) : text),
    format: createFormat(locale),
  }
}

// English without a provider, so a part rendered on its own (a custom UI, a test) still reads.
const I18nContext = createContext<I18n>(createI18n('en'))
I18nContext.displayName = 'FoyerI18nContext'

/**
 * The texts, direction and formats of the modal's locale.
 *
 * @example
 * const { t } = useI18n()
 * t('Close') // 'Close'
 */
export function useI18n(): I18n {
  return useContext(I18nContext)
}

/**
 * Props of {@link I18nProvider}.
 *
 * @example
 * const props: I18nProviderProps = { locale: 'ar' }
 */
export type I18nProviderProps = {
  /** The site's locale; without it the browser's languages choose (after mount), else English. */
  locale?: string | undefined
  /** Texts the site replaces, by key, whatever the locale. */
  messages?: Messages | undefined
  children?: ReactNode
}

/**
 * Chooses the locale and gives its texts below. The first render (on the server and while hydrating)
 * uses only what both sides know: the site's locale if its texts are loaded (`loadFoyerLocale`), else
 * English. The browser's languages are read after mount, and another locale's chunk is downloaded
 * then; the texts switch when it is in. So a server's markup always matches the first client render.
 *
 * @example
 * <I18nProvider locale="ja"><FoyerModal /></I18nProvider>
 */
export function I18nProvider({ locale: option, messages, children }: I18nProviderProps) {
  const [browser, setBrowser] = useState<FoyerLocale | undefined>(undefined)
  useEffect(() => {
    if (option === undefined && typeof navigator !== 'undefined') {
      setBrowser(matchLocale(navigator.languages ?? [navigator.language]))
    }
  }, [option])
  const wanted = option === undefined ? (browser ?? 'en') : matchLocale([option])
  // The locale whose texts are in: the wanted one once its chunk has arrived.
  const [ready, setReady] = useState<FoyerLocale>(() => (isLoaded(wanted) ? wanted : 'en'))
  useEffect(() => {
    let current = true
    if (isLoaded(wanted)) setReady(wanted)
    else
      loadFoyerLocale(wanted).then(
        () => current && setReady(wanted),
        // A chunk that cannot download leaves the texts in English.
        () => current && setReady('en'),
      )
    return () => {
      current = false
    }
  }, [wanted])
  const i18n = useMemo(() => createI18n(ready, messages), [ready, messages])
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>
}
