import type { AccountViewModel } from '@foyer/core'
import { formatAmount } from '../i18n/format-amount.js'
import { useLocaleState, usePageText } from '../i18n/I18nProvider.js'
import { preloadWhenNear } from '../modal-frame-loader.js'
import { FoyerStyles } from '../theme/FoyerStyles.js'
import { Avatar } from './Avatar.js'

/**
 * Props of {@link AccountButtonBody}.
 *
 * @example
 * const props: AccountButtonBodyProps = { view: accountView, onClick: openAccount }
 */
export type AccountButtonBodyProps = {
  view: AccountViewModel
  /** The account's name and picture, where the account data module knows them. */
  identity?: { name: string | undefined; avatarUrl: string | undefined } | undefined
  onClick(): void
}

/**
 * The account button on the site's page: avatar, the account's name (else its short address) and
 * balance (when known, written in the visitor's locale as the Account view writes it). While the connection is being restored it is marked busy (`aria-busy`) and
 * shows a spinner.
 *
 * @example
 * <AccountButtonBody view={{ status: 'connected', shortAddress: '0xf39F…2266', isBalanceLoading: false }} onClick={open} />
 */
export function AccountButtonBody({ view, identity, onClick }: AccountButtonBodyProps) {
  const isConnecting = view.status === 'connecting'
  const t = usePageText()
  const { locale } = useLocaleState()
  return (
    <>
      <FoyerStyles />
      <button
        type="button"
        className="foyer-account-button"
        data-foyer-control="account"
        aria-haspopup="dialog"
        {...preloadWhenNear}
        aria-busy={isConnecting || undefined}
        onClick={onClick}
      >
        {isConnecting ? (
          <span className="foyer-spinner foyer-spinner--sm" aria-hidden="true" />
        ) : (
          <Avatar address={view.address} size={24} imageUrl={identity?.avatarUrl} />
        )}
        <span className="foyer-account-button-address">
          {(!isConnecting && identity?.name) ||
            (view.shortAddress ?? view.address ?? (isConnecting ? t('Connecting…') : t('Connect wallet')))}
        </span>
        {/* A space keeps the accessible name readable ("0xf39F…2266 1.234 ETH"); flex hides it. */}
        {view.balance && !isConnecting && (
          <>
            {' '}
            <span className="foyer-account-button-balance">
              {formatAmount(locale, view.balance.amount)} {view.balance.symbol}
            </span>
          </>
        )}
      </button>
    </>
  )
}
