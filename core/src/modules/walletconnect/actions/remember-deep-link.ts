import type { FoyerCore } from '../../../system/module.types.js'
import { sendToSystem } from '../../../system/system.js'
import '../walletconnect.system.js'

/**
 * Remembers the wallet deep link the visitor followed, so a later visit can offer it again.
 *
 * @example
 * rememberDeepLink(foyer, { href: 'rainbow://wc?uri=…', name: 'Rainbow' })
 */
export function rememberDeepLink(foyer: FoyerCore, choice: { href: string; name: string }): void {
  sendToSystem(foyer.actor, 'pairing', {
    type: 'PAIRING.DEEP_LINK_OPENED',
    href: choice.href,
    name: choice.name,
  })
}
