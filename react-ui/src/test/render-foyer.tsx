import {
  type AnyChainAdapter,
  type CreateFoyerOptions,
  createFoyer,
  type Foyer,
  mainnet,
  memoryStorage,
} from '@foyer/core'
import { mockAdapter } from '@foyer/core/mock'
import { act, cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach } from 'vitest'
import { ConnectButton } from '../components/ConnectButton.js'
import { FoyerProvider, type FoyerProviderProps } from '../context/FoyerProvider.js'
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
 * renderFoyer({ adapters: [mockAdapter({ namespace: 'eip155', networks: [mainnet], address })] })
 */
export type RenderFoyerOptions = {
  options?: CreateFoyerOptions
  /** The chain adapters to configure, e.g. mock adapters from `@foyer/core/mock`. */
  adapters?: readonly AnyChainAdapter[]
  /**
   * Without `adapters`: configure one EVM mock adapter that finds no wallet, so that opening shows
   * Connect (SPEC §2: with adapters configured) and the Connect view is empty; false configures none.
   */
  withAdapters?: boolean
  /** What to render inside the provider; a Connect button and the modal by default. */
  ui?: ReactNode
  /** The provider's style and language props (`styleNonce`, `injectStyles`, `locale`, `messages`). */
  provider?: Pick<FoyerProviderProps, 'styleNonce' | 'injectStyles' | 'locale' | 'messages'>
}

/** An EVM adapter whose mock wallet is never found: adapters are configured, the Connect view is empty. */
function emptyEvmAdapter(): AnyChainAdapter {
  return mockAdapter({
    namespace: 'eip155',
    networks: [mainnet],
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    connectors: [],
  })
}

/**
 * Renders a real Foyer (its chain adapters are mock wallets) with a Connect button and the modal, and
 * stops it after the test. Storage is in memory, so tests never share a stored connection.
 *
 * @example
 * const { foyer } = renderFoyer({ withAdapters: true })
 * fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
 */
export function renderFoyer({
  options,
  adapters,
  withAdapters = true,
  ui,
  provider,
}: RenderFoyerOptions = {}) {
  // isMobile is fixed so the default view does not depend on the test runner's user agent.
  const foyer = createFoyer({
    isMobile: false,
    storage: memoryStorage(),
    adapters: adapters ?? (withAdapters ? [emptyEvmAdapter()] : []),
    ...options,
  })
  running.push(foyer)
  const result = render(
    <FoyerProvider foyer={foyer} {...provider}>
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
 * Calls Foyer's intents (or sends events to its actors) from outside React, wrapped in `act` so React
 * renders the result.
 *
 * @example
 * inAct(() => foyer.pushView('AllWallets'))
 */
export function inAct(send: () => void): void {
  act(send)
}

/**
 * Lets the browser paint a frame: its frame callbacks run, then a task. A modal shown first on a
 * click (standing by with the view the open shows) has its open processed by then.
 *
 * @example
 * fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
 * await afterNextPaint()
 */
export async function afterNextPaint(): Promise<void> {
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
}
