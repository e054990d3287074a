// @vitest-environment node
import { createFoyer } from '@foyer/core'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

describe('server rendering', () => {
  it('imports without a DOM and renders the button, an open overlay as nothing, an embedded modal inline', async () => {
    expect(typeof document).toBe('undefined')
    const { ConnectButton, FoyerModal, FoyerProvider } = await import('./index.js')

    const overlay = createFoyer({ isMobile: false })
    overlay.open()
    const page = renderToString(
      createElement(
        FoyerProvider,
        { foyer: overlay },
        createElement(ConnectButton),
        createElement(FoyerModal),
      ),
    )
    expect(page).toContain('Connect wallet')
    expect(page).toContain('--foyer-font-size-base') // the stylesheet comes with the markup
    expect(page).not.toContain('role="dialog"') // portals need a document
    overlay.stop()

    const embedded = createFoyer({ isMobile: false, embedded: true })
    embedded.open('Connect')
    const inline = renderToString(
      createElement(FoyerProvider, { foyer: embedded }, createElement(FoyerModal)),
    )
    expect(inline).toContain('role="dialog"')
    // The visitor's light/dark setting is left to CSS, so this markup is the same for every visitor.
    expect(inline).toContain('data-theme="system"')
    embedded.stop()
  })

  it('renders a site locale loaded ahead (Arabic) on the server: its texts, lang and right to left', async () => {
    const { ConnectButton, FoyerModal, FoyerProvider, loadFoyerLocale } = await import('./index.js')
    await loadFoyerLocale('ar')
    const embedded = createFoyer({ isMobile: false, embedded: true })
    embedded.open('Connect')
    const page = renderToString(
      createElement(
        FoyerProvider,
        { foyer: embedded, locale: 'ar' },
        createElement(ConnectButton),
        createElement(FoyerModal),
      ),
    )
    expect(page).toContain('>ربط المحفظة</button>') // the page's button
    expect(page).toContain('>ربط المحفظة</h2>') // the modal's title
    expect(page).toContain('lang="ar" dir="rtl"')
    expect(page).not.toContain('Connect wallet')
    embedded.stop()
  })

  it('renders the button of a DeferredFoyerProvider without loading anything', async () => {
    const { AccountButton, DeferredFoyerProvider, FoyerModal } = await import('./index.js')
    let loads = 0
    const load = () => {
      loads++
      return Promise.reject(new Error('not on the server'))
    }
    const page = renderToString(
      createElement(DeferredFoyerProvider, { load }, createElement(AccountButton), createElement(FoyerModal)),
    )
    expect(page).toContain('Connect wallet')
    expect(loads).toBe(0)
  })
})
