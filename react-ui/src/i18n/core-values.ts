import type { Dictionary, LoadedDictionary, MessageKey } from './dictionary.js'
import type { Translate } from './translate.js'

/**
 * Core's messages that carry a value (an HTTP status, seconds to wait, a name, the least amount, a
 * node's words, the site's feature options an alert names, why a site's payment request is wrong), by
 * their English wording with the value's one placeholder: core says them in English with the value in
 * place, so the dictionary cannot know them whole. The value stays as core gave it (a node's or a
 * service's words are theirs, an option's name is as the site writes it, a payment request's fault is
 * for the site's developers).
 */
const valuedTexts = [
  'HTTP status code: {status}',
  'Please try again after {seconds} seconds',
  'Error registering name {name}',
  'Bitcoin does not relay payments this small: send at least {minimum}',
  'The transfer failed on the network ({error}); its fee was paid',
  'Local configuration for {features} was ignored because the remote configuration loaded: manage these features on the project dashboard.',
  'This payment request is not valid: {reason}',
] as const satisfies readonly MessageKey[]

/**
 * The visitor's words for one of core's messages with a value in it (see above), the value as core
 * gave it; `undefined` for any other text. A loaded locale's texts carry it (see `withValuedTexts`):
 * English needs none, core's words being English already.
 *
 * @example
 * valuedText('HTTP status code: 500', t) // 'Código de estado HTTP: 500' in Spanish
 */
export function valuedText(text: string, t: Translate): string | undefined {
  for (const key of valuedTexts) {
    // The words before and after the placeholder, and its name.
    const [head = '', name = '', tail = ''] = key.split(/\{(\w+)\}/)
    if (text.length > head.length + tail.length && text.startsWith(head) && text.endsWith(tail))
      return t(key, { [name]: text.slice(head.length, text.length - tail.length) })
  }
  return undefined
}

/**
 * A locale's texts as the provider keeps them: the dictionary, with {@link valuedText} inherited
 * rather than its own, so no English text (an own key) can ever be taken for it. Downloaded with the
 * locales' loading, after mount: the page and the modal's frame carry none of it.
 *
 * @example
 * loaded.set('es', withValuedTexts(es))
 */
export const withValuedTexts = (dictionary: Dictionary): LoadedDictionary =>
  Object.assign(Object.create({ valued: valuedText }), dictionary)
