import type { WalletTile } from '@foyer/core'
import { observeElementRect, type Rect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual'
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef } from 'react'
import { WalletImage } from '../../components/WalletImage.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { gridKeyTarget } from './grid-keys.js'

/**
 * Tiles per row: four fit the modal's 360 px width.
 *
 * @example
 * const rowCount = Math.ceil(wallets.length / WALLET_GRID_COLUMNS)
 */
export const WALLET_GRID_COLUMNS = 4

/**
 * Height of a row of tiles, in CSS pixels: the image, a name of two lines and the padding (a tile of 104 px
 * and the cell's 4 px on each side).
 *
 * @example
 * const contentHeight = rowCount * WALLET_GRID_ROW_HEIGHT
 */
export const WALLET_GRID_ROW_HEIGHT = 112

/**
 * Rows rendered beyond each edge of the visible area.
 *
 * @example
 * useVirtualizer({ …, overscan: WALLET_GRID_OVERSCAN })
 */
export const WALLET_GRID_OVERSCAN = 2

/**
 * How close (in rows) the last rendered row must come to the end of the list before the next page
 * is asked for.
 *
 * @example
 * shouldLoadMore(lastRow, rowCount, true, false) // true once rowCount - 1 - lastRow <= LOAD_MORE_THRESHOLD_ROWS
 */
export const LOAD_MORE_THRESHOLD_ROWS = 2

/**
 * The size the grid assumes before (or without) layout: the modal's width and the scroll area's
 * maximum height. jsdom has no layout at all, so tests render with it.
 *
 * @example
 * <WalletGrid … initialRect={DEFAULT_GRID_RECT} />
 */
export const DEFAULT_GRID_RECT: Rect = { width: 360, height: 400 }

/**
 * Whether the grid should ask for the next page: more exist, none is on its way, and the last
 * rendered row is within {@link LOAD_MORE_THRESHOLD_ROWS} rows of the last row.
 *
 * @example
 * shouldLoadMore(7, 10, true, false) // true
 * shouldLoadMore(6, 10, true, false) // false
 */
export function shouldLoadMore(
  lastVisibleRow: number,
  rowCount: number,
  hasMore: boolean,
  loadingMore: boolean,
): boolean {
  if (!hasMore || loadingMore || lastVisibleRow < 0) return false
  return rowCount - 1 - lastVisibleRow <= LOAD_MORE_THRESHOLD_ROWS
}

/**
 * Props of {@link WalletGrid}.
 *
 * @example
 * const props: WalletGridProps = { wallets, hasMore: true, loadingMore: false, moreError: undefined, onLoadMore, onRetryMore, onSelect }
 */
export type WalletGridProps = {
  wallets: readonly WalletTile[]
  /** The total the directory reports, for `aria-setsize`; defaults to the tiles loaded. */
  count?: number
  hasMore: boolean
  loadingMore: boolean
  /** A later page failed: shown after the tiles with a "Try again" that calls `onRetryMore`. */
  moreError: string | undefined
  onLoadMore(): void
  /** Retries the later page that failed. */
  onRetryMore(): void
  onSelect(walletId: string): void
  /** The tile's image; defaults to the tile's `imageUrl`, or its initials. */
  renderImage?(tile: WalletTile): ReactNode
  /** The scroll area's size before layout (and in jsdom). Default {@link DEFAULT_GRID_RECT}. */
  initialRect?: Rect
}

/**
 * A certified wallet's badge: a check in a rosette, announced as "Certified" unless `decorative`
 * (when the text beside it already says so).
 *
 * @example
 * <CertifiedBadge />
 */
export function CertifiedBadge({
  className = 'foyer-certified',
  decorative = false,
}: {
  className?: string
  decorative?: boolean
}) {
  const { t } = useI18n()
  const paths = (
    <>
      <path
        fill="currentColor"
        d="M8 .8 9.9 2.3l2.4-.1.7 2.3 2 1.4-.8 2.3.8 2.3-2 1.4-.7 2.3-2.4-.1L8 15.2l-1.9-1.5-2.4.1-.7-2.3-2-1.4.8-2.3-.8-2.3 2-1.4.7-2.3 2.4.1Z"
      />
      <path
        fill="none"
        stroke="var(--foyer-accent-contrast, #fff)"
        strokeWidth="1.6"
        d="m5.2 8.1 1.9 1.9 3.7-3.9"
      />
    </>
  )
  if (decorative) {
    return (
      <svg
        className={className}
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 16 16"
        width="16"
        height="16"
      >
        {paths}
      </svg>
    )
  }
  return (
    <svg
      className={className}
      role="img"
      aria-label={t('Certified')}
      viewBox="0 0 16 16"
      width="16"
      height="16"
    >
      {paths}
    </svg>
  )
}

/**
 * One wallet of the grid, as a button: image, name (ellipsised by CSS) and the certified badge.
 * Its accessible name is the wallet's name, followed by "Certified" for certified wallets.
 *
 * @example
 * <WalletGridTile tile={tile} onSelect={(id) => pick(id)} />
 */
export function WalletGridTile({
  tile,
  onSelect,
  onKeyDown,
  renderImage,
}: {
  tile: WalletTile
  onSelect(walletId: string): void
  onKeyDown?: ((event: KeyboardEvent<HTMLButtonElement>) => void) | undefined
  renderImage?: ((tile: WalletTile) => ReactNode) | undefined
}) {
  return (
    <button
      type="button"
      className="foyer-wallet-tile"
      data-wallet-id={tile.id}
      title={tile.name}
      onClick={() => onSelect(tile.id)}
      onKeyDown={onKeyDown}
    >
      <span className="foyer-wallet-tile-media">
        {renderImage ? renderImage(tile) : <WalletImage name={tile.name} src={tile.imageUrl} size={48} />}
      </span>
      <span className="foyer-wallet-tile-name">{tile.name}</span>
      {/* The space keeps the accessible name readable ("MetaMask Certified"). */}
      {tile.certified && ' '}
      {tile.certified && <CertifiedBadge />}
    </button>
  )
}

/**
 * The wallet directory as a virtualized grid: rows of {@link WALLET_GRID_COLUMNS} tiles in a scroll
 * area of at most 400 px, rendering only the visible rows plus {@link WALLET_GRID_OVERSCAN} on each
 * side. When the last rendered row nears the end (see {@link shouldLoadMore}) it calls `onLoadMore`,
 * once per number of tiles and never while `moreError` is set, so a failed page is not retried in a
 * loop; `loadingMore` adds a skeleton row and `moreError` a message with "Try again" (`onRetryMore`)
 * after the tiles. Tiles are buttons in reading
 * order, so Tab walks through them (focusing one scrolls it into view, which renders the next rows);
 * arrow keys move up, down and across (as the tiles are seen: a right-to-left row starts at the right),
 * Home and End to the first and last tile loaded.
 *
 * @example
 * <WalletGrid wallets={view.wallets} hasMore={view.hasMore} loadingMore={view.loadingMore} moreError={view.moreError} onLoadMore={loadMore} onRetryMore={retry} onSelect={pick} />
 */
export function WalletGrid({
  wallets,
  count,
  hasMore,
  loadingMore,
  moreError,
  onLoadMore,
  onRetryMore,
  onSelect,
  renderImage,
  initialRect = DEFAULT_GRID_RECT,
}: WalletGridProps) {
  const { t, core, dir } = useI18n()
  const scrollRef = useRef<HTMLDivElement>(null)
  const rowCount = Math.ceil(wallets.length / WALLET_GRID_COLUMNS)
  // Keeps `initialRect` while the scroll area has no size (no layout yet, a hidden modal, or jsdom),
  // then follows the element's real size.
  const { width, height } = initialRect
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) =>
      observeElementRect(instance, (rect) =>
        cb(rect.width === 0 && rect.height === 0 ? { width, height } : rect),
      ),
    [width, height],
  )

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => WALLET_GRID_ROW_HEIGHT,
    overscan: WALLET_GRID_OVERSCAN,
    initialRect,
    observeElementRect: observeRect,
  })
  const rows = virtualizer.getVirtualItems()
  const lastRenderedRow = rows.at(-1)?.index ?? -1

  // The number of tiles for which the next page was last asked: at most one request per page.
  const requestedAt = useRef<number | null>(null)
  useEffect(() => {
    if (requestedAt.current === wallets.length) return
    if (moreError !== undefined) return
    if (!shouldLoadMore(lastRenderedRow, rowCount, hasMore, loadingMore)) return
    requestedAt.current = wallets.length
    onLoadMore()
  }, [lastRenderedRow, rowCount, hasMore, loadingMore, moreError, wallets.length, onLoadMore])

  // Arrow keys, Home and End move between tiles. A tile outside the rendered rows is scrolled into
  // view first and focused once it renders.
  const pendingFocus = useRef<number | null>(null)
  const tileButton = (index: number) =>
    scrollRef.current?.querySelector<HTMLButtonElement>(`li[aria-posinset="${index + 1}"] button`) ?? null
  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = gridKeyTarget(event.key, index, wallets.length, WALLET_GRID_COLUMNS, dir)
    if (target === undefined) return
    event.preventDefault()
    const button = tileButton(target)
    if (button) return button.focus()
    pendingFocus.current = target
    virtualizer.scrollToIndex(Math.floor(target / WALLET_GRID_COLUMNS))
  }
  useEffect(() => {
    if (pendingFocus.current === null) return
    const button = tileButton(pendingFocus.current)
    if (!button) return
    pendingFocus.current = null
    button.focus()
  })

  const setSize = count ?? wallets.length
  return (
    <div ref={scrollRef} className="foyer-wallet-grid-scroll" data-testid="wallet-grid">
      <ul
        className="foyer-wallet-grid"
        aria-label={t('Wallets')}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.flatMap((row) =>
          wallets
            .slice(row.index * WALLET_GRID_COLUMNS, (row.index + 1) * WALLET_GRID_COLUMNS)
            .map((tile, column) => {
              const index = row.index * WALLET_GRID_COLUMNS + column
              return (
                <li
                  key={tile.id}
                  className="foyer-wallet-grid-cell"
                  aria-posinset={index + 1}
                  aria-setsize={setSize}
                  style={{
                    // From the row's start side: the left, or the right in a right-to-left modal.
                    insetInlineStart: `${(column * 100) / WALLET_GRID_COLUMNS}%`,
                    height: row.size,
                    transform: `translateY(${row.start}px)`,
                  }}
                >
                  <WalletGridTile
                    tile={tile}
                    onSelect={onSelect}
                    onKeyDown={(event) => moveFocus(event, index)}
                    renderImage={renderImage}
                  />
                </li>
              )
            }),
        )}
      </ul>
      {loadingMore && (
        <div className="foyer-wallet-grid-footer" role="status">
          <span className="foyer-visually-hidden">{t('Loading more wallets')}</span>
          <div className="foyer-wallet-grid-skeletons" aria-hidden="true">
            {Array.from({ length: WALLET_GRID_COLUMNS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
              <WalletTileSkeleton key={index} />
            ))}
          </div>
        </div>
      )}
      {moreError !== undefined && !loadingMore && (
        <div className="foyer-wallet-grid-footer foyer-wallet-grid-error">
          <p className="foyer-status-error" role="alert">
            {core(moreError)}
          </p>
          <button type="button" className="foyer-button foyer-button--secondary" onClick={onRetryMore}>
            {t('Try again')}
          </button>
        </div>
      )}
    </div>
  )
}

/**
 * A grey tile standing in for a wallet that is loading. Decorative: the surrounding status says
 * what is loading.
 *
 * @example
 * <WalletTileSkeleton />
 */
export function WalletTileSkeleton() {
  return (
    <span className="foyer-wallet-tile foyer-wallet-tile--skeleton" aria-hidden="true">
      <span className="foyer-skeleton foyer-wallet-tile-image-skeleton" />
      <span className="foyer-skeleton foyer-wallet-tile-name-skeleton" />
    </span>
  )
}
