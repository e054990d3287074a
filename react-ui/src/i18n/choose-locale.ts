import { loadFoyerLocale } from './load-locale.js'
import { type FoyerLocale, matchLocale } from './locales.js'

/**
 * The locale the provider switches to after mount, its texts downloaded: the site's option, else the
 * first of the browser's languages Foyer has texts for, else English. Loaded after the page mounts
 * (the page carries none of it); it rejects when the locale's chunk cannot download, and the texts
 * stay English.
 *
 * @example
 * await chooseLocale(undefined) // 'fr' for a browser reading ['tlh', 'fr-FR', 'ja-JP']
 */
export async function chooseLocale(option: string | undefined): Promise<FoyerLocale> {
  const requested =
    option !== undefined
      ? [option]
      : typeof navigator === 'undefined'
        ? []
        : (navigator.languages ?? [navigator.language])
  const locale = matchLocale(requested)
  await loadFoyerLocale(locale)
  return locale
}
