import type { WalletTile } from '@foyer/core'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  LOAD_MORE_THRESHOLD_ROWS,
  shouldLoadMore,
  WALLET_GRID_COLUMNS,
  WALLET_GRID_ROW_HEIGHT,
  WalletGrid,
  type WalletGridProps,
} from './WalletGrid.js'

afterEach(cleanup)

function tiles(count: number, from = 0): WalletTile[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `wallet-${from + index}`,
    name: `Wallet ${from + index}`,
    certified: (from + index) % 3 === 0,
  }))
}

function renderGrid(overrides: Partial<WalletGridProps> = {}) {
  const calls = { loadMore: 0, retry: 0, selected: [] as string[] }
  const props: WalletGridProps = {
    wallets: tiles(8),
    hasMore: false,
    loadingMore: false,
    moreError: undefined,
    onLoadMore: () => calls.loadMore++,
    onRetryMore: () => calls.retry++,
    onSelect: (id) => calls.selected.push(id),
    ...overrides,
  }
  const result = render(<WalletGrid {...props} />)
  const rerender = (next: Partial<WalletGridProps>) => result.rerender(<WalletGrid {...props} {...next} />)
  return { calls, rerender, scroller: screen.getByTestId('wallet-grid') }
}

function scrollTo(scroller: HTMLElement, top: number) {
  act(() => {
    scroller.scrollTop = top
    fireEvent.scroll(scroller)
  })
}

describe('shouldLoadMore', () => {
  it('asks for more when the last rendered row is within the threshold of the end', () => {
    const rows = 10
    expect(shouldLoadMore(rows - 1, rows, true, false)).toBe(true)
    expect(shouldLoadMore(rows - 1 - LOAD_MORE_THRESHOLD_ROWS, rows, true, false)).toBe(true)
    expect(shouldLoadMore(rows - 2 - LOAD_MORE_THRESHOLD_ROWS, rows, true, false)).toBe(false)
  })

  it('never asks when nothing more exists, a page is loading, or nothing is rendered', () => {
    expect(shouldLoadMore(9, 10, false, false)).toBe(false)
    expect(shouldLoadMore(9, 10, true, true)).toBe(false)
    expect(shouldLoadMore(-1, 0, true, false)).toBe(false)
  })
})

describe('WalletGrid', () => {
  it('renders tiles as named buttons, in rows of four, with a Certified badge', () => {
    const { calls } = renderGrid()
    const list = screen.getByRole('list', { name: 'Wallets' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(8)
    expect(items[0]?.getAttribute('aria-posinset')).toBe('1')
    expect(items[0]?.getAttribute('aria-setsize')).toBe('8')
    // The fifth tile starts the second row.
    expect(items[4]?.style.transform).toBe(`translateY(${WALLET_GRID_ROW_HEIGHT}px)`)
    // Placed from the row's start side (the right, in a right-to-left modal), not from the left.
    expect(items[4]?.style.insetInlineStart).toBe('0%')
    expect(items[3]?.style.insetInlineStart).toBe('75%')
    expect(items[3]?.style.left).toBe('')

    const certified = screen.getByRole('button', { name: 'Wallet 3 Certified' })
    expect(within(certified).getByRole('img', { name: 'Certified' })).toBeTruthy()
    const plain = screen.getByRole('button', { name: 'Wallet 1' })
    expect(within(plain).queryByRole('img', { name: 'Certified' })).toBeNull()
    // No image: the initials stand in, hidden from assistive technologies.
    expect(plain.querySelector('.foyer-wallet-icon')?.textContent).toBe('W1')

    fireEvent.click(plain)
    fireEvent.click(certified)
    expect(calls.selected).toEqual(['wallet-1', 'wallet-3'])
    expect(calls.loadMore).toBe(0)
  })

  it('uses renderImage when given', () => {
    renderGrid({ renderImage: (tile) => <img alt="" data-testid={`image-${tile.id}`} src="data:," /> })
    expect(screen.getByTestId('image-wallet-2')).toBeTruthy()
  })

  it('renders only the visible rows and overscan of 5,000 tiles', () => {
    const { scroller } = renderGrid({ wallets: tiles(5_000), hasMore: false })
    const list = screen.getByRole('list', { name: 'Wallets' })
    expect(list.style.height).toBe(`${(5_000 / WALLET_GRID_COLUMNS) * WALLET_GRID_ROW_HEIGHT}px`)
    expect(screen.getAllByRole('button').length).toBeLessThan(60)
    expect(screen.getByRole('button', { name: 'Wallet 0 Certified' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Wallet 4999' })).toBeNull()

    scrollTo(scroller, (5_000 / WALLET_GRID_COLUMNS) * WALLET_GRID_ROW_HEIGHT - 400)
    expect(screen.getAllByRole('button').length).toBeLessThan(60)
    expect(screen.getByRole('button', { name: 'Wallet 4999' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Wallet 0 Certified' })).toBeNull()
  })

  it('asks for the next page once the end is scrolled near, once per page', () => {
    const first = tiles(400)
    const { calls, rerender, scroller } = renderGrid({ wallets: first, hasMore: true })
    expect(calls.loadMore).toBe(0)

    const rows = first.length / WALLET_GRID_COLUMNS
    scrollTo(scroller, (rows - 20) * WALLET_GRID_ROW_HEIGHT)
    expect(calls.loadMore).toBe(0)
    scrollTo(scroller, rows * WALLET_GRID_ROW_HEIGHT - 400)
    expect(calls.loadMore).toBe(1)
    // More scrolling with the same tiles does not ask again, neither does the page arriving late.
    scrollTo(scroller, rows * WALLET_GRID_ROW_HEIGHT - 300)
    rerender({ wallets: first, hasMore: true, loadingMore: true })
    rerender({ wallets: first, hasMore: true, loadingMore: false })
    expect(calls.loadMore).toBe(1)

    // The next page arrives: the end is now far away again.
    const second = [...first, ...tiles(400, 400)]
    rerender({ wallets: second, hasMore: true })
    expect(calls.loadMore).toBe(1)
    scrollTo(scroller, (second.length / WALLET_GRID_COLUMNS) * WALLET_GRID_ROW_HEIGHT - 400)
    expect(calls.loadMore).toBe(2)
  })

  it('asks for more at once when a short list is all visible, and not when nothing more exists', () => {
    const { calls, rerender } = renderGrid({ wallets: tiles(8), hasMore: true })
    expect(calls.loadMore).toBe(1)
    rerender({ wallets: tiles(8), hasMore: true, loadingMore: true })
    expect(calls.loadMore).toBe(1)
    rerender({ wallets: tiles(16), hasMore: true })
    expect(calls.loadMore).toBe(2)
    rerender({ wallets: tiles(20), hasMore: false })
    expect(calls.loadMore).toBe(2)
  })

  it('shows a skeleton row while the next page loads', () => {
    renderGrid({ wallets: tiles(8), hasMore: true, loadingMore: true })
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Loading more wallets')
    expect(status.querySelectorAll('.foyer-wallet-tile--skeleton')).toHaveLength(WALLET_GRID_COLUMNS)
  })

  it('keeps the tiles when a later page fails, and retries only on request', () => {
    const { calls } = renderGrid({ wallets: tiles(8), hasMore: true, moreError: 'Could not load wallets' })
    expect(calls.loadMore).toBe(0)
    expect(screen.getByRole('alert').textContent).toBe('Could not load wallets')
    expect(screen.getAllByRole('listitem')).toHaveLength(8)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(calls.retry).toBe(1)
    expect(calls.loadMore).toBe(0)
  })

  it('puts tiles in the tab order in reading order', () => {
    renderGrid()
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((button) => button.getAttribute('data-wallet-id'))).toEqual(
      tiles(8).map((tile) => tile.id),
    )
    for (const button of buttons) expect(button.tabIndex).toBe(0)
  })
})

describe('WalletGrid from the keyboard', () => {
  it('End reaches a tile outside the rendered rows: it scrolls there and focuses it', async () => {
    const { scroller } = renderGrid({ wallets: tiles(5_000) })
    const first = screen.getByRole('button', { name: 'Wallet 0 Certified' })
    first.focus()
    expect(screen.queryByRole('button', { name: 'Wallet 4999' })).toBeNull()
    fireEvent.keyDown(first, { key: 'End' })
    // jsdom does not scroll: the grid asked for the row, and follows once the scroll position moves.
    scrollTo(scroller, (5_000 / WALLET_GRID_COLUMNS) * WALLET_GRID_ROW_HEIGHT - 400)
    expect(document.activeElement?.getAttribute('data-wallet-id')).toBe('wallet-4999')
  })
})
