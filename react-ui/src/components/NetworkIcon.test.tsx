import { networks } from '@foyer/core'
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NetworkIcon, type NetworkIconProps } from './NetworkIcon.js'
import { logos as bitcoinLogos } from './network-logos/bip122.generated.js'
import { logos as cosmosLogos } from './network-logos/cosmos.generated.js'
import { logos as evmLogos } from './network-logos/eip155.generated.js'
import { loadedNetworkLogos, loadNetworkLogos } from './network-logos/network-logos.js'
import { logos as polkadotLogos } from './network-logos/polkadot.generated.js'
import { logos as solanaLogos } from './network-logos/solana.generated.js'

afterEach(cleanup)

type Badge = NonNullable<NetworkIconProps['network']>

const badge = (network: { caipNetworkId: Badge['caipNetworkId']; name: string }): Badge => ({
  caipNetworkId: network.caipNetworkId,
  name: network.name,
  isSupported: true,
})

/** The drawn logo's paths, once the namespace's logos have loaded. */
async function logoPaths(container: HTMLElement): Promise<string[]> {
  const svg = await waitFor(() => {
    const found = container.querySelector('svg.foyer-network-icon--logo')
    if (!found) throw new Error('no logo drawn yet')
    return found
  })
  return [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d') ?? '')
}

/** WCAG 2.x contrast of two `#RRGGBB` colours, to check each mark reads on its disc. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

describe('NetworkIcon with the logos Foyer ships', () => {
  it("draws a known network's logo, hidden from assistive technologies (its name is beside it)", async () => {
    const { container } = render(<NetworkIcon network={badge(networks.mainnet)} size={32} />)
    expect(await logoPaths(container)).toEqual(evmLogos['eip155:1']?.paths.map((path) => path.d))
    const svg = container.querySelector('svg') as SVGSVGElement
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(svg.getAttribute('role')).toBeNull()
    expect(svg.getAttribute('width')).toBe('32')
    // The disc in Ethereum's grey, the mark in white on it: it reads on the dark theme too.
    expect(svg.querySelector('circle')?.getAttribute('fill')).toBe('#3C3C3D')
    expect(svg.querySelector('path')?.getAttribute('fill')).toBe('#FFFFFF')
    expect(container.querySelector('.foyer-network-icon--monogram')).toBeNull()
  })

  it('shows the monogram for a network the site defines without a logo', async () => {
    const devnet = { caipNetworkId: 'eip155:31337', name: 'Foyer Devnet A', isSupported: true } as const
    const { container } = render(<NetworkIcon network={devnet} />)
    await waitFor(() =>
      expect(container.querySelector('.foyer-network-icon--monogram')?.textContent).toBe('FA'),
    )
    expect(container.querySelector('svg')).toBeNull()
  })

  it("puts the site's own image first, and Foyer's logo in its place when that image fails", async () => {
    const network = { ...badge(networks.base), imageUrl: 'https://example.test/base.png' }
    const { container } = render(<NetworkIcon network={network} />)
    const img = container.querySelector('img') as HTMLImageElement
    expect(img.getAttribute('src')).toBe('https://example.test/base.png')
    fireEvent.error(img)
    expect(await logoPaths(container)).toEqual(evmLogos['eip155:8453']?.paths.map((path) => path.d))
  })

  it('names the network when it is not decorative (no name beside it)', async () => {
    const { container } = render(<NetworkIcon network={badge(networks.polygon)} decorative={false} />)
    await logoPaths(container)
    const svg = container.querySelector('svg') as SVGSVGElement
    expect(svg.getAttribute('role')).toBe('img')
    expect(svg.getAttribute('aria-label')).toBe('Polygon')
    expect(svg.getAttribute('aria-hidden')).toBeNull()
    cleanup()
    const devnet = { caipNetworkId: 'eip155:31337', name: 'Foyer Devnet A', isSupported: true } as const
    const monogram = render(<NetworkIcon network={devnet} decorative={false} />).container
    await waitFor(() =>
      expect(monogram.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(devnet.name),
    )
  })

  it('draws a round mark (Bitcoin) whole in its colour, over white that shows through its cut-outs', async () => {
    const { container } = render(<NetworkIcon network={badge(networks.bitcoin)} />)
    expect(await logoPaths(container)).toEqual(
      bitcoinLogos[networks.bitcoin.caipNetworkId]?.paths.map((p) => p.d),
    )
    const svg = container.querySelector('svg') as SVGSVGElement
    expect(svg.querySelector('circle')?.getAttribute('fill')).toBe('#FFFFFF')
    expect(svg.querySelector('path')?.getAttribute('fill')).toBe('#F7931A')
  })

  it('keeps the fill rule of marks drawn with even-odd holes', async () => {
    const { container } = render(<NetworkIcon network={badge(networks.zksync)} />)
    await logoPaths(container)
    expect(container.querySelector('path')?.getAttribute('fill-rule')).toBe('evenodd')
  })
})

describe("the logos' modules", () => {
  it('has a logo for every network Foyer defines, in the module of its namespace', async () => {
    for (const network of Object.values(networks)) {
      const logos = await loadNetworkLogos(network.caipNetworkId)
      expect(logos[network.caipNetworkId], network.name).toBeDefined()
      expect(loadedNetworkLogos(network.caipNetworkId)).toBe(logos)
    }
  })

  it("keeps each namespace's logos in its own module, so an EVM-only site loads none of the others", () => {
    const modules = {
      eip155: evmLogos,
      solana: solanaLogos,
      bip122: bitcoinLogos,
      polkadot: polkadotLogos,
      cosmos: cosmosLogos,
    }
    for (const [namespace, logos] of Object.entries(modules)) {
      expect(Object.keys(logos).length, namespace).toBeGreaterThan(0)
      for (const id of Object.keys(logos)) expect(id.startsWith(`${namespace}:`), id).toBe(true)
    }
    expect(Object.keys(polkadotLogos)).toEqual(['polkadot:91b171bb158e2d3848fa23a9f1c25182'])
    expect(Object.keys(cosmosLogos)).toEqual(['cosmos:cosmoshub-4', 'cosmos:osmosis-1'])
  })

  it('has nothing to load for a namespace without logos', () => {
    expect(loadedNetworkLogos('unknown:1')).toEqual({})
  })

  it('draws every mark so it reads on its disc, in the light and the dark theme alike', () => {
    const all = [evmLogos, solanaLogos, bitcoinLogos, polkadotLogos, cosmosLogos].flatMap(Object.values)
    for (const logo of all) {
      expect(logo.hex).toMatch(/^#[0-9A-F]{6}$/)
      // A round mark's ink is the white of its cut-outs (Bitcoin's ₿, OP's letters), as its brand draws it.
      if (!logo.round) expect(contrast(logo.ink, logo.hex)).toBeGreaterThanOrEqual(3)
    }
    // BNB Chain's yellow is too light for a white mark: its mark is black.
    expect(evmLogos[`eip155:${networks.bsc.id}`]?.ink).toBe('#000000')
  })
})
