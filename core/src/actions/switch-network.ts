import type { CaipNetworkId } from '../networks/network.types.js'
import type { FoyerCore } from '../system/module.types.js'
import { sendToSystem } from '../system/system.js'

/**
 * Switches to a network: the same network does nothing; a wallet on that namespace is asked to
 * switch; a network of a namespace where no wallet is connected, while one is connected elsewhere,
 * asks the visitor first (SwitchActiveChain); an unknown network raises the Network Not Found alert.
 *
 * @example
 * switchNetwork(foyer, 'eip155:8453')
 */
export function switchNetwork(foyer: FoyerCore, caipNetworkId: CaipNetworkId): void {
  sendToSystem(foyer.actor, 'network', { type: 'NETWORK.SWITCH', caipNetworkId })
}

/**
 * Asks the wallet again after a rejected or failed switch.
 *
 * @example
 * retrySwitchNetwork(foyer)
 */
export function retrySwitchNetwork(foyer: FoyerCore): void {
  sendToSystem(foyer.actor, 'network', { type: 'NETWORK.RETRY' })
}

/**
 * Gives up the switch in progress and goes back.
 *
 * @example
 * cancelSwitchNetwork(foyer)
 */
export function cancelSwitchNetwork(foyer: FoyerCore): void {
  sendToSystem(foyer.actor, 'network', { type: 'NETWORK.CANCEL' })
}

/**
 * Confirms the move to another namespace that SwitchActiveChain shows.
 *
 * @example
 * confirmSwitchActiveChain(foyer)
 */
export function confirmSwitchActiveChain(foyer: FoyerCore): void {
  sendToSystem(foyer.actor, 'network', { type: 'NETWORK.CONFIRM' })
}
