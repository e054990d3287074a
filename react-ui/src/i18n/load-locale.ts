import { withValuedTexts } from './core-values.js'
import type { Dictionary } from './dictionary.js'
import { loaded } from './loaded-locales.js'
import type { FoyerLocale } from './locales.js'

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
  if (locale === 'en') return undefined
  const { loaders } = await import('./locale-loaders.js')
  const load = loaders[locale]
  const dictionary = (await load()).default
  loaded.set(locale, withValuedTexts(dictionary))
  return dictionary
}
