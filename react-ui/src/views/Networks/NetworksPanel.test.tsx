import type { NetworkGroup, NetworksViewModel } from '@foyer/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { spokenText } from '../../test/spoken-text.js'
import { NetworksPanel } from './NetworksPanel.js'

afterEach(cleanup)

const mainnet = { caipNetworkId: 'eip155:1', name: 'Ethereum', isSupported: true } as const
const base = { caipNetworkId: 'eip155:8453', name: 'Base', isSupported: true } as const
const solana = {
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  isSupported: true,
} as const

const choices = [
  { ...mainnet, isActive: false },
  { ...base, isActive: true },
  { ...solana, isActive: false },
]
const view: NetworksViewModel = { active: base, networks: choices, isUnsupported: false }
const twoGroups: readonly NetworkGroup[] = [
  { namespace: 'eip155', label: 'EVM', networks: choices.slice(0, 2) },
  { namespace: 'solana', label: 'Solana', networks: choices.slice(2) },
]
const evmOnly: NetworksViewModel = { active: base, networks: choices.slice(0, 2), isUnsupported: false }
const evmGroup: readonly NetworkGroup[] = [
  { namespace: 'eip155', label: 'EVM', networks: choices.slice(0, 2) },
]

function renderPanel(next: NetworksViewModel = view, groups: readonly NetworkGroup[] = twoGroups) {
  const selected: string[] = []
  render(<NetworksPanel view={next} groups={groups} onSelect={(id) => selected.push(id)} />)
  return selected
}

describe('NetworksPanel', () => {
  it('lists every network as a button, in order, in one list when the site has one namespace', () => {
    renderPanel(evmOnly, evmGroup)
    const list = screen.getByRole('list', { name: 'Networks' })
    expect(within(list).getAllByRole('button').map(spokenText)).toEqual(['Ethereum', 'Base'])
    expect(screen.queryByRole('heading')).toBeNull()
  })

  it('groups the networks under each namespace name when the site has several', () => {
    renderPanel()
    const names = (label: string) =>
      within(screen.getByRole('region', { name: label }))
        .getAllByRole('button')
        .map(spokenText)
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['EVM', 'Solana'])
    expect(names('EVM')).toEqual(['Ethereum', 'Base'])
    expect(names('Solana')).toEqual(['Solana'])
  })

  it('marks only the active network, with aria-current and a check', () => {
    renderPanel()
    const active = screen.getByRole('button', { name: 'Base' })
    expect(active.getAttribute('aria-current')).toBe('true')
    expect(active.querySelector('.foyer-row-check')).toBeTruthy()
    const other = screen.getByRole('button', { name: 'Ethereum' })
    expect(other.hasAttribute('aria-current')).toBe(false)
    expect(other.querySelector('.foyer-row-check')).toBeNull()
  })

  it('sends the chosen network id', () => {
    const selected = renderPanel()
    fireEvent.click(screen.getByRole('button', { name: 'Solana' }))
    fireEvent.click(screen.getByRole('button', { name: 'Ethereum' }))
    expect(selected).toEqual([solana.caipNetworkId, 'eip155:1'])
  })

  it('shows the unsupported notice only when the wallet is on an unsupported network', () => {
    renderPanel()
    expect(screen.queryByText(/doesn't support/)).toBeNull()
    cleanup()
    renderPanel(
      {
        active: { caipNetworkId: 'eip155:999999', name: 'Unknown Network', isSupported: false },
        networks: view.networks.map((network) => ({ ...network, isActive: false })),
        isUnsupported: true,
      },
      evmGroup,
    )
    expect(screen.getByText(/Your wallet is on a network this app doesn't support/)).toBeTruthy()
    expect(document.querySelector('[aria-current]')).toBeNull()
  })
})
