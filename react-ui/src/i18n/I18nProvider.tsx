import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import type { LoadedDictionary, MessageKey, Messages } from './dictionary.js'
import { isLoadedLocale, loaded } from './loaded-locales.js'
import type { FoyerLocale } from './locales.js'

/**
 * The locale the modal speaks and its texts: what the provider decides. The page's buttons read a text
 * from it directly; the modal's views build their `t`, `dir` and formats from it (`useI18n`), in the
 * modal's own chunk, so the page carries only this.
 *
 * @example
 * const { locale, dictionary } = useLocaleState()
 */
export type LocaleState = {
  /** The locale the texts are in (English until another one's chunk is in). */
  locale: FoyerLocale
  /** Its texts (none for English: its texts are their own keys). */
  dictionary: LoadedDictionary | undefined
  /** The site's own texts, by their English wording. */
  messages: Messages | undefined
}

// English without a provider, so a part rendered on its own (a custom UI, a test) still reads.
const LocaleContext = createContext<LocaleState>({ locale: 'en', dictionary: undefined, messages: undefined })
LocaleContext.displayName = 'FoyerLocaleContext'

/**
 * The locale the provider chose and its texts.
 *
 * @example
 * const { locale } = useLocaleState()
 */
export function useLocaleState(): LocaleState {
  return useContext(LocaleContext)
}

/**
 * A text of the page's buttons in the visitor's language (no placeholders, no plural): the site's own
 * text, else the locale's, else the English itself.
 *
 * @example
 * const text = usePageText()
 * text('Connect wallet') // 'ربط المحفظة' in Arabic
 */
export function usePageText(): (key: MessageKey) => string {
  const { dictionary, messages } = useContext(LocaleContext)
  return (key) => messages?.[key] ?? dictionary?.[key] ?? key
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
  /** Texts the site replaces, by their English wording, whatever the locale. */
  messages?: Messages | undefined
  children?: ReactNode
}

/**
 * Chooses the locale and gives its texts below. The first render (on the server and while hydrating)
 * uses only what both sides know: the site's locale if its texts are loaded under that very name
 * (`loadFoyerLocale('ar')` for `locale="ar"`), else English. The browser's languages are read after mount, and another locale's chunk is downloaded
 * then; the texts switch when it is in. So a server's markup always matches the first client render.
 *
 * @example
 * <I18nProvider locale="ja"><FoyerModal /></I18nProvider>
 */
export function I18nProvider({ locale: option, messages, children }: I18nProviderProps) {
  // The locale whose texts are in. The first render (the server's, and hydrating) uses the site's
  // locale if its texts are already loaded, else English: what both sides know.
  const [ready, setReady] = useState<FoyerLocale>(() => (isLoadedLocale(option) ? option : 'en'))
  // After mount, the choice (the browser's languages without a site locale) and the download of its
  // texts load on their own: the page carries neither. A chunk that cannot download leaves English.
  useEffect(() => {
    // The first language asked for decides (the site's, else the browser's first): English, or none,
    // needs neither the choice nor texts, so an English visitor's page makes no request for them.
    const first = option ?? navigator.languages[0]
    if (!first || /^en\b/i.test(first)) {
      setReady('en')
      return
    }
    let current = true
    import('./choose-locale.js')
      .then((choose) => choose.chooseLocale(option))
      .then(
        (locale) => current && setReady(locale),
        () => current && setReady('en'),
      )
    return () => {
      current = false
    }
  }, [option])
  const state = useMemo(() => ({ locale: ready, dictionary: loaded.get(ready), messages }), [ready, messages])
  return <LocaleContext.Provider value={state}>{children}</LocaleContext.Provider>
}
