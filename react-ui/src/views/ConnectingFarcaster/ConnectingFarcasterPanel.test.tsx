import type { FarcasterLoginViewModel } from '@foyer/core/embedded-wallet'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { socialLogos } from '../ConnectingSocial/social-logos.generated.js'
import { ConnectingFarcasterPanel } from './ConnectingFarcasterPanel.js'

afterEach(cleanup)

const URL = 'https://farcaster.example/~/sign-in?channelToken=t1'

function renderPanel(view: FarcasterLoginViewModel) {
  const intents: string[] = []
  render(
    <ConnectingFarcasterPanel
      view={view}
      onRetry={() => intents.push('retry')}
      onCancel={() => intents.push('cancel')}
    />,
  )
  return intents
}

describe('ConnectingFarcasterPanel', () => {
  it('announces the code being prepared while the frame is asked', () => {
    renderPanel({ step: 'starting', url: undefined, error: undefined })
    expect(screen.getByRole('status').textContent).toBe('Generating QR code')
    expect(screen.queryByTestId('farcaster-qr')).toBeNull()
  })

  it('shows the sign-in address as a QR code, a link to the app, Copy link and Cancel', () => {
    const intents = renderPanel({ step: 'awaitingApproval', url: URL, error: undefined })
    const qr = screen.getByTestId('farcaster-qr')
    expect(qr.getAttribute('data-uri')).toBe(URL)
    expect(screen.getByRole('img', { name: 'QR code to log in with Farcaster' })).toBeTruthy()
    const open = screen.getByRole('link', { name: 'Open Farcaster' })
    expect(open.getAttribute('href')).toBe(URL)
    expect(open.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(intents).toEqual(['cancel'])
  })

  it('shows the Farcaster logo beside the title, hidden from assistive technologies', () => {
    renderPanel({ step: 'starting', url: undefined, error: undefined })
    const logo = document.querySelector('.foyer-status-media svg')
    expect(logo?.querySelector('path')?.getAttribute('d')).toBe(socialLogos.farcaster.path)
    expect(logo?.getAttribute('aria-hidden')).toBe('true')
    expect(document.querySelector('.foyer-wallet-icon')).toBeNull()
  })

  it('waits with nothing to click once approved', () => {
    renderPanel({ step: 'connecting', url: undefined, error: undefined })
    expect(screen.getByRole('heading').textContent).toBe('Approved in Farcaster')
    expect(screen.getByRole('status').textContent).toBe('Loading your Farcaster account…')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows why it failed as an alert, and Try again, focused', () => {
    const intents = renderPanel({ step: 'failed', url: undefined, error: 'Failed to connect to farcaster' })
    expect(screen.getByRole('alert').textContent).toBe('Failed to connect to farcaster')
    const retry = screen.getByRole('button', { name: 'Try again' })
    expect(document.activeElement).toBe(retry)
    fireEvent.click(retry)
    expect(intents).toEqual(['retry'])
  })
})
