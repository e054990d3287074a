import type { MultiWalletActions } from '@foyer/core'
import { useIntents } from '../../hooks/useIntents.js'
import { useProfileWalletsView } from '../../hooks/useProfileWalletsView.js'
import { useI18n } from '../../i18n/use-i18n.js'
import type { ViewProps } from '../view.types.js'
import { ProfileWalletsPanel } from './ProfileWalletsPanel.js'

/**
 * The ProfileWallets view (multi-wallet): the wallets connected per namespace; switch, disconnect one,
 * forget a recent one, add another. Without the multi-wallet module there is nothing to list.
 *
 * @example
 * <ProfileWalletsView view={{ name: 'ProfileWallets' }} />
 */
export function ProfileWalletsView(_: ViewProps<'ProfileWallets'>) {
  // The module's actions are on the facade when the site plugged the module in.
  const actions = useIntents<MultiWalletActions>()
  const { t } = useI18n()
  const view = useProfileWalletsView()
  if (!view) return <p className="foyer-muted">{t('Multi-wallet is not set up on this site.')}</p>
  return (
    <ProfileWalletsPanel
      view={view}
      // A row whose connection went meanwhile (the list re-renders) has nothing to switch to.
      onSwitch={(target) => void actions.switchConnection?.(target).catch(() => undefined)}
      onDisconnect={(target) => actions.disconnectConnection?.(target)}
      onDelete={(target) => actions.deleteRecentConnection?.(target)}
      onAddWallet={() => actions.addWallet?.()}
    />
  )
}
