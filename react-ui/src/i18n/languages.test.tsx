import { mainnet } from '@foyer/core'
import { mockAdapter } from '@foyer/core/mock'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountButton } from '../components/AccountButton.js'
import { ConnectButton } from '../components/ConnectButton.js'
import { FoyerProvider } from '../context/FoyerProvider.js'
import { FoyerModal } from '../FoyerModal.js'
import { afterNextPaint, renderFoyer } from '../test/render-foyer.js'
import { loadFoyerLocale } from './load-locale.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the modal in Arabic', () => {
  it('is right to left with Arabic texts, and the address stays left to right, isolated', async () => {
    const { foyer } = renderFoyer({
      adapters: [mockAdapter({ namespace: 'eip155', networks: [mainnet], address })],
      provider: { locale: 'ar' },
      ui: (
        <>
          <AccountButton />
          <FoyerModal />
        </>
      ),
    })
    // The Arabic chunk arrives, then the page's button speaks Arabic.
    fireEvent.click(await screen.findByRole('button', { name: 'ربط المحفظة' }))
    await afterNextPaint()
    const dialog = await screen.findByRole('dialog', { name: 'ربط المحفظة' })
    const root = dialog.closest('.foyer-root')
    expect(root?.getAttribute('dir')).toBe('rtl')
    expect(root?.getAttribute('lang')).toBe('ar')

    fireEvent.click(await within(dialog).findByRole('button', { name: /Mock Wallet/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    act(() => foyer.open('Account'))
    await afterNextPaint()
    const account = await screen.findByRole('dialog', { name: 'الحساب' })
    within(account).getByRole('button', { name: 'قطع الاتصال' })
    within(account).getByRole('button', { name: 'نسخ العنوان' })
    const heading = within(account).getByRole('heading', { name: '0xf39F…2266' })
    expect(heading.getAttribute('dir')).toBe('ltr')
    expect(heading.closest('[dir="rtl"]')).toBe(root)
    // Back and the chevrons point the other way; other icons (Close) do not.
    expect(account.querySelectorAll('svg[data-directional]').length).toBeGreaterThan(0)
    expect(
      within(account).getByRole('button', { name: 'إغلاق' }).querySelector('[data-directional]'),
    ).toBeNull()
  })
})

describe('the locale chosen', () => {
  it("without a site locale, follows the browser's languages once mounted", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'ja-JP'])
    renderFoyer()
    await screen.findByRole('button', { name: 'ウォレットを接続' })
  })

  it('for a browser whose first language is English, downloads neither the choice nor any texts', async () => {
    const chooseLocale = vi.fn(async () => 'ja' as const)
    vi.doMock('./choose-locale.js', () => ({ chooseLocale }))
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'ja-JP'])
    renderFoyer()
    await afterNextPaint()
    screen.getByRole('button', { name: 'Connect wallet' })
    expect(chooseLocale).not.toHaveBeenCalled()
    vi.doUnmock('./choose-locale.js')
  })

  it('a site text replaces the dictionary’s, whatever the locale', async () => {
    renderFoyer({ provider: { locale: 'en', messages: { 'Connect wallet': 'Sign in with a wallet' } } })
    screen.getByRole('button', { name: 'Sign in with a wallet' })
  })

  it('markup rendered on the server in Japanese hydrates without a difference', async () => {
    const { createFoyer, memoryStorage } = await import('@foyer/core')
    await loadFoyerLocale('ja')
    const foyer = createFoyer({ isMobile: false, embedded: true, storage: memoryStorage() })
    foyer.open('Connect')
    const app = () =>
      createElement(
        FoyerProvider,
        { foyer, locale: 'ja' },
        createElement(ConnectButton),
        createElement(FoyerModal),
      )
    const container = document.createElement('div')
    container.innerHTML = renderToString(app())
    const serverText = container.textContent
    expect(serverText).toContain('ウォレットを接続')
    document.body.append(container)
    const mismatches: unknown[] = []
    const root = await act(async () =>
      hydrateRoot(container, app(), { onRecoverableError: (error) => mismatches.push(error) }),
    )
    expect(mismatches).toEqual([])
    expect(container.querySelector('.foyer-root')?.getAttribute('lang')).toBe('ja')
    act(() => root.unmount())
    container.remove()
    foyer.stop()
  })
})
