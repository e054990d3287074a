/**
 * Every locale Foyer has texts for, English first. Every locale but English is a chunk of its own
 * (`./locales/<locale>.ts`), downloaded only for a visitor who reads it: adding a locale is its file
 * and its name here (`locale-loaders.ts` fails to type-check until its loader is there too). The page
 * carries only these names; the loaders are downloaded with the first locale that is not English.
 *
 * @example
 * foyerLocales.includes('ja') // true
 */
export const foyerLocales = [
  'en',
  'ar',
  'de',
  'es',
  'fa',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const

/**
 * A locale Foyer has texts for.
 *
 * @example
 * const locale: FoyerLocale = 'ar'
 */
export type FoyerLocale = (typeof foyerLocales)[number]

/**
 * The first of the requested language tags (a site's option, the browser's `navigator.languages`)
 * Foyer has texts for: the exact tag, else its language (`es-MX` reads `es`, `ja-JP` reads `ja`, a
 * bare `zh` reads `zh-CN`, `zh-Hant`/`zh-TW`/`zh-HK` read `zh-TW`); English when none is.
 *
 * @example
 * matchLocale(['tlh', 'fr-CH', 'en']) // 'fr' (no Klingon; Swiss French reads French)
 */
export function matchLocale(requested: readonly string[]): FoyerLocale {
  const known = new Map(foyerLocales.map((locale) => [locale.toLowerCase(), locale]))
  for (const tag of requested) {
    const lower = tag.toLowerCase()
    const [language = ''] = lower.split('-')
    const chinese = /^zh-(hant|tw|hk|mo)/.test(lower) ? 'zh-tw' : language === 'zh' ? 'zh-cn' : undefined
    const match =
      known.get(lower) ??
      (chinese ? known.get(chinese) : undefined) ??
      known.get(language) ??
      foyerLocales.find((locale) => locale.toLowerCase().startsWith(`${language}-`))
    if (match) return match
  }
  return 'en'
}
