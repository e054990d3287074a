import type { GetWalletViewModel } from '@foyer/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { GetWalletPanel } from './GetWalletPanel.js'

afterEach(cleanup)

const rainbow = {
  id: 'rainbow',
  name: 'Rainbow',
  chrome_store: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
  homepage: 'https://rainbow.me',
}
const loaded: GetWalletViewModel = {
  isLoading: false,
  wallets: [
    {
      wallet: rainbow,
      links: [
        { kind: 'chrome', url: rainbow.chrome_store },
        { kind: 'website', url: rainbow.homepage },
      ],
    },
  ],
}

describe('GetWalletPanel', () => {
  it('says what a wallet is and links each wallet to where to get it, in a new tab, named for screen readers', () => {
    render(<GetWalletPanel view={loaded} />)
    expect(screen.getByText(/A wallet holds your crypto/)).toBeTruthy()
    const row = screen.getByText('Rainbow').closest('[data-wallet-id]') as HTMLElement
    const links = within(row).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Extension', 'Website'])
    const extension = within(row).getByRole('link', {
      name: 'Rainbow browser extension (opens in a new tab)',
    })
    expect(extension.getAttribute('href')).toBe(rainbow.chrome_store)
    expect(extension.getAttribute('target')).toBe('_blank')
    // The store's page gets no handle on the site's window.
    expect(extension.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.queryByRole('button', { name: 'Browse all wallets' })).toBeNull()
  })

  it('offers the whole directory when the site has it', () => {
    let browsed = 0
    render(<GetWalletPanel view={loaded} onBrowseAll={() => browsed++} />)
    fireEvent.click(screen.getByRole('button', { name: 'Browse all wallets' }))
    expect(browsed).toBe(1)
  })

  it('says it is loading while the directory answers, and says so plainly when it has nothing to suggest', () => {
    const { rerender } = render(<GetWalletPanel view={{ isLoading: true, wallets: [] }} />)
    expect(screen.getByRole('status').textContent).toBe('Loading wallets…')
    rerender(<GetWalletPanel view={{ isLoading: false, wallets: [] }} onBrowseAll={() => {}} />)
    expect(screen.getByRole('heading', { name: 'No wallet to suggest' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Browse all wallets' })).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
