import { socialProviders } from '@foyer/core'
import { embeddedWallet } from '@foyer/core/embedded-wallet'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderFoyer } from '../../test/render-foyer.js'
import { spokenText } from '../../test/spoken-text.js'
import { socialLogos } from '../ConnectingSocial/social-logos.generated.js'
import { socialNames } from '../ConnectingSocial/social-names.js'
import { SocialMethod } from './SocialMethod.js'

function renderSocialMethod() {
  renderFoyer({
    options: { modules: [embeddedWallet({ frameUrl: 'https://login.example/frame' })] },
    ui: <SocialMethod providers={socialProviders} />,
  })
  return screen.getAllByRole('button')
}

describe('SocialMethod', () => {
  it("names each button 'Continue with <provider>', the logo adding nothing to the name", () => {
    const buttons = renderSocialMethod()
    // Read as a screen reader does (aria-hidden parts left out). Testing Library's own name
    // computation (dom-accessibility-api) drops the space that ends the visually hidden
    // "Continue with " and gives "Continue withGoogle", so it is matched loosely below.
    expect(buttons.map(spokenText)).toEqual(
      socialProviders.map((provider) => `Continue with ${socialNames[provider]}`),
    )
    for (const provider of socialProviders) {
      const name = new RegExp(`^Continue with ?${socialNames[provider]}$`)
      expect(screen.getByRole('button', { name })).toBeTruthy()
    }
  })

  it("shows each provider's logo, not a monogram, hidden from assistive technologies", () => {
    const buttons = renderSocialMethod()
    socialProviders.forEach((provider, index) => {
      const button = buttons[index]
      const logo = button?.querySelector('svg')
      expect(logo?.querySelector('path')?.getAttribute('d')).toBe(socialLogos[provider].path)
      expect(logo?.querySelector('rect')?.getAttribute('fill')).toBe(socialLogos[provider].hex)
      expect(logo?.getAttribute('aria-hidden')).toBe('true')
      expect(button?.querySelector('.foyer-wallet-icon')).toBeNull()
    })
  })
})
