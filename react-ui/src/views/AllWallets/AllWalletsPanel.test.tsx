import type { AllWalletsViewModel, WalletTile } from '@foyer/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../i18n/I18nProvider.js'
import { loadFoyerLocale } from '../../i18n/load-locale.js'
import { ALL_WALLETS_SKELETON_TILES, AllWalletsPanel } from './AllWalletsPanel.js'

afterEach(cleanup)

const metamask: WalletTile = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  imageUrl: 'https://example.test/metamask.png',
  certified: true,
}
const rainbow: WalletTile = { id: 'rainbow', name: 'Rainbow', certified: false }

const ready: AllWalletsViewModel = {
  status: 'ready',
  query: '',
  certifiedOnly: false,
  wallets: [metamask, rainbow],
  count: 2,
  hasMore: false,
  loadingMore: false,
  moreError: undefined,
}

function renderPanel(view: AllWalletsViewModel, locale?: string) {
  const calls: string[] = []
  const panel = (next: AllWalletsViewModel) => (
    <AllWalletsPanel
      view={next}
      onSearch={(query) => calls.push(`search:${query}`)}
      onToggleCertified={(value) => calls.push(`certified:${value}`)}
      onLoadMore={() => calls.push('loadMore')}
      onRetry={() => calls.push('retry')}
      onSelect={(id) => calls.push(`select:${id}`)}
    />
  )
  const ui = (next: AllWalletsViewModel) =>
    locale ? <I18nProvider locale={locale}>{panel(next)}</I18nProvider> : panel(next)
  const result = render(ui(view))
  return { calls, rerender: (next: AllWalletsViewModel) => result.rerender(ui(next)) }
}

describe('AllWalletsPanel', () => {
  it('reports every keystroke and keeps the typed text while the view catches up', () => {
    const { calls, rerender } = renderPanel(ready)
    const search = screen.getByRole('searchbox', { name: 'Search wallets' }) as HTMLInputElement
    fireEvent.change(search, { target: { value: 'r' } })
    fireEvent.change(search, { target: { value: 'ra' } })
    expect(calls).toEqual(['search:r', 'search:ra'])
    // The machine answers later (debounced): the field does not jump back to the view's query.
    rerender({ status: 'loading', query: '', certifiedOnly: false })
    expect(search.value).toBe('ra')
    rerender({ ...ready, query: 'ra', wallets: [rainbow], count: 1 })
    expect(search.value).toBe('ra')
  })

  it('starts the field from the view query', () => {
    renderPanel({ ...ready, query: 'meta' })
    expect((screen.getByRole('searchbox', { name: 'Search wallets' }) as HTMLInputElement).value).toBe('meta')
  })

  it('toggles "Certified only" from the view state', () => {
    const { calls, rerender } = renderPanel(ready)
    const toggle = screen.getByRole('button', { name: 'Certified only', pressed: false })
    fireEvent.click(toggle)
    expect(calls).toEqual(['certified:true'])
    rerender({ ...ready, certifiedOnly: true })
    fireEvent.click(screen.getByRole('button', { name: 'Certified only', pressed: true }))
    expect(calls).toEqual(['certified:true', 'certified:false'])
  })

  it('while loading: skeleton tiles in a "Loading wallets" status, no tiles', () => {
    renderPanel({ status: 'loading', query: '', certifiedOnly: false })
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Loading wallets')
    expect(status.querySelectorAll('.foyer-wallet-tile--skeleton')).toHaveLength(ALL_WALLETS_SKELETON_TILES)
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull()
  })

  it('on error: the message as an alert and Try again', () => {
    const { calls } = renderPanel({
      status: 'error',
      query: '',
      certifiedOnly: false,
      message: 'Could not load wallets',
    })
    expect(screen.getByRole('alert').textContent).toBe('Could not load wallets')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(calls).toEqual(['retry'])
  })

  it('when empty: "No wallet found" with the query', () => {
    const { rerender } = renderPanel({ status: 'empty', query: 'zzz ', certifiedOnly: false })
    const status = screen.getByRole('status')
    expect(within(status).getByRole('heading', { name: 'No wallet found' })).toBeTruthy()
    expect(status.textContent).toContain('Nothing matches “zzz”.')
    rerender({ status: 'empty', query: 'zzz', certifiedOnly: true })
    expect(screen.getByRole('status').textContent).toContain('Nothing matches “zzz” among certified wallets.')
  })

  it('when ready: the grid of tiles, announced with its count; a tile selects its wallet', () => {
    const { calls } = renderPanel(ready)
    expect(screen.getByRole('status').textContent).toBe('2 wallets')
    const list = screen.getByRole('list', { name: 'Wallets' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    const tile = screen.getByRole('button', { name: 'MetaMask Certified' })
    expect(tile.querySelector('img')?.getAttribute('src')).toBe(metamask.imageUrl)
    fireEvent.click(tile)
    fireEvent.click(screen.getByRole('button', { name: 'Rainbow' }))
    expect(calls).toEqual([`select:${metamask.id}`, 'select:rainbow'])
  })

  it('asks for the next page when the list is short and more exist, and retries a failed page', () => {
    const { calls, rerender } = renderPanel({ ...ready, hasMore: true })
    expect(calls).toEqual(['loadMore'])
    rerender({ ...ready, hasMore: true, moreError: 'Could not load more wallets' })
    expect(screen.getByRole('alert').textContent).toBe('Could not load more wallets')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(calls).toEqual(['loadMore', 'retry'])
  })

  it('uses renderImage for tiles', () => {
    render(
      <AllWalletsPanel
        view={ready}
        onSearch={() => {}}
        onToggleCertified={() => {}}
        onLoadMore={() => {}}
        onRetry={() => {}}
        onSelect={() => {}}
        renderImage={(tile) => <img alt="" src={`https://images.test/${tile.id}`} />}
      />,
    )
    const tile = screen.getByRole('button', { name: 'Rainbow' })
    expect(tile.querySelector('img')?.getAttribute('src')).toBe('https://images.test/rainbow')
  })
})

describe('AllWalletsPanel from the keyboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  // jsdom has no matchMedia: each test says which pointer the device has.
  const pointer = (fine: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: fine && query === '(pointer: fine)',
      media: query,
    }))

  it('focuses the search field where there is a mouse or trackpad, not on a touch screen', () => {
    pointer(true)
    renderPanel(ready)
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search wallets' }))
    cleanup()
    pointer(false)
    renderPanel(ready)
    expect(document.activeElement).toBe(document.body)
  })

  it('goes down from the search field into the results, then across and back with the arrow keys', () => {
    const wallets = Array.from({ length: 10 }, (_, index) => ({
      id: `w${index}`,
      name: `Wallet ${index}`,
      certified: false,
    }))
    renderPanel({ ...ready, wallets, count: wallets.length })
    const search = screen.getByRole('searchbox', { name: 'Search wallets' })
    search.focus()
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    const focusedId = () => document.activeElement?.getAttribute('data-wallet-id')
    expect(focusedId()).toBe('w0')
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' })
    expect(focusedId()).toBe('w1')
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
    expect(focusedId()).toBe('w5')
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
    expect(focusedId()).toBe('w9')
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' })
    expect(focusedId()).toBe('w0')
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' })
    expect(focusedId()).toBe('w0')
  })

  it('in Arabic, the grid reads from the right: the left arrow goes on, the right arrow back', async () => {
    await loadFoyerLocale('ar')
    const wallets = Array.from({ length: 10 }, (_, index) => ({
      id: `w${index}`,
      name: `Wallet ${index}`,
      certified: false,
    }))
    renderPanel({ ...ready, wallets, count: wallets.length }, 'ar')
    const search = screen.getByRole('searchbox', { name: 'البحث في المحافظ' })
    search.focus()
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    const focusedId = () => document.activeElement?.getAttribute('data-wallet-id')
    expect(focusedId()).toBe('w0')
    // The first tile sits at the row's right end: nothing further right.
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' })
    expect(focusedId()).toBe('w0')
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' })
    expect(focusedId()).toBe('w1')
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' })
    expect(focusedId()).toBe('w2')
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' })
    expect(focusedId()).toBe('w1')
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
    expect(focusedId()).toBe('w5')
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' })
    expect(focusedId()).toBe('w9')
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' })
    expect(focusedId()).toBe('w0')
  })
})
