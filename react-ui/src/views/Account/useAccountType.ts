import type { AccountViewModel } from '@foyer/core'
import {
  type AccountTypeSnapshot,
  type EmbeddedWalletActions,
  selectAccountTypeView,
} from '@foyer/core/embedded-wallet'
import { useCallback } from 'react'
import { sameViewModel } from '../../hooks/same-view-model.js'
import { useActorSelector } from '../../hooks/useActorSelector.js'
import { useIntents } from '../../hooks/useIntents.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'

/**
 * The embedded wallet's account type for the Account view, with the switch to the smart account,
 * while the account shown is the embedded wallet's on an EVM network; else `undefined`.
 *
 * @example
 * const accountType = useAccountType(view)
 */
export function useAccountType(view: AccountViewModel) {
  const actor = useSystemActor('accountType')
  const { switchToSmartAccount } = useIntents<EmbeddedWalletActions>()
  const network = view.network?.caipNetworkId
  const select = useCallback(
    (snapshot: AccountTypeSnapshot | undefined) =>
      snapshot ? selectAccountTypeView(snapshot, network) : undefined,
    [network],
  )
  const accountType = useActorSelector(actor, select, sameViewModel)
  if (
    !actor ||
    !switchToSmartAccount ||
    !accountType ||
    view.connectorType !== 'AUTH' ||
    view.namespace !== 'eip155'
  )
    return undefined
  return {
    ...accountType,
    onSwitchToSmartAccount: switchToSmartAccount,
  }
}
