import { cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WalletImage, walletInitials } from './WalletImage.js'

afterEach(cleanup)

describe('walletInitials', () => {
  it('takes the first letter of the first two words, upper-cased', () => {
    expect(walletInitials('Trust Wallet')).toBe('TW')
    expect(walletInitials('MetaMask')).toBe('M')
    expect(walletInitials('  okx  wallet  extension ')).toBe('OW')
    expect(walletInitials('🦊 Fox')).toBe('🦊F')
    expect(walletInitials('   ')).toBe('?')
  })
})

describe('WalletImage', () => {
  it('shows the image as decoration, and the initials when it fails or is missing', () => {
    const { container, rerender } = render(<WalletImage name="Trust Wallet" src="https://a.test/1.png" />)
    const image = container.querySelector('img')
    expect(image?.getAttribute('alt')).toBe('')
    expect(image?.getAttribute('width')).toBe('40')
    fireEvent.error(image as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
    const initials = container.querySelector('.foyer-wallet-icon')
    expect(initials?.textContent).toBe('TW')
    expect(initials?.getAttribute('aria-hidden')).toBe('true')

    // A new address gets its own chance to load.
    rerender(<WalletImage name="Trust Wallet" src="https://a.test/2.png" />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://a.test/2.png')
    rerender(<WalletImage name="Trust Wallet" src={undefined} size={48} />)
    expect(container.querySelector('.foyer-wallet-icon')?.textContent).toBe('TW')
  })
})
