import type { ConnectingViewModel } from '@foyer/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectingExternalPanel } from './ConnectingExternalPanel.js'

afterEach(cleanup)

const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
const metamask = { id: 'io.metamask', name: 'MetaMask', icon }

function renderPanel(view: ConnectingViewModel) {
  const calls: string[] = []
  const ui = (next: ConnectingViewModel) => (
    <ConnectingExternalPanel
      view={next}
      onRetry={() => calls.push('retry')}
      onCancel={() => calls.push('cancel')}
    />
  )
  const result = render(ui(view))
  return {
    calls,
    rerender: (next: ConnectingViewModel) => result.rerender(ui(next)),
    container: result.container,
  }
}

describe('ConnectingExternalPanel', () => {
  it('while waiting: names the wallet, shows a turning ring and a status, and offers Cancel only', () => {
    const { calls, container } = renderPanel({ connector: metamask, status: 'waiting' })
    expect(screen.getByRole('heading', { name: 'Continue in MetaMask' })).toBeTruthy()
    const status = screen.getByRole('status')
    expect(within(status).getByText('Accept the connection request in your wallet.')).toBeTruthy()
    // The ring turns around the image; the status line has no second spinner.
    expect(container.querySelector('.foyer-status-media[data-waiting]')).toBeTruthy()
    expect(status.querySelector('.foyer-spinner')).toBeNull()
    expect(container.querySelector('img')?.getAttribute('src')).toBe(icon)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(calls).toEqual(['cancel'])
  })

  it('when rejected: shows the message as an alert and moves focus to Try again', () => {
    const { calls, rerender } = renderPanel({ connector: metamask, status: 'waiting' })
    rerender({ connector: metamask, status: 'rejected', message: 'Connection rejected' })
    expect(screen.getByRole('alert').textContent).toBe('Connection rejected')
    const retry = screen.getByRole('button', { name: 'Try again' })
    expect(document.activeElement).toBe(retry)
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
    fireEvent.click(retry)
    expect(calls).toEqual(['retry'])
  })

  // Core always sends the text (its selectors fall back to the spec's 'Failed to connect'); the panel
  // shows whatever core sends.
  it("when failed: shows core's message", () => {
    const { rerender } = renderPanel({ connector: metamask, status: 'failed', message: 'Popup closed' })
    expect(screen.getByRole('alert').textContent).toBe('Popup closed')
    rerender({ connector: metamask, status: 'failed', message: 'Failed to connect' })
    expect(screen.getByRole('alert').textContent).toBe('Failed to connect')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('shows the initial without an icon, and a generic name without a connector', () => {
    const { container, rerender } = renderPanel({
      connector: { id: 'io.rabby', name: 'Rabby' },
      status: 'waiting',
    })
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.foyer-wallet-icon')?.textContent).toBe('R')
    rerender({ connector: undefined, status: 'waiting' })
    expect(screen.getByRole('heading', { name: 'Continue in your wallet' })).toBeTruthy()
  })

  it('once connected, announces it and offers no actions', () => {
    renderPanel({ connector: metamask, status: 'connected' })
    expect(screen.getByRole('status').textContent).toBe('Connected to MetaMask')
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })
})
