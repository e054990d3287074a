import type { MissingNetwork, MissingNetworkReason } from '../../chains/adapter.types.js'
import { missingNetworksOf } from '../../chains/missing-networks.js'
import type { CaipNetworkId } from '../../networks/network.types.js'
import { type ConnectionSnapshot, networkBadge } from './connection.selectors.js'
import type { MissingNetworkNotice, NetworkBadge } from './connection.views.js'

// A wallet that connects several networks in one prompt may leave some out (a Cosmos wallet enables
// every chain of the site at once; the visitor may decline adding one of them). The Account view says
// which, and why, in the visitor's words: the connection works, but not on every network the site
// offers. Switching to a network left out asks the wallet for it again, where the adapter switches.
// Apart from `selectAccountView`, which the page's account button uses too: only the Account view,
// in the modal's code, needs these words.

/** Why a network was left out, as the end of "<network> was not connected: …". */
const reasonWords: Readonly<Record<MissingNetworkReason, string>> = {
  rejected: 'you declined it in the wallet',
  unsupported: 'it is not in your wallet',
  invalid: 'the wallet answered with something that is not valid',
  failed: 'the wallet could not connect it',
}

/**
 * The notices for networks a connection does not reach, in the order given: each network as a badge
 * shows it (`badgeOf`), why in words, and whether switching to it asks the wallet again (`canRetry`:
 * the adapter can switch networks).
 *
 * @example
 * missingNetworkNotices(missingNetworksOf(connection), (id) => networkBadge(adapter.networks, id), true)[0]?.message
 * // 'Foyer Devnet OSMO was not connected: you declined it in the wallet.'
 */
export function missingNetworkNotices(
  missing: readonly MissingNetwork[],
  badgeOf: (caipNetworkId: CaipNetworkId) => NetworkBadge,
  canRetry: boolean,
): MissingNetworkNotice[] {
  return missing.map(({ caipNetworkId, reason }) => {
    const network = badgeOf(caipNetworkId)
    return {
      network,
      reason,
      message: `${network.name} was not connected: ${reasonWords[reason]}.`,
      canRetry,
    }
  })
}

/**
 * The Account view's notices for the site's networks a namespace's connection does not reach
 * (`missingNetworksOf`), in the site's order; empty while disconnected or when it reaches them all.
 *
 * @example
 * const notices = useSelector(foyer.connection('cosmos'), selectMissingNetworks)
 * notices[0]?.message // 'Foyer Devnet OSMO was not connected: you declined it in the wallet.'
 */
export function selectMissingNetworks(
  snapshot: ConnectionSnapshot | undefined,
): readonly MissingNetworkNotice[] {
  const connection = snapshot?.context.connection
  if (!snapshot || !connection) return []
  const { adapter } = snapshot.context
  return missingNetworkNotices(
    missingNetworksOf(connection),
    (caipNetworkId) => networkBadge(adapter.networks, caipNetworkId),
    adapter.switchNetwork !== undefined,
  )
}
