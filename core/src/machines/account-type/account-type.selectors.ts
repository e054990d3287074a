import type { SnapshotFrom } from 'xstate'
import type { EmbeddedAccountType } from '../../chains/eip155/embedded/frame-provider.js'
import type { accountTypeMachine } from './account-type.machine.js'
import { canSwitchToSmartAccount } from './account-type.rules.js'

/** A snapshot of the account type machine. */
export type AccountTypeSnapshot = SnapshotFrom<typeof accountTypeMachine>

/**
 * What the Account view shows of the embedded wallet's account type: the type in use, whether the
 * visitor may move to the smart account on the network shown, a switch under way, and why the last
 * one failed.
 *
 * @example
 * const view: AccountTypeViewModel = { current: 'eoa', canSwitchToSmartAccount: true, switching: false, error: undefined }
 */
export type AccountTypeViewModel = {
  current: EmbeddedAccountType | undefined
  canSwitchToSmartAccount: boolean
  switching: boolean
  error: string | undefined
}

/**
 * The account type's view model on the network shown (`caipNetworkId`; only EVM networks have smart
 * accounts here).
 *
 * @example
 * const view = selectAccountTypeView(accountType.getSnapshot(), 'eip155:1')
 */
export function selectAccountTypeView(
  snapshot: AccountTypeSnapshot,
  caipNetworkId: string | undefined,
): AccountTypeViewModel {
  const { current, smartAccountChainIds, error } = snapshot.context
  const [namespace, reference] = caipNetworkId?.split(':') ?? []
  const chainId = namespace === 'eip155' ? Number(reference) : undefined
  const switching = snapshot.matches('switching')
  return {
    current,
    canSwitchToSmartAccount:
      snapshot.matches('ready') && canSwitchToSmartAccount({ current, chainId, smartAccountChainIds }),
    switching,
    error,
  }
}

/**
 * The embedded wallet's EVM account type in use; `undefined` while it is not connected.
 *
 * @example
 * selectCurrentAccountType(accountType.getSnapshot()) // 'smartAccount'
 */
export function selectCurrentAccountType(snapshot: AccountTypeSnapshot): EmbeddedAccountType | undefined {
  return snapshot.context.current
}
