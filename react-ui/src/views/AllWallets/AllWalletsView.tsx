import type { WalletConnectActions, WalletDirectoryActions, WalletTile } from '@foyer/core'
import { useEffect } from 'react'
import { WalletIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useAllWalletsView } from '../../hooks/useAllWalletsView.js'
import { useIntents } from '../../hooks/useIntents.js'
import { useWalletImage } from '../../hooks/useWalletImage.js'
import { useI18n } from '../../i18n/use-i18n.js'
import type { ViewProps } from '../view.types.js'
import { AllWalletsPanel } from './AllWalletsPanel.js'

/**
 * AllWallets: the wallet directory, searchable, filterable to certified wallets, loaded page by page
 * as the visitor scrolls. Without a wallet directory (no project id or API URL) it says so.
 *
 * @example
 * <AllWalletsView view={{ name: 'AllWallets' }} />
 */
export function AllWalletsView(_: ViewProps<'AllWallets'>) {
  const view = useAllWalletsView()
  const { t } = useI18n()
  // The intents reach the lazy `walletDirectory`: the first one downloads the list's machine, and those
  // sent meanwhile (typing a search before it arrived) reach the list in order.
  const foyer = useIntents<WalletDirectoryActions & WalletConnectActions>()
  const { openWalletList, searchWallets, showCertifiedWalletsOnly, loadMoreWallets, retryWalletList } = foyer
  useEffect(() => openWalletList?.(), [openWalletList])
  if (
    !view ||
    !openWalletList ||
    !searchWallets ||
    !showCertifiedWalletsOnly ||
    !loadMoreWallets ||
    !retryWalletList
  )
    return (
      <Placeholder icon={<WalletIcon />} title={t('Wallet directory not configured')}>
        {t(
          'Browsing and searching all wallets needs the wallet directory: set a project id and its API URL.',
        )}
      </Placeholder>
    )
  return (
    <AllWalletsPanel
      view={view}
      onSearch={searchWallets}
      onToggleCertified={showCertifiedWalletsOnly}
      onLoadMore={loadMoreWallets}
      onRetry={retryWalletList}
      onSelect={(walletId) => foyer.selectDirectoryWallet?.(walletId)}
      renderImage={(tile) => <DirectoryImage tile={tile} />}
    />
  )
}

function DirectoryImage({ tile }: { tile: WalletTile }) {
  const src = useWalletImage(tile.imageId)
  return <WalletImage name={tile.name} src={src ?? tile.imageUrl} />
}
