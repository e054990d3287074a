import type { ProfileWalletsViewModel, WalletConnectionRow } from '@foyer/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ProfileWalletsPanel, type WalletConnectionIntent } from './ProfileWalletsPanel.js'

afterEach(cleanup)

const row = (
  connectorId: string,
  name: string,
  status: WalletConnectionRow['status'],
): WalletConnectionRow => ({
  connectorId,
  name,
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  shortAddress: '0xf39F…2266',
  status,
})

const view: ProfileWalletsViewModel = {
  namespaces: [
    {
      namespace: 'eip155',
      label: 'EVM',
      connections: [row('io.metamask', 'MetaMask', 'connected'), row('io.rabby', 'Rabby', 'active')],
      recent: [row('com.coinbase', 'Coinbase Wallet', 'disconnected')],
    },
  ],
}

function renderPanel(next: ProfileWalletsViewModel = view) {
  const asked: string[] = []
  const say = (verb: string) => (target: WalletConnectionIntent) =>
    asked.push(`${verb} ${target.namespace} ${target.connectorId}`)
  render(
    <ProfileWalletsPanel
      view={next}
      onSwitch={say('switch')}
      onDisconnect={say('disconnect')}
      onDelete={say('delete')}
      onAddWallet={() => asked.push('add')}
    />,
  )
  return asked
}

describe('ProfileWalletsPanel', () => {
  it('marks the active wallet, offers Switch for the others and Connect or Remove for recent ones', () => {
    const asked = renderPanel()
    const connected = screen.getByRole('list', { name: 'Connected wallets' })
    expect(
      within(connected)
        .getAllByRole('listitem')
        .map((item) => item.dataset.status),
    ).toEqual(['connected', 'active'])
    expect(within(connected).getByText('Active')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Switch to MetaMask' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Rabby' }))
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect MetaMask' }))
    fireEvent.click(screen.getByRole('button', { name: 'Connect Coinbase Wallet' }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove Coinbase Wallet' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add wallet' }))
    expect(asked).toEqual([
      'switch eip155 io.rabby',
      'disconnect eip155 io.metamask',
      'switch eip155 com.coinbase',
      'delete eip155 com.coinbase',
      'add',
    ])
  })

  it('says when nothing is connected, and names namespaces only when there are several', () => {
    renderPanel({
      namespaces: [
        { namespace: 'eip155', label: 'EVM', connections: [], recent: [] },
        { namespace: 'solana', label: 'Solana', connections: [], recent: [] },
      ],
    })
    expect(screen.getAllByText('No wallet connected.')).toHaveLength(2)
    expect(screen.getByRole('heading', { name: 'Solana' })).toBeTruthy()
    cleanup()
    renderPanel()
    expect(screen.queryByRole('heading', { name: 'EVM' })).toBeNull()
    expect(screen.queryByText('No wallet connected.')).toBeNull()
  })
})
