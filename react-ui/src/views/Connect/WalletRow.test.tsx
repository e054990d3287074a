import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WalletRow } from './WalletRow.js'

afterEach(cleanup)

const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
const metamask = { id: 'io.metamask', name: 'MetaMask', info: { rdns: 'io.metamask', icon } }

describe('WalletRow', () => {
  it('is one button with the icon and name that sends the connector id', () => {
    const selected: string[] = []
    render(
      <WalletRow
        connector={metamask}
        isInstalled={false}
        isRecent={false}
        onSelect={(id) => selected.push(id)}
      />,
    )
    const row = screen.getByRole('button', { name: 'MetaMask' })
    expect(row.querySelector('img')?.getAttribute('src')).toBe(icon)
    expect(row.querySelector('.foyer-badge')).toBeNull()
    fireEvent.click(row)
    expect(selected).toEqual(['io.metamask'])
  })

  it('shows the Recent and Installed badges as asked', () => {
    render(<WalletRow connector={metamask} isInstalled isRecent onSelect={() => {}} />)
    expect(screen.getByRole('button', { name: 'MetaMask Recent Installed' })).toBeTruthy()
    cleanup()
    render(<WalletRow connector={metamask} isInstalled isRecent={false} onSelect={() => {}} />)
    expect(screen.getByRole('button', { name: 'MetaMask Installed' })).toBeTruthy()
  })

  it('names the namespace it serves, when given, before the badges', () => {
    render(
      <WalletRow
        connector={metamask}
        isInstalled
        isRecent={false}
        namespaceLabel="EVM"
        onSelect={() => {}}
      />,
    )
    expect(screen.getByRole('button', { name: 'MetaMask EVM Installed' })).toBeTruthy()
  })

  it("prefers the directory image and falls back to the wallet's initial", () => {
    render(
      <WalletRow
        connector={{ id: 'w', name: 'rainbow', imageUrl: 'https://example.test/r.png' }}
        isInstalled={false}
        isRecent={false}
        onSelect={() => {}}
      />,
    )
    const img = screen.getByRole('button').querySelector('img') as HTMLImageElement
    expect(img.getAttribute('src')).toBe('https://example.test/r.png')
    fireEvent.error(img)
    expect(screen.getByRole('button').querySelector('.foyer-wallet-icon')?.textContent).toBe('R')
  })
})
