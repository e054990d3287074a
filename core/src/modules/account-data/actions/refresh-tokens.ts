import { sendToSystem } from '../../../system/system.js'
import type { FoyerCore } from '../../module.types.js'

/**
 * Reads the active account's tokens again now (after a send, say), unless reads are on hold after a
 * failure (30 s). `forceUpdate` names the token (CAIP-10) the source should not answer from a cache.
 *
 * @example
 * await sendTransaction(…)
 * refreshTokens(foyer, { forceUpdate: 'eip155:1:0xA0b8…eB48' })
 */
export function refreshTokens(foyer: FoyerCore, options: { forceUpdate?: string | undefined } = {}): void {
  sendToSystem(foyer.actor, 'portfolio', { type: 'PORTFOLIO.REFRESH', forceUpdate: options.forceUpdate })
}
