import type { Dictionary } from './dictionary.js'
import type { FoyerLocale } from './locales.js'

/**
 * How each locale but English downloads its texts, one chunk per locale. This map is itself a chunk
 * of its own, downloaded only for a visitor who reads another language than English, so the page does
 * not carry a loader per locale. A locale named in `foyerLocales` without its line here is a type error.
 *
 * @example
 * const { default: arabic } = await loaders.ar()
 */
export const loaders: Readonly<Record<Exclude<FoyerLocale, 'en'>, () => Promise<{ default: Dictionary }>>> = {
  ar: () => import('./locales/ar.js'),
  de: () => import('./locales/de.js'),
  es: () => import('./locales/es.js'),
  fa: () => import('./locales/fa.js'),
  fr: () => import('./locales/fr.js'),
  he: () => import('./locales/he.js'),
  hi: () => import('./locales/hi.js'),
  id: () => import('./locales/id.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  nl: () => import('./locales/nl.js'),
  pl: () => import('./locales/pl.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  ru: () => import('./locales/ru.js'),
  th: () => import('./locales/th.js'),
  tr: () => import('./locales/tr.js'),
  uk: () => import('./locales/uk.js'),
  vi: () => import('./locales/vi.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  'zh-TW': () => import('./locales/zh-TW.js'),
}
