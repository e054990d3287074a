import { describe, expect, it } from 'vitest'
import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import { solanaWalletBrowserLink } from '../../chains/solana/solana.wallet-browser.js'
import type { Connector } from '../../connectors/connector.types.js'
import { leadingNamespace, walletBrowserLinkOf } from './pairing.rules.js'

const phantom: DirectoryWallet = { id: 'phantom', name: 'Phantom', rdns: 'app.phantom' }
const rainbow: DirectoryWallet = { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' }
const pageUrl = 'https://app.example.com/mint?step=2'
const injectedSolana: Connector = { id: 'Backpack', name: 'Backpack', type: 'ANNOUNCED', chain: 'solana' }
const injectedEvm: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }

describe('a Solana wallet opening the site in its own browser, on a phone', () => {
  it("Phantom's and Solflare's universal links carry the page and its origin, encoded", () => {
    expect(solanaWalletBrowserLink(phantom, pageUrl)).toBe(
      'https://phantom.app/ul/browse/https%3A%2F%2Fapp.example.com%2Fmint%3Fstep%3D2?ref=https%3A%2F%2Fapp.example.com',
    )
    expect(solanaWalletBrowserLink({ id: 's', name: 'Solflare', rdns: 'com.solflare' }, pageUrl)).toBe(
      'https://solflare.com/ul/v1/browse/https%3A%2F%2Fapp.example.com%2Fmint%3Fstep%3D2?ref=https%3A%2F%2Fapp.example.com',
    )
    expect(solanaWalletBrowserLink(rainbow, pageUrl)).toBeUndefined()
  })

  it('is offered only on a phone, on Solana, for a wallet that has such a link, with no Solana wallet in this browser', () => {
    const link = (namespace: string, wallet: DirectoryWallet) =>
      namespace === 'solana' ? solanaWalletBrowserLink(wallet, pageUrl) : undefined
    const base = {
      isMobile: true,
      namespace: 'solana' as const,
      connectors: [injectedEvm],
      wallet: phantom,
      link,
    }
    expect(walletBrowserLinkOf(base)).toMatch(/^https:\/\/phantom\.app\/ul\/browse\//)
    expect(walletBrowserLinkOf({ ...base, isMobile: false })).toBeUndefined()
    expect(walletBrowserLinkOf({ ...base, namespace: 'eip155' })).toBeUndefined()
    expect(walletBrowserLinkOf({ ...base, wallet: rainbow })).toBeUndefined()
    expect(walletBrowserLinkOf({ ...base, connectors: [injectedSolana] })).toBeUndefined()
    expect(walletBrowserLinkOf({ ...base, link: undefined })).toBeUndefined()
  })
})

describe('which namespace of a session takes the active one', () => {
  it('the namespace the visitor paired from when the wallet approved it, else the session’s first', () => {
    expect(leadingNamespace(['eip155', 'bip122'], 'bip122')).toBe('bip122')
    expect(leadingNamespace(['eip155', 'bip122'], 'eip155')).toBe('eip155')
    expect(leadingNamespace(['eip155', 'bip122'], 'solana')).toBe('eip155')
    expect(leadingNamespace(['bip122'], undefined)).toBe('bip122')
    expect(leadingNamespace([], 'eip155')).toBeUndefined()
  })
})
