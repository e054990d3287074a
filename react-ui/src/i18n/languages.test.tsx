import { mainnet, networks, selectPayView } from '@foyer/core'
import { psbtPreview } from '@foyer/core/bip122'
import { mockAdapter } from '@foyer/core/mock'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountButton } from '../components/AccountButton.js'
import { ConnectButton } from '../components/ConnectButton.js'
import { FoyerProvider } from '../context/FoyerProvider.js'
import { FoyerModal } from '../FoyerModal.js'
import { PayPanel } from '../modules/pay/PayPanel.js'
import { afterNextPaint, renderFoyer } from '../test/render-foyer.js'
import { wholeText } from '../test/whole-text.js'
import { ApproveTransactionPanel } from '../views/ApproveTransaction/ApproveTransactionPanel.js'
import { EmailLoginPanel } from '../views/EmailLogin/EmailLoginPanel.js'
import { I18nProvider } from './I18nProvider.js'
import { loadFoyerLocale } from './load-locale.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

afterEach(() => {
  cleanup()
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

describe('icons that point somewhere', () => {
  // The Back button's chevron, as the browser draws it: mirrored in a right-to-left modal, as is;
  // Close's cross is never mirrored.
  const backAndClose = async (locale: 'ar' | 'en', back: string, close: string) => {
    if (locale !== 'en') await loadFoyerLocale(locale)
    const { foyer } = renderFoyer({ provider: { locale } })
    act(() => foyer.open('Connect'))
    act(() => foyer.pushView({ name: 'GetWallet' }))
    await afterNextPaint()
    const dialog = await screen.findByRole('dialog')
    const iconOf = (name: string) => within(dialog).getByRole('button', { name }).querySelector('svg')
    const transformOf = (name: string) => getComputedStyle(iconOf(name) as Element).transform
    return { back: transformOf(back), close: transformOf(close) }
  }

  it('in Arabic, the Back chevron is mirrored and the Close cross is not', async () => {
    expect(await backAndClose('ar', 'رجوع', 'إغلاق')).toEqual({ back: 'scaleX(-1)', close: '' })
  })

  it('in English, neither is mirrored', async () => {
    expect(await backAndClose('en', 'Back', 'Close')).toEqual({ back: '', close: '' })
  })
})

describe('the locale chosen', () => {
  it("without a site locale, follows the browser's languages once mounted", async () => {
    // Klingon has no texts: the next language, Swiss French, reads French.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['tlh', 'fr-CH', 'ja-JP'])
    renderFoyer()
    await screen.findByRole('button', { name: 'Connecter un portefeuille' })
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

describe('the login, transaction and payment views in other languages', () => {
  const nothing = () => undefined

  it('the email code step in Spanish: its label with the address, Continue and Send another', async () => {
    await loadFoyerLocale('es')
    render(
      <I18nProvider locale="es">
        <EmailLoginPanel
          view={{ step: 'enterCode', email: 'ada@example.com', error: undefined }}
          onEmail={nothing}
          onCode={nothing}
          onResend={nothing}
        />
      </I18nProvider>,
    )
    screen.getByLabelText('Introduce el código enviado a ada@example.com')
    screen.getByRole('button', { name: 'Continuar' })
    screen.getByRole('button', { name: 'Enviar otro' })
  })

  it('the transactions still waiting counted by Arabic plural rules (two is its own form)', async () => {
    await loadFoyerLocale('ar')
    const preview = psbtPreview(
      {
        txid: 'ab'.repeat(32),
        inputs: [],
        outputs: [],
        fee: 500n,
        vsize: 153,
        feeRate: 3.3,
        walletSpends: 0n,
        unprovenInputs: [],
        refusals: [],
        warnings: [],
      },
      networks.bitcoin,
      true,
    )
    const panel = (queued: number) => (
      <I18nProvider locale="ar">
        <ApproveTransactionPanel
          view={{ status: 'signing', preview, queued }}
          onApprove={nothing}
          onReject={nothing}
        />
      </I18nProvider>
    )
    const { rerender } = render(panel(2))
    screen.getByText('معاملتان أخريان تنتظران بعد هذه')
    screen.getByRole('button', { name: 'إلغاء' })
    rerender(panel(5))
    // The count in the locale's digits, as every count the dictionary fills.
    screen.getByText(`${new Intl.NumberFormat('ar').format(5)} معاملات أخرى تنتظر بعد هذه`)
  })

  it('the payment asked of the wallet in Hebrew, its amount as given, left to right inside the sentence', async () => {
    await loadFoyerLocale('he')
    render(
      <I18nProvider locale="he">
        <PayPanel
          view={{ ...selectPayView(undefined), status: 'sending', amount: '0.01 ETH', canApprove: false }}
          intents={{ approve: nothing, choose: nothing, cancel: nothing, close: nothing }}
        />
      </I18nProvider>,
    )
    const sentence = screen.getByText(wholeText('יש לאשר בארנק את התשלום של 0.01 ETH'))
    expect(within(sentence).getByText('0.01 ETH').closest('bdi')?.getAttribute('dir')).toBe('ltr')
    screen.getByRole('button', { name: 'ביטול' })
  })
})
