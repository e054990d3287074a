import type { AccountViewModel, NetworksViewModel } from '@foyer/core'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FoyerProvider } from '../context/FoyerProvider.js'
import { renderFoyer } from '../test/render-foyer.js'
import { AccountButtonBody } from './AccountButtonBody.js'
import { avatarGradient } from './Avatar.js'
import { NetworkButtonBody } from './NetworkButtonBody.js'
import { NetworkIcon, networkHue, networkMonogram } from './NetworkIcon.js'

afterEach(cleanup)

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const base = { caipNetworkId: 'eip155:8453', name: 'Base', isSupported: true } as const
const devnet = { caipNetworkId: 'eip155:31337', name: 'Foyer Devnet A', isSupported: true } as const

describe('avatarGradient', () => {
  it('is a pure function of the address, ignoring the case of hex addresses', () => {
    expect(avatarGradient(address)).toBe(avatarGradient(address))
    expect(avatarGradient(address)).toBe(avatarGradient(address.toLowerCase()))
    expect(avatarGradient(address)).toMatch(
      /^linear-gradient\(\d+deg, hsl\(\d+ 80% 62%\), hsl\(\d+ 72% 46%\)\)$/,
    )
  })

  it('spreads different addresses over different gradients', () => {
    const addresses = Array.from({ length: 50 }, (_, index) => `0x${index.toString(16).padStart(40, '0')}`)
    expect(new Set(addresses.map(avatarGradient)).size).toBeGreaterThan(45)
  })
})

describe('AccountButtonBody', () => {
  const connected: AccountViewModel = {
    status: 'connected',
    address,
    shortAddress: '0xf39F…2266',
    balance: { amount: '1.234', formatted: '1.234', symbol: 'ETH' },
    isBalanceLoading: false,
    accounts: [],
    otherAddresses: [],
    isAwaitingWallet: false,
  }

  it('shows the short address and balance, and opens on click', () => {
    let clicks = 0
    render(<AccountButtonBody view={connected} onClick={() => clicks++} />)
    const button = screen.getByRole('button', { name: '0xf39F…2266 1.234 ETH' })
    expect(button.hasAttribute('aria-busy')).toBe(false)
    expect(button.querySelector('.foyer-avatar')).toBeTruthy()
    fireEvent.click(button)
    expect(clicks).toBe(1)
  })

  it('shows the account’s name and picture in place of its address once known', () => {
    render(
      <AccountButtonBody
        view={connected}
        identity={{ name: 'vitalik.eth', avatarUrl: 'https://avatars.example/v.png' }}
        onClick={() => {}}
      />,
    )
    const button = screen.getByRole('button', { name: 'vitalik.eth 1.234 ETH' })
    expect(button.querySelector('.foyer-avatar img')?.getAttribute('src')).toBe(
      'https://avatars.example/v.png',
    )
  })

  it('leaves the balance out until it is known', () => {
    render(
      <AccountButtonBody
        view={{ ...connected, balance: undefined, isBalanceLoading: true }}
        onClick={() => {}}
      />,
    )
    expect(screen.getByRole('button').textContent).toBe('0xf39F…2266')
  })

  it('is busy while the connection is being restored', () => {
    render(
      <AccountButtonBody
        view={{
          status: 'connecting',
          isBalanceLoading: false,
          accounts: [],
          otherAddresses: [],
          isAwaitingWallet: false,
        }}
        onClick={() => {}}
      />,
    )
    const button = screen.getByRole('button', { name: 'Connecting…' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.querySelector('.foyer-spinner')).toBeTruthy()
  })
})

describe('NetworkButtonBody', () => {
  const view: NetworksViewModel = {
    active: base,
    networks: [{ ...base, isActive: true }],
    isUnsupported: false,
  }

  it("shows the active network's name", () => {
    let clicks = 0
    render(<NetworkButtonBody view={view} onClick={() => clicks++} />)
    const button = screen.getByRole('button', { name: 'Base' })
    expect(button.classList.contains('foyer-network-button--warning')).toBe(false)
    fireEvent.click(button)
    expect(clicks).toBe(1)
  })

  it('shows Unknown Network in the warning style on an unsupported network', () => {
    const active = { caipNetworkId: 'eip155:999999', name: 'Unknown Network', isSupported: false } as const
    render(<NetworkButtonBody view={{ ...view, active, isUnsupported: true }} onClick={() => {}} />)
    const button = screen.getByRole('button', { name: 'Unknown Network' })
    expect(button.classList.contains('foyer-network-button--warning')).toBe(true)
    expect(button.querySelector('.foyer-network-icon--warning')).toBeTruthy()
  })
})

describe('NetworkIcon', () => {
  it('falls back to the network monogram when the image fails to load', async () => {
    const { container } = render(
      <NetworkIcon network={{ ...devnet, imageUrl: 'https://example.test/a.png' }} />,
    )
    const img = container.querySelector('img') as HTMLImageElement
    expect(img.getAttribute('alt')).toBe('')
    fireEvent.error(img)
    expect(container.querySelector('img')).toBeNull()
    await waitFor(() =>
      expect(container.querySelector('.foyer-network-icon--monogram')?.textContent).toBe('FA'),
    )
  })

  it('shows a globe only when there is no network at all', () => {
    const { container } = render(<NetworkIcon network={undefined} />)
    expect(container.querySelector('.foyer-network-icon svg')).toBeTruthy()
  })

  it("fetches the logo named by imageId with the wallet directory's assetImage for a network Foyer has no logo of, and shows it", async () => {
    const { foyer } = renderFoyer({ ui: <></> })
    const asked: string[] = []
    const withAssets = Object.assign(Object.create(foyer), {
      assetImage: async (imageId: string) => {
        asked.push(imageId)
        return `https://assets.test/${imageId}.png`
      },
    })
    cleanup()
    const { container } = render(
      <FoyerProvider foyer={withAssets}>
        <NetworkIcon network={{ ...devnet, imageId: 'devnet-logo' }} />
      </FoyerProvider>,
    )
    // The monogram stands in while the logo loads.
    await waitFor(() =>
      expect(container.querySelector('.foyer-network-icon--monogram')?.textContent).toBe('FA'),
    )
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toBe('https://assets.test/devnet-logo.png'),
    )
    expect(asked).toEqual(['devnet-logo'])
  })
})

describe('network monograms', () => {
  it('take the first letters of the first and last words, so sibling networks differ', () => {
    expect(networkMonogram('Foyer Devnet A')).toBe('FA')
    expect(networkMonogram('Foyer Devnet B')).toBe('FB')
    expect(networkMonogram('Ethereum')).toBe('E')
    expect(networkMonogram('  ')).toBe('?')
  })

  it('get a hue from the name, stable and spread out', () => {
    expect(networkHue('Foyer Devnet A')).toBe(networkHue('Foyer Devnet A'))
    const hues = new Set(
      ['Foyer Devnet A', 'Foyer Devnet B', 'Base', 'Polygon', 'Arbitrum One'].map(networkHue),
    )
    expect(hues.size).toBe(5)
    for (const hue of hues) expect(hue).toBeGreaterThanOrEqual(0)
    for (const hue of hues) expect(hue).toBeLessThan(360)
  })
})
