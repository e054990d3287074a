import { selectGetWalletView } from '@foyer/core'
import { useFoyer } from '../../context/FoyerProvider.js'
import { sameViewModel } from '../../hooks/same-view-model.js'
import { useActorSelector } from '../../hooks/useActorSelector.js'
import { useConnectView } from '../../hooks/useConnectView.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'
import type { ViewProps } from '../view.types.js'
import { GetWalletPanel } from './GetWalletPanel.js'

/**
 * The GetWallet view ("New to wallets? Get one" on Connect): wallets to get, from the directory.
 *
 * @example
 * <GetWalletView view={{ name: 'GetWallet' }} />
 */
export function GetWalletView(_: ViewProps<'GetWallet'>) {
  const foyer = useFoyer()
  const view = useActorSelector(useSystemActor('recommendedWallets'), selectGetWalletView, sameViewModel)
  const { showAllWallets } = useConnectView()
  const browseAll = () => foyer.pushView('AllWallets')
  return <GetWalletPanel view={view} onBrowseAll={showAllWallets ? browseAll : undefined} />
}
