import { createFoyer, type Foyer, memoryStorage, type Network } from '@foyer/core'
import { eip155 } from '@foyer/core/eip155'
import { act, screen, within } from '@testing-library/react'
import { createElement } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountButton } from '../components/AccountButton.js'
import { FoyerProvider } from '../context/FoyerProvider.js'
import { FoyerModal } from '../FoyerModal.js'
import { loadFoyerLocale } from '../i18n/load-locale.js'

const devnet: Network<'eip155'> = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

// A wallet that never answers: the test only needs it to be found.
const provider = { request: () => new Promise(() => {}) }

/** Announces a wallet as extensions do (EIP-6963): now, and whenever the page asks. */
function announceWallet(name: string, rdns: string): () => void {
  const detail = Object.freeze({
    info: { uuid: crypto.randomUUID(), name, icon: 'data:image/svg+xml,<svg/>', rdns },
    provider,
  })
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  send()
  window.addEventListener('eip6963:requestProvider', send)
  return () => window.removeEventListener('eip6963:requestProvider', send)
}

/** Injects a wallet the legacy way, as `window.ethereum` (listed as "Browser Wallet"). */
function injectWallet(): () => void {
  Object.assign(window, { ethereum: provider })
  return () => Reflect.deleteProperty(window, 'ethereum')
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  vi.restoreAllMocks()
})

/** A Foyer as a page makes it, on the server or in the browser: embedded, open on Connect. */
function pageFoyer(): Foyer {
  const foyer = createFoyer({
    isMobile: false,
    embedded: true,
    storage: memoryStorage(),
    adapters: [eip155({ networks: [devnet] })],
  })
  foyer.open('Connect')
  cleanups.push(() => foyer.stop())
  return foyer
}

const page = (foyer: Foyer, locale?: string) =>
  createElement(FoyerProvider, { foyer, locale }, createElement(AccountButton), createElement(FoyerModal))

/**
 * The server's markup (made by a Foyer that found no wallet: a server has no browser), then the
 * browser's Foyer, which finds the visitor's wallet, hydrating it. Returns the React errors that
 * hydration reported and every console error.
 */
async function serverThenBrowser(
  locale?: string,
  addWallet = () => announceWallet('Visitor Wallet', 'test.foyer.visitor'),
) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(page(pageFoyer(), locale))
  const serverMarkup = container.innerHTML
  const serverDialog = container.querySelector('[role="dialog"]')
  document.body.append(container)
  cleanups.push(() => container.remove())

  cleanups.push(addWallet())
  const browserFoyer = pageFoyer()
  const recoverable: unknown[] = []
  const consoleErrors = vi.spyOn(console, 'error')
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(container, page(browserFoyer, locale), {
      onRecoverableError: (error) => recoverable.push(error),
    })
  })
  cleanups.push(() => act(() => root?.unmount()))
  // Hydrated, not rendered again: React keeps the server's elements when the first render matches.
  const keptServerMarkup =
    serverDialog !== null && container.querySelector('[role="dialog"]') === serverDialog
  return { container, serverMarkup, keptServerMarkup, recoverable, consoleErrors: consoleErrors.mock.calls }
}

describe('a page server-rendered with the modal open on Connect, hydrated where the visitor has a wallet', () => {
  it('hydrates without a difference, then lists the wallet without a click', async () => {
    const { container, serverMarkup, keptServerMarkup, recoverable, consoleErrors } =
      await serverThenBrowser()
    // The server found no wallet: its Connect view does not name the visitor's.
    expect(serverMarkup).toContain('role="dialog"')
    expect(serverMarkup).not.toContain('Visitor Wallet')
    expect(recoverable).toEqual([])
    expect(consoleErrors).toEqual([])
    expect(keptServerMarkup).toBe(true)
    // Right after hydration the browser's own wallets are listed.
    const dialog = within(container).getByRole('dialog', { name: 'Connect wallet' })
    await within(dialog).findByRole('button', { name: /Visitor Wallet/ })
  })

  it('in Arabic too (a site locale loaded ahead on both sides)', async () => {
    await loadFoyerLocale('ar')
    const { container, keptServerMarkup, recoverable, consoleErrors } = await serverThenBrowser('ar')
    expect(recoverable).toEqual([])
    expect(consoleErrors).toEqual([])
    expect(keptServerMarkup).toBe(true)
    const dialog = within(container).getByRole('dialog', { name: 'ربط المحفظة' })
    await within(dialog).findByRole('button', { name: /Visitor Wallet/ })
    expect(screen.getAllByRole('button', { name: 'ربط المحفظة' }).length).toBeGreaterThan(0)
  })

  it('with a wallet injected as window.ethereum, listed as Browser Wallet once hydrated', async () => {
    const { container, keptServerMarkup, recoverable, consoleErrors } = await serverThenBrowser(
      undefined,
      injectWallet,
    )
    expect(recoverable).toEqual([])
    expect(consoleErrors).toEqual([])
    expect(keptServerMarkup).toBe(true)
    const dialog = within(container).getByRole('dialog', { name: 'Connect wallet' })
    await within(dialog).findByRole('button', { name: /Browser Wallet/ })
  })
})
