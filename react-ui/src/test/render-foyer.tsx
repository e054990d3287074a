import { type CreateFoyerOptions, createFoyer, type Foyer } from '@foyer/core'
import { act, cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach } from 'vitest'
import { ConnectButton } from '../components/ConnectButton.js'
import { FoyerProvider } from '../context/FoyerProvider.js'
import { FoyerModal } from '../FoyerModal.js'

const running: Foyer[] = []

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  for (const foyer of running.splice(0)) foyer.stop()
})

/**
 * Options of {@link renderFoyer}.
 *
 * @example
 * renderFoyer({ options: { themeMode: 'light' }, withAdapters: false })
 */
export type RenderFoyerOptions = {
  options?: CreateFoyerOptions
  /**
   * Tell the router a chain adapter is configured, so that opening shows Connect (SPEC §2). No adapter
   * exists yet, so the tests state that routing fact directly with the router's own event.
   */
  withAdapters?: boolean
  /** What to render inside the provider; a Connect button and the modal by default. */
  ui?: ReactNode
}

/**
 * Renders a real Foyer (no mocks) with a Connect button and the modal, and stops it after the test.
 *
 * @example
 * const { foyer } = renderFoyer({ withAdapters: true })
 * fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
 */
export function renderFoyer({ options, withAdapters = true, ui }: RenderFoyerOptions = {}) {
  // isMobile is fixed so the default view does not depend on the test runner's user agent.
  const foyer = createFoyer({ isMobile: false, ...options })
  running.push(foyer)
  if (withAdapters) foyer.router.send({ type: 'ROUTER.ENV', env: { hasAdapters: true } })
  const result = render(
    <FoyerProvider foyer={foyer}>
      {ui ?? (
        <>
          <ConnectButton />
          <FoyerModal />
        </>
      )}
    </FoyerProvider>,
  )
  return { foyer, ...result }
}

/**
 * Sends events to Foyer's actors from outside React, wrapped in `act` so React renders the result.
 *
 * @example
 * inAct(() => foyer.router.send({ type: 'ROUTER.PUSH', view: 'AllWallets' }))
 */
export function inAct(send: () => void): void {
  act(send)
}
