import { describe, expect, it } from 'vitest'
import { type AnnouncedWallet, mergeInjectedConnectors } from './discovery.js'

const icon = 'data:image/svg+xml,<svg/>'
const provider = () => ({ request: async () => null })

function announced(rdns: string, name: string, wallet = provider()): AnnouncedWallet {
  return { info: { uuid: `${rdns}-uuid`, name, icon, rdns }, provider: wallet }
}

describe('mergeInjectedConnectors', () => {
  it('makes an ANNOUNCED connector per announced wallet, keyed by rdns', () => {
    const metamask = announced('io.metamask', 'MetaMask')
    expect(mergeInjectedConnectors([metamask], undefined)).toEqual([
      {
        id: 'io.metamask',
        name: 'MetaMask',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: icon,
        info: { rdns: 'io.metamask', icon },
        provider: metamask.provider,
      },
    ])
  })

  it('keeps the first of two announcements with the same rdns', () => {
    const first = announced('io.metamask', 'MetaMask')
    const second = announced('io.metamask', 'MetaMask (again)')
    const connectors = mergeInjectedConnectors([first, second], undefined)
    expect(connectors).toHaveLength(1)
    expect(connectors[0]?.provider).toBe(first.provider)
  })

  it('adds window.ethereum as "Browser Wallet" when no announced wallet is the same object', () => {
    const legacy = provider()
    const connectors = mergeInjectedConnectors([announced('io.metamask', 'MetaMask')], legacy)
    expect(connectors.map((c) => [c.id, c.name, c.type])).toEqual([
      ['io.metamask', 'MetaMask', 'ANNOUNCED'],
      ['injected', 'Browser Wallet', 'INJECTED'],
    ])
    expect(connectors[1]?.provider).toBe(legacy)
  })

  it('leaves window.ethereum out when an announced wallet is that very provider', () => {
    const shared = provider()
    const connectors = mergeInjectedConnectors([announced('io.metamask', 'MetaMask', shared)], shared)
    expect(connectors.map((c) => c.id)).toEqual(['io.metamask'])
  })

  it('ignores a window.ethereum that is not an object', () => {
    expect(mergeInjectedConnectors([], 'not a provider')).toEqual([])
    expect(mergeInjectedConnectors([], null)).toEqual([])
  })

  it('renames Trust Wallet to "Trust", by rdns or by name (SPEC §9)', () => {
    const connectors = mergeInjectedConnectors(
      [announced('com.trustwallet.app', 'Trust Wallet Extension'), announced('other.trust', 'Trust Wallet')],
      undefined,
    )
    expect(connectors.map((c) => c.name)).toEqual(['Trust', 'Trust'])
  })

  it('does not let an announced wallet with rdns "injected" be shadowed by window.ethereum', () => {
    const odd = announced('injected', 'Odd Wallet')
    const connectors = mergeInjectedConnectors([odd], provider())
    expect(connectors.map((c) => c.name)).toEqual(['Odd Wallet'])
  })
})
