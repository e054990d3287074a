import type { Dictionary } from './dictionary.js'

// Every locale but English is a chunk of its own, downloaded only for a visitor who reads it. Adding a
// locale is one file in ./locales and one line here.
const loaders = {
  ar: () => import('./locales/ar.js'),
  es: () => import('./locales/es.js'),
  he: () => import('./locales/he.js'),
  ja: () => import('./locales/ja.js'),
} satisfies Record<string, () => Promise<{ default: Dictionary }>>

/**
 * A locale Foyer has texts for.
 *
 * @example
 * const locale: FoyerLocale = 'ar'
 */
export type FoyerLocale = 'en' | keyof typeof loaders

/**
 * Every locale Foyer has texts for, English first.
 *
 * @example
 * foyerLocales.includes('ja') // true
 */
export const foyerLocales: readonly FoyerLocale[] = [
  'en',
  ...(Object.keys(loaders) as (keyof typeof loaders)[]),
]

// Written right to left: the modal mirrors for them.
const rightToLeft: ReadonlySet<string> = new Set(['ar', 'he', 'fa'])

/**
 * The writing direction of a locale.
 *
 * @example
 * directionOf('ar') // 'rtl'
 */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return rightToLeft.has(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr'
}

/**
 * The first of the requested language tags (a site's option, the browser's `navigator.languages`)
 * Foyer has texts for: the exact tag, else its language (`es-MX` reads `es`, `ja-JP` reads `ja`, a
 * bare `zh` reads `zh-CN`, `zh-Hant`/`zh-TW`/`zh-HK` read `zh-TW`); English when none is.
 *
 * @example
 * matchLocale(['fr-CH', 'ja-JP', 'en']) // 'ja' (no French yet)
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

// Loaded dictionaries, kept for the page's life (they never change): a second provider, or a render
// after the first, has them at once. English has none: its texts are the keys.
const loaded = new Map<FoyerLocale, Dictionary>()

/**
 * Whether a locale's texts are in: English always, another once its chunk arrived.
 *
 * @example
 * isLoaded('en') // true
 */
export function isLoaded(locale: FoyerLocale): boolean {
  return locale === 'en' || loaded.has(locale)
}

/**
 * A locale's dictionary if it is loaded (`undefined` for English, whose texts are the keys).
 *
 * @example
 * loadedDictionary('ar')?.Close // 'إغلاق'
 */
export function loadedDictionary(locale: FoyerLocale): Dictionary | undefined {
  return loaded.get(locale)
}

/**
 * Downloads a locale's texts (its own chunk) and keeps them. A site that renders on the server in a
 * locale other than English awaits this before rendering, on the server and before hydrating, so both
 * first renders have the same text.
 *
 * @example
 * await loadFoyerLocale('ar')
 * hydrateRoot(element, <App />)
 */
export async function loadFoyerLocale(locale: FoyerLocale): Promise<Dictionary | undefined> {
  const known = loaded.get(locale)
  if (known) return known
  const load: (() => Promise<{ default: Dictionary }>) | undefined = (loaders as Record<string, typeof load>)[
    locale
  ]
  if (!load) return undefined
  const dictionary = (await load()).default
  loaded.set(locale, dictionary)
  return dictionary
}
