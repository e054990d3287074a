import type { SocialLoginViewModel } from '@foyer/core/embedded-wallet'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectingSocialPanel } from './ConnectingSocialPanel.js'
import { socialLogos } from './social-logos.generated.js'

afterEach(cleanup)

function renderPanel(view: SocialLoginViewModel) {
  const intents: string[] = []
  render(
    <ConnectingSocialPanel
      view={view}
      provider="github"
      onRetry={() => intents.push('retry')}
      onCancel={() => intents.push('cancel')}
    />,
  )
  return intents
}

describe('ConnectingSocialPanel', () => {
  it('sends the visitor to the popup, as a status, with Cancel', () => {
    const intents = renderPanel({ step: 'inPopup', provider: 'github', error: undefined })
    expect(screen.getByRole('status').textContent).toBe('Log in with GitHub in the window that opened.')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(intents).toEqual(['cancel'])
  })

  it('says the provider’s page is coming where the login replaces the page (inside Telegram)', () => {
    renderPanel({ step: 'leavingPage', provider: 'github', error: undefined })
    expect(screen.getByRole('status').textContent).toBe('Taking you to GitHub…')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('says the login is being checked once the popup answered, with nothing to click', () => {
    renderPanel({ step: 'verifying', provider: 'github', error: undefined })
    expect(screen.getByRole('status').textContent).toBe('Logging you in with GitHub…')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows why it failed as an alert, and Try again, focused', () => {
    const intents = renderPanel({ step: 'failed', provider: 'github', error: 'Popup closed' })
    expect(screen.getByRole('alert').textContent).toBe('Popup closed')
    const retry = screen.getByRole('button', { name: 'Try again' })
    expect(document.activeElement).toBe(retry)
    fireEvent.click(retry)
    expect(intents).toEqual(['retry'])
  })

  it('names the provider the view was opened for before the login starts', () => {
    renderPanel({ step: 'idle', provider: undefined, error: undefined })
    expect(screen.getByRole('status').textContent).toContain('GitHub')
  })

  it('shows the provider’s logo, the login’s provider once one started', () => {
    renderPanel({ step: 'idle', provider: undefined, error: undefined })
    expect(document.querySelector('svg path')?.getAttribute('d')).toBe(socialLogos.github.path)
    cleanup()
    renderPanel({ step: 'inPopup', provider: 'discord', error: undefined })
    expect(document.querySelector('svg path')?.getAttribute('d')).toBe(socialLogos.discord.path)
    expect(document.querySelector('.foyer-wallet-icon')).toBeNull()
  })
})
