import { namespaces } from '@foyer/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { namespaceLabels, SwitchActiveChainPanel } from './SwitchActiveChainPanel.js'

afterEach(cleanup)

const solana = {
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  isSupported: true,
} as const
const base = { caipNetworkId: 'eip155:8453', name: 'Base', isSupported: true } as const

describe('SwitchActiveChainPanel', () => {
  it('explains that a wallet on the other namespace is needed, and sends Confirm or Cancel', () => {
    const calls: string[] = []
    render(
      <SwitchActiveChainPanel
        view={{ target: base, from: 'solana', to: 'eip155' }}
        onConfirm={() => calls.push('confirm')}
        onCancel={() => calls.push('cancel')}
      />,
    )
    expect(screen.getByRole('heading', { name: 'EVM wallet needed' })).toBeTruthy()
    expect(
      screen.getByText(
        'To use Base, connect a wallet that supports EVM networks. Your current wallet is on Solana.',
      ),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Base' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(calls).toEqual(['confirm', 'cancel'])
  })

  it('leaves out the current namespace when there is none', () => {
    render(
      <SwitchActiveChainPanel
        view={{ target: solana, from: undefined, to: 'solana' }}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    )
    expect(screen.getByText('To use Solana, connect a wallet that supports Solana networks.')).toBeTruthy()
  })

  it('has a label for every namespace core knows', () => {
    expect(Object.keys(namespaceLabels).sort()).toEqual([...namespaces].sort())
    expect(namespaceLabels.bip122).toBe('Bitcoin')
  })
})
