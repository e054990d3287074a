import type { LoadedDictionary } from './dictionary.js'
import type { FoyerLocale } from './locales.js'

/**
 * Loaded dictionaries, kept for the page's life (they never change): a second provider, or a render
 * after the first, has them at once. English has none: its texts are the keys. `loadFoyerLocale`
 * fills it, in code the page does not carry.
 *
 * @example
 * loaded.get('ar')?.Close // 'إغلاق' once Arabic is loaded
 */
export const loaded = new Map<string, LoadedDictionary>()

/**
 * Whether `tag` names, exactly, a locale whose texts are loaded: the provider's first render reads this
 * alone (the page carries neither the locale names nor their matching, which load after mount), so a
 * site rendering on the server passes the very name it loaded (`loadFoyerLocale('ar')`, `locale="ar"`).
 *
 * @example
 * isLoadedLocale('ar') // true once Arabic is loaded
 */
export function isLoadedLocale(tag: string | undefined): tag is FoyerLocale {
  return tag !== undefined && loaded.has(tag)
}
