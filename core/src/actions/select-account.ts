import type { Namespace } from '../networks/network.types.js'
import type { FoyerCore } from '../system/module.types.js'
import { requireConnection } from './require-connection.js'

/**
 * Makes another account the wallet shared the active one on a namespace (balance, sign-in and signing
 * follow it). An address the wallet did not share changes nothing; a namespace the site has no
 * adapter for throws 'Unsupported chain namespace: {namespace}'. On Bitcoin the active account is
 * always a payment one (see `activeAccountOf`): picking the ordinals address does not make Foyer pay
 * from it.
 *
 * @example
 * selectAccount(foyer, { namespace: 'eip155', address: '0x7099…79C8' })
 */
export function selectAccount(foyer: FoyerCore, p: { namespace: Namespace; address: string }): void {
  requireConnection(foyer, p.namespace).send({ type: 'CONNECTION.SELECT_ACCOUNT', address: p.address })
}
