import { type SocialProvider, socialProviders } from '@foyer/core'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SocialLogo } from './SocialLogo.js'
import { socialLogos } from './social-logos.generated.js'

afterEach(cleanup)

function renderLogo(provider: SocialProvider, size = 24) {
  const { container } = render(<SocialLogo provider={provider} size={size} />)
  const svg = container.querySelector('svg')
  if (!svg) throw new Error(`no svg for ${provider}`)
  return svg
}

describe('SocialLogo', () => {
  it.each(socialProviders)("draws %s's mark in white on a tile of its brand colour", (provider) => {
    const svg = renderLogo(provider)
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24')
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe(socialLogos[provider].hex)
    const mark = svg.querySelector('path')
    expect(mark?.getAttribute('d')).toBe(socialLogos[provider].path)
    expect(mark?.getAttribute('fill')).toBe('#FFFFFF')
    // The mark is shrunk inside the tile, so it keeps a margin on every side.
    expect(mark?.getAttribute('transform')).toMatch(/scale\(0\.\d+\)/)
  })

  it.each(socialProviders)(
    "hides %s's logo from assistive technologies (its name is written beside it)",
    (provider) => {
      const svg = renderLogo(provider)
      expect(svg.getAttribute('aria-hidden')).toBe('true')
      expect(svg.getAttribute('focusable')).toBe('false')
      expect(svg.querySelector('title')).toBeNull()
    },
  )

  it('is as large as asked', () => {
    const svg = renderLogo('github', 64)
    expect(svg.getAttribute('width')).toBe('64')
    expect(svg.getAttribute('height')).toBe('64')
  })

  it('has a distinct mark and a brand colour for every provider', () => {
    expect(Object.keys(socialLogos)).toEqual([...socialProviders])
    const paths = socialProviders.map((provider) => socialLogos[provider].path)
    expect(new Set(paths).size).toBe(socialProviders.length)
    for (const provider of socialProviders) expect(socialLogos[provider].hex).toMatch(/^#[0-9A-F]{6}$/)
    // Spot checks that the marks are the providers' own, not placeholders.
    expect(socialLogos.google.hex).toBe('#4285F4')
    expect(socialLogos.discord.hex).toBe('#5865F2')
  })
})
