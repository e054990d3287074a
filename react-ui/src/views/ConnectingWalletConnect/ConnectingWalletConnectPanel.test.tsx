import type { ConnectingWalletConnectViewModel, PairingWallet } from '@foyer/core'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConnectingWalletConnectPanel } from './ConnectingWalletConnectPanel.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const metamask: PairingWallet = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  imageUrl: 'https://example.test/metamask.png',
}
const metamaskHref = `metamask://wc?uri=${encodeURIComponent(uri)}`

let copied: string[] = []
beforeEach(() => {
  copied = []
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void copied.push(text) },
  })
})
afterEach(() => {
  cleanup()
  Reflect.deleteProperty(navigator, 'clipboard')
})

function renderPanel(view: ConnectingWalletConnectViewModel, withOpen = true) {
  const calls: string[] = []
  const ui = (next: ConnectingWalletConnectViewModel) => (
    <ConnectingWalletConnectPanel
      view={next}
      onRetry={() => calls.push('retry')}
      onRefresh={() => calls.push('refresh')}
      {...(withOpen ? { onOpenWallet: (href: string) => calls.push(`open:${href}`) } : {})}
    />
  )
  const result = render(ui(view))
  return { calls, rerender: (next: ConnectingWalletConnectViewModel) => result.rerender(ui(next)) }
}

describe('ConnectingWalletConnectPanel on desktop', () => {
  it('while generating: the heading, a skeleton announced as "Generating QR code" and what it waits for', () => {
    renderPanel({ status: 'generating', wallet: metamask, isMobile: false })
    expect(screen.getByRole('heading', { name: 'Scan with MetaMask' })).toBeTruthy()
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Generating QR code')
    expect(status.querySelector('.foyer-skeleton')).toBeTruthy()
    // Not a bare square for the seconds the relay may take: the visitor reads what it waits for.
    expect(screen.getByText('Waiting for the WalletConnect relay to create a pairing code…')).toBeTruthy()
    expect(screen.queryByTestId('walletconnect-qr')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('when ready: the QR of the URI, copy link, open link and a new QR code', async () => {
    const { calls } = renderPanel({
      status: 'ready',
      uri,
      wallet: metamask,
      openWalletHref: metamaskHref,
      isMobile: false,
    })
    expect(screen.getByRole('heading', { name: 'Scan with MetaMask' })).toBeTruthy()
    const qr = screen.getByTestId('walletconnect-qr')
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(qr.getAttribute('data-uri')).toBe(uri)
    expect(screen.getByRole('img', { name: 'QR code to connect MetaMask' })).toBe(qr)
    // The heading shows the wallet's image (decorative: its name is in the heading).
    expect(document.querySelector('.foyer-wc-heading img')?.getAttribute('src')).toBe(metamask.imageUrl)

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })))
    expect(copied).toEqual([uri])
    expect(screen.getByRole('status').textContent).toBe('Copied')

    const open = screen.getByRole('link', { name: 'Open MetaMask' })
    expect(open.getAttribute('href')).toBe(metamaskHref)
    fireEvent.click(open)
    fireEvent.click(screen.getByRole('button', { name: 'Get a new QR code' }))
    expect(calls).toEqual([`open:${metamaskHref}`, 'refresh'])
  })

  it('without a wallet: "Scan with your phone" and no open link', () => {
    renderPanel({ status: 'ready', uri, wallet: undefined, openWalletHref: undefined, isMobile: false })
    expect(screen.getByRole('heading', { name: 'Scan with your phone' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'QR code to connect your wallet' })).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
  })

  it('draws a new QR when the URI changes', () => {
    const ready = { status: 'ready', wallet: undefined, openWalletHref: undefined, isMobile: false } as const
    const { rerender } = renderPanel({ ...ready, uri })
    const before = screen.getByTestId('walletconnect-qr').querySelector('path')?.getAttribute('d')
    rerender({ ...ready, uri: `${uri}&expiryTimestamp=1` })
    const qr = screen.getByTestId('walletconnect-qr')
    expect(qr.getAttribute('data-uri')).toBe(`${uri}&expiryTimestamp=1`)
    expect(qr.querySelector('path')?.getAttribute('d')).not.toBe(before)
  })

  it("when failed: core's message as an alert, focus on Try again", () => {
    const { calls, rerender } = renderPanel({ status: 'generating', wallet: metamask, isMobile: false })
    rerender({ status: 'failed', message: 'Connection request expired', wallet: metamask, isMobile: false })
    expect(screen.getByRole('alert').textContent).toBe('Connection request expired')
    const retry = screen.getByRole('button', { name: 'Try again' })
    expect(document.activeElement).toBe(retry)
    expect(screen.queryByTestId('walletconnect-qr')).toBeNull()
    fireEvent.click(retry)
    expect(calls).toEqual(['retry'])
  })

  it('once approved: a "Connecting…" status and no actions', () => {
    renderPanel({ status: 'approved', wallet: metamask, isMobile: false })
    expect(screen.getByRole('heading', { name: 'Approved in MetaMask' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Connecting…')
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(screen.queryByTestId('walletconnect-qr')).toBeNull()
  })

  it('while the relay is away: "Reconnecting to WalletConnect…" and no QR code or link that cannot work', () => {
    renderPanel({ status: 'reconnecting', wallet: metamask, isMobile: false })
    expect(screen.getByRole('status').textContent).toBe('Reconnecting to WalletConnect…')
    expect(screen.queryByTestId('walletconnect-qr')).toBeNull()
    expect(screen.queryAllByRole('link')).toHaveLength(0)
  })

  it('on a phone, a wallet that opens the site in its own browser: one link to it, no QR code or pairing link', () => {
    const href =
      'https://phantom.app/ul/browse/https%3A%2F%2Fapp.example.com%2F?ref=https%3A%2F%2Fapp.example.com'
    renderPanel({ status: 'openInWalletBrowser', href, wallet: { id: 'p', name: 'Phantom' }, isMobile: true })
    expect(screen.getByRole('heading', { name: 'Continue in Phantom' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open in Phantom' }).getAttribute('href')).toBe(href)
    expect(screen.getByText(/opens this site in its own browser/)).toBeTruthy()
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(screen.queryByTestId('walletconnect-qr')).toBeNull()
  })

  it('uses the walletIcon given', () => {
    render(
      <ConnectingWalletConnectPanel
        view={{ status: 'generating', wallet: metamask, isMobile: false }}
        onRetry={() => {}}
        onRefresh={() => {}}
        walletIcon={<span data-testid="custom-icon" />}
      />,
    )
    expect(screen.getByTestId('custom-icon')).toBeTruthy()
    expect(document.querySelector('.foyer-wc-heading img')).toBeNull()
  })
})

describe('ConnectingWalletConnectPanel on mobile', () => {
  it('when ready: no QR, a prominent Open button, a new link and copy link', async () => {
    const { calls } = renderPanel({
      status: 'ready',
      uri,
      wallet: metamask,
      openWalletHref: metamaskHref,
      isMobile: true,
    })
    expect(screen.getByRole('heading', { name: 'Continue in MetaMask' })).toBeTruthy()
    expect(screen.queryByTestId('walletconnect-qr')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
    const open = screen.getByRole('link', { name: 'Open MetaMask' })
    expect(open.className).toContain('foyer-button--primary')
    fireEvent.click(open)
    fireEvent.click(screen.getByRole('button', { name: 'Get a new link' }))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })))
    expect(calls).toEqual([`open:${metamaskHref}`, 'refresh'])
    expect(copied).toEqual([uri])
  })

  it('without a wallet: "Open wallet" when core gives a link, else copy link only', () => {
    const { rerender } = renderPanel({
      status: 'ready',
      uri,
      wallet: undefined,
      openWalletHref: uri,
      isMobile: true,
    })
    expect(screen.getByRole('heading', { name: 'Continue in your wallet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open wallet' }).getAttribute('href')).toBe(uri)
    rerender({ status: 'ready', uri, wallet: undefined, openWalletHref: undefined, isMobile: true })
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
  })

  it('lets the link navigate by itself when no onOpenWallet is given', () => {
    renderPanel(
      { status: 'ready', uri, wallet: metamask, openWalletHref: metamaskHref, isMobile: true },
      false,
    )
    const open = screen.getByRole('link', { name: 'Open MetaMask' })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    // jsdom does not navigate to custom schemes; stop it from trying.
    const stop = vi.fn((event: Event) => {
      expect(event.defaultPrevented).toBe(false)
      event.preventDefault()
    })
    document.addEventListener('click', stop)
    open.dispatchEvent(click)
    document.removeEventListener('click', stop)
    expect(stop).toHaveBeenCalledOnce()
  })

  it('while generating: a "Preparing the link…" status, no QR skeleton', () => {
    renderPanel({ status: 'generating', wallet: undefined, isMobile: true })
    const status = screen.getByRole('status')
    expect(within(status).getByText('Preparing the link…')).toBeTruthy()
    expect(document.querySelector('.foyer-wc-qr-skeleton')).toBeNull()
  })

  it("when failed: core's message and Try again", () => {
    const { calls } = renderPanel({
      status: 'failed',
      message: 'Failed to connect',
      wallet: metamask,
      isMobile: true,
    })
    expect(screen.getByRole('alert').textContent).toBe('Failed to connect')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(calls).toEqual(['retry'])
  })
})
