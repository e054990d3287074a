import type { SwitchNetworkViewModel } from '@foyer/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SwitchNetworkPanel } from './SwitchNetworkPanel.js'

afterEach(cleanup)

const base = { caipNetworkId: 'eip155:8453', name: 'Base', isSupported: true } as const

function renderPanel(view: SwitchNetworkViewModel) {
  const calls: string[] = []
  const ui = (next: SwitchNetworkViewModel) => (
    <SwitchNetworkPanel
      view={next}
      onRetry={() => calls.push('retry')}
      onCancel={() => calls.push('cancel')}
    />
  )
  const result = render(ui(view))
  return {
    calls,
    container: result.container,
    rerender: (next: SwitchNetworkViewModel) => result.rerender(ui(next)),
  }
}

describe('SwitchNetworkPanel', () => {
  it('while switching: asks for approval in the wallet, with a turning ring, a status and Cancel', () => {
    const { calls, container } = renderPanel({ target: base, status: 'switching', walletName: 'MetaMask' })
    expect(screen.getByRole('heading', { name: 'Approve in wallet' })).toBeTruthy()
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Switch to Base in MetaMask')
    // The ring turns around the image; the status line has no second spinner.
    expect(container.querySelector('.foyer-status-media[data-waiting]')).toBeTruthy()
    expect(status.querySelector('.foyer-spinner')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(calls).toEqual(['cancel'])
  })

  it('when rejected: shows the message as an alert and moves focus to Try again', () => {
    const { calls, rerender } = renderPanel({ target: base, status: 'switching' })
    expect(screen.getByRole('status').textContent).toBe('Switch to Base')
    rerender({ target: base, status: 'rejected', message: 'Network switch rejected' })
    expect(screen.getByRole('alert').textContent).toBe('Network switch rejected')
    expect(screen.getByRole('heading', { name: 'Switch to Base' })).toBeTruthy()
    const retry = screen.getByRole('button', { name: 'Try again' })
    expect(document.activeElement).toBe(retry)
    fireEvent.click(retry)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(calls).toEqual(['retry', 'cancel'])
  })

  // Core always sends the text (the wallet error's standard message, 'unknown RPC error' at worst).
  it("when failed: shows core's message as an alert", () => {
    renderPanel({ target: base, status: 'failed', message: 'unknown RPC error' })
    expect(screen.getByRole('alert').textContent).toBe('unknown RPC error')
  })

  it('once switched, announces it and offers no actions', () => {
    renderPanel({ target: base, status: 'switched' })
    expect(screen.getByRole('status').textContent).toBe('Switched to Base')
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })
})
