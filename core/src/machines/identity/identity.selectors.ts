import { shownIdentity } from './identity.rules.js'
import type { IdentitySnapshot } from './identity.types.js'

/**
 * What the Account view shows the account as: its name and avatar when known (the avatar on Ethereum
 * mainnet only, SPEC §9); nothing while looking up or without names.
 *
 * @example
 * const { name, avatarUrl } = selectIdentityView(identity.getSnapshot())
 */
export function selectIdentityView(snapshot: IdentitySnapshot | undefined): {
  name: string | undefined
  avatarUrl: string | undefined
} {
  return shownIdentity(snapshot?.context.identity, snapshot?.context.account?.network.caipNetworkId)
}
