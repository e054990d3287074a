import type { NetworksViewModel } from '@foyer/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { spokenText } from '../../test/spoken-text.js'
import { UnsupportedChainPanel } from './UnsupportedChainPanel.js'

afterEach(cleanup)

const view: NetworksViewModel = {
  active: { caipNetworkId: 'eip155:999999', name: 'Unknown Network', isSupported: false },
  networks: [
    { caipNetworkId: 'eip155:1', name: 'Ethereum', isSupported: true, isActive: false },
    { caipNetworkId: 'eip155:8453', name: 'Base', isSupported: true, isActive: false },
  ],
  isUnsupported: true,
}

describe('UnsupportedChainPanel', () => {
  it('explains the problem once, lists the available networks and offers Disconnect', () => {
    const calls: string[] = []
    render(
      <UnsupportedChainPanel
        view={view}
        onSelect={(id) => calls.push(id)}
        onDisconnect={() => calls.push('disconnect')}
      />,
    )
    expect(
      screen.getByText(
        "This app doesn't support your current network. Switch to an available option to continue.",
      ),
    ).toBeTruthy()
    // The Networks panel's own notice is not repeated.
    expect(document.querySelectorAll('.foyer-notice')).toHaveLength(1)
    const list = screen.getByRole('list', { name: 'Networks' })
    expect(within(list).getAllByRole('button').map(spokenText)).toEqual(['Ethereum', 'Base'])
    fireEvent.click(within(list).getByRole('button', { name: 'Base' }))
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(calls).toEqual(['eip155:8453', 'disconnect'])
  })
})
