import type { TokenRow, TokensViewModel } from '@foyer/core'
import { useEffect } from 'react'
import { WalletImage } from '../../components/WalletImage.js'
import type { UseTokensResult } from '../../hooks/useTokens.js'
import { useTokenImage } from '../../hooks/useWalletImage.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { useFigures } from './figures.js'
import { ListSkeleton } from './ListSkeleton.js'

/**
 * Props of {@link AccountTokens}.
 *
 * @example
 * const props: AccountTokensProps = { tokens: useTokens() }
 */
export type AccountTokensProps = {
  tokens: UseTokensResult
  /** Shown in a tab panel (named by its tab): only the total heads the list. */
  inTab?: boolean | undefined
}

/**
 * The Account view's Tokens list: each token the account holds with its quantity and dollar value,
 * and the total, written in the visitor's locale. Asks for the tokens when it shows (they are read unless under 30 s old).
 *
 * @example
 * const tokens = useTokens()
 * {tokens && <AccountTokens tokens={tokens} />}
 */
export function AccountTokens({ tokens, inTab = false }: AccountTokensProps) {
  const { view, show, refresh } = tokens
  const { t } = useI18n()
  const figures = useFigures()
  useEffect(() => {
    show()
  }, [show])
  const totalUsd = view.status === 'listed' ? view.totalUsd : undefined
  const total = totalUsd && figures.usd(totalUsd)
  if (inTab)
    return (
      <div className="foyer-tokens">
        {total && (
          <p className="foyer-tokens-header">
            <span>{t('Total')}</span>
            <span className="foyer-tokens-total" dir="ltr">
              {total}
            </span>
          </p>
        )}
        <TokensBody view={view} onRetry={refresh} />
      </div>
    )
  return (
    <section className="foyer-tokens" aria-labelledby="foyer-tokens-title">
      <h3 className="foyer-tokens-header">
        <span id="foyer-tokens-title">{t('Tokens')}</span>
        {total && (
          <span className="foyer-tokens-total" dir="ltr">
            {total}
          </span>
        )}
      </h3>
      <TokensBody view={view} onRetry={refresh} />
    </section>
  )
}

function TokensBody({ view, onRetry }: { view: TokensViewModel; onRetry(): void }) {
  const { t } = useI18n()
  switch (view.status) {
    case 'loading':
      return <ListSkeleton label={t('Loading tokens…')} />
    case 'unavailable':
      return (
        <p className="foyer-tokens-note">
          {t('Token balances are unavailable.')}{' '}
          {view.canRetry && (
            <button type="button" className="foyer-link-button" onClick={onRetry}>
              {t('Try again')}
            </button>
          )}
        </p>
      )
    case 'listed':
      if (view.tokens.length === 0)
        return <p className="foyer-tokens-note">{t('No tokens on this network yet.')}</p>
      return (
        <ul className="foyer-token-list" aria-busy={view.isRefreshing}>
          {view.tokens.map((token) => (
            <TokenItem key={token.key} token={token} />
          ))}
        </ul>
      )
  }
}

function TokenItem({ token }: { token: TokenRow }) {
  // A token without an icon of its own gets the service's icon for its symbol.
  const fetched = useTokenImage(token.iconUrl ? undefined : token.symbol)
  const figures = useFigures()
  return (
    <li className="foyer-token">
      <WalletImage
        name={token.symbol}
        src={token.iconUrl || fetched}
        size={32}
        className="foyer-token-icon"
      />
      <span className="foyer-token-name">
        <span className="foyer-token-title">{token.name}</span>
        <span className="foyer-token-quantity" dir="ltr">
          {figures.amount(token.amount)} {token.symbol}
        </span>
      </span>
      {token.usd && (
        <span className="foyer-token-value" dir="ltr">
          {figures.usd(token.usd)}
        </span>
      )}
    </li>
  )
}
