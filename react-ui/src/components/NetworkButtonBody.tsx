import type { NetworksViewModel } from '@foyer/core'
import { usePageText } from '../i18n/I18nProvider.js'
import { preloadWhenNear } from '../modal-frame-loader.js'
import { FoyerStyles } from '../theme/FoyerStyles.js'
import { NetworkIcon } from './NetworkIcon.js'

/**
 * Props of {@link NetworkButtonBody}.
 *
 * @example
 * const props: NetworkButtonBodyProps = { view: networksView, onClick: openNetworks }
 */
export type NetworkButtonBodyProps = { view: NetworksViewModel; onClick(): void }

/**
 * The network button on the site's page: the active network's icon and name, or a warning-styled
 * 'Unknown Network' when the wallet is on a network the site does not configure.
 *
 * @example
 * <NetworkButtonBody view={{ active: base, networks, isUnsupported: false }} onClick={open} />
 */
export function NetworkButtonBody({ view, onClick }: NetworkButtonBodyProps) {
  // Core names a network the site does not configure 'Unknown Network' (its badge is not supported).
  const { active } = view
  const t = usePageText()
  const isWarning = active?.isSupported === false
  return (
    <>
      <FoyerStyles />
      <button
        type="button"
        className={isWarning ? 'foyer-network-button foyer-network-button--warning' : 'foyer-network-button'}
        aria-haspopup="dialog"
        {...preloadWhenNear}
        onClick={onClick}
      >
        <NetworkIcon network={active} size={20} />
        <span>{active?.name ?? t('Select network')}</span>
      </button>
    </>
  )
}
