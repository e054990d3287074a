import type { AllWalletsViewModel, WalletTile } from '@foyer/core'
import type { Rect } from '@tanstack/react-virtual'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Placeholder } from '../../components/Placeholder.js'
import type { Translate } from '../../i18n/translate.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { CertifiedBadge, WALLET_GRID_COLUMNS, WalletGrid, WalletTileSkeleton } from './WalletGrid.js'

/**
 * Skeleton tiles shown while the first page loads: three rows.
 *
 * @example
 * expect(skeletons).toHaveLength(ALL_WALLETS_SKELETON_TILES)
 */
export const ALL_WALLETS_SKELETON_TILES = WALLET_GRID_COLUMNS * 3

/**
 * Props of {@link AllWalletsPanel}.
 *
 * @example
 * const props: AllWalletsPanelProps = { view, onSearch, onToggleCertified, onLoadMore, onRetry, onSelect }
 */
export type AllWalletsPanelProps = {
  view: AllWalletsViewModel
  /** Called on every keystroke with the raw text; the machine debounces and trims. */
  onSearch(query: string): void
  onToggleCertified(value: boolean): void
  /** Asks for the next page, when the end of the grid comes near. */
  onLoadMore(): void
  /** "Try again" after the first page, or a later one, failed. */
  onRetry(): void
  onSelect(walletId: string): void
  /** The tile's image, e.g. built from its `imageId`; defaults to `imageUrl` or the initials. */
  renderImage?(tile: WalletTile): ReactNode
  /** The grid's size before layout (and in jsdom). */
  initialRect?: Rect
}

function SearchIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  )
}

/**
 * The AllWallets view's content: a search field, a "Certified only" toggle, then the directory as
 * it stands — skeleton tiles while the first page loads, the error with "Try again", "No wallet
 * found" for an empty result, or the virtualized {@link WalletGrid}. The field keeps its own value
 * so typing is instant, and reports every change through `onSearch` (the machine debounces).
 *
 * @example
 * <AllWalletsPanel view={view} onSearch={search} onToggleCertified={setCertified} onLoadMore={loadMore} onRetry={retry} onSelect={pick} />
 */
export function AllWalletsPanel({
  view,
  onSearch,
  onToggleCertified,
  onLoadMore,
  onRetry,
  onSelect,
  renderImage,
  initialRect,
}: AllWalletsPanelProps) {
  const [query, setQuery] = useState(view.query)
  const { t } = useI18n()
  const searchId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  // The visitor came here to find a wallet: the search field takes the focus, where a keyboard is at
  // hand. Not on touch screens, where focusing a field opens the on-screen keyboard over the grid.
  useEffect(() => {
    if (typeof matchMedia === 'function' && matchMedia('(pointer: fine)').matches) searchRef.current?.focus()
  }, [])

  return (
    <div ref={panelRef} className="foyer-all-wallets" data-status={view.status}>
      <div className="foyer-wallet-filters">
        <div className="foyer-wallet-search">
          <label htmlFor={searchId} className="foyer-visually-hidden">
            {t('Search wallets')}
          </label>
          <SearchIcon className="foyer-wallet-search-icon" />
          <input
            id={searchId}
            className="foyer-wallet-search-input"
            type="search"
            placeholder={t('Search')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            ref={searchRef}
            value={query}
            onKeyDown={(event) => {
              // Down from the search field goes into the results, as in a combobox.
              if (event.key !== 'ArrowDown') return
              const first = panelRef.current?.querySelector<HTMLButtonElement>('.foyer-wallet-tile')
              if (!first) return
              event.preventDefault()
              first.focus()
            }}
            onChange={(event) => {
              setQuery(event.target.value)
              onSearch(event.target.value)
            }}
          />
        </div>
        <button
          type="button"
          className="foyer-certified-toggle"
          aria-pressed={view.certifiedOnly}
          onClick={() => onToggleCertified(!view.certifiedOnly)}
        >
          <CertifiedBadge className="foyer-certified-toggle-icon" decorative />
          <span>{t('Certified only')}</span>
        </button>
      </div>
      <AllWalletsContent
        view={view}
        onLoadMore={onLoadMore}
        onRetry={onRetry}
        onSelect={onSelect}
        renderImage={renderImage}
        initialRect={initialRect}
      />
    </div>
  )
}

type ContentProps = Pick<
  AllWalletsPanelProps,
  'view' | 'onLoadMore' | 'onRetry' | 'onSelect' | 'renderImage' | 'initialRect'
>

function AllWalletsContent({ view, onLoadMore, onRetry, onSelect, renderImage, initialRect }: ContentProps) {
  const { t, core } = useI18n()
  switch (view.status) {
    case 'loading':
      return (
        <div className="foyer-wallet-grid-loading" role="status">
          <span className="foyer-visually-hidden">{t('Loading wallets')}</span>
          <div className="foyer-wallet-grid-skeletons" aria-hidden="true">
            {Array.from({ length: ALL_WALLETS_SKELETON_TILES }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
              <WalletTileSkeleton key={index} />
            ))}
          </div>
        </div>
      )
    case 'error':
      return (
        <div className="foyer-status-panel">
          <p className="foyer-status-error" role="alert">
            {core(view.message)}
          </p>
          <div className="foyer-actions">
            <button type="button" className="foyer-button foyer-button--primary" onClick={onRetry}>
              {t('Try again')}
            </button>
          </div>
        </div>
      )
    case 'empty':
      return (
        <div role="status">
          <Placeholder icon={<SearchIcon />} title={t('No wallet found')}>
            {emptyText(t, view.query, view.certifiedOnly)}
          </Placeholder>
        </div>
      )
    case 'ready':
      return (
        <>
          <p className="foyer-visually-hidden" role="status">
            {t('one: {count} wallet|other: {count} wallets', { count: view.count })}
          </p>
          <WalletGrid
            wallets={view.wallets}
            count={view.count}
            hasMore={view.hasMore}
            loadingMore={view.loadingMore}
            moreError={view.moreError}
            onLoadMore={onLoadMore}
            onRetryMore={onRetry}
            onSelect={onSelect}
            renderImage={renderImage}
            initialRect={initialRect}
          />
        </>
      )
  }
}

function emptyText(t: Translate, query: string, certifiedOnly: boolean): string {
  const trimmed = query.trim()
  if (trimmed)
    return t(
      certifiedOnly ? 'Nothing matches “{query}” among certified wallets.' : 'Nothing matches “{query}”.',
      { query: trimmed },
    )
  return t(
    certifiedOnly ? 'The directory has no wallets among certified wallets.' : 'The directory has no wallets.',
  )
}
