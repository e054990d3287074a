import { selectStorage } from '../../../machines/foyer/foyer.selectors.js'
import { storageKeys } from '../../../storage/keys.js'
import type { FoyerCore } from '../../module.types.js'

/**
 * Remembers the wallet deep link the visitor followed, so a later visit can offer it again.
 *
 * @example
 * rememberDeepLink(foyer, { href: 'rainbow://wc?uri=…', name: 'Rainbow' })
 */
export function rememberDeepLink(foyer: FoyerCore, choice: { href: string; name: string }): void {
  selectStorage(foyer.actor.getSnapshot()).set(storageKeys.deepLinkChoice, {
    href: choice.href,
    name: choice.name,
  })
}
