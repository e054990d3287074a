import { selectModalView } from '@foyer/core/advanced'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FoyerModal } from './FoyerModal.js'
import { useModal } from './hooks/useModal.js'
import { afterNextPaint, inAct, renderFoyer } from './test/render-foyer.js'

const openButton = () => screen.getByRole('button', { name: 'Connect wallet' })

describe('FoyerModal', () => {
  it('stands by while closed: rendered ahead of the click, but unreachable, unseen and unheard', () => {
    const { baseElement } = renderFoyer()
    expect(screen.queryByRole('dialog')).toBeNull()
    // The toasts' region comes with the first toast: the only Foyer layer is the standing-by frame.
    const [root, ...others] = baseElement.querySelectorAll<HTMLElement>('.foyer-root')
    expect(others).toHaveLength(0)
    expect(root?.dataset.standby).toBe('true')
    expect(root?.getAttribute('aria-hidden')).toBe('true')
    expect(root?.hasAttribute('inert')).toBe(true)
    // It holds the next open's view, and the page behind stays the visitor's.
    expect(root?.querySelector('[role="dialog"]')?.getAttribute('data-view')).toBe('Connect')
    expect(document.body.style.overflow).toBe('')
    expect(openButton().closest('[inert]')).toBeNull()

    fireEvent.click(openButton())
    expect(screen.getByRole('dialog').closest('.foyer-root')).toBe(root)
    expect(root?.hasAttribute('data-standby')).toBe(false)
    expect(root?.hasAttribute('inert')).toBe(false)
    expect(root?.hasAttribute('aria-hidden')).toBe(false)

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(root?.dataset.standby).toBe('true')
    expect(root?.hasAttribute('inert')).toBe(true)
    expect(document.body.style.overflow).toBe('')
  })

  it('does not stand by when embedded in the page, where it would take room', () => {
    renderFoyer({ options: { embedded: true } })
    expect(document.querySelector('.foyer-root')).toBeNull()
  })

  it('opens from the Connect button on the Connect view, as a labelled modal dialog portalled to body', () => {
    const { container } = renderFoyer()
    fireEvent.click(openButton())
    const dialog = screen.getByRole('dialog', { name: 'Connect wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.dataset.view).toBe('Connect')
    expect(within(dialog).getByText('No wallets found')).toBeTruthy()
    // Portalled: outside the React root's container, directly under <body>.
    expect(container.contains(dialog)).toBe(false)
    expect(dialog.closest('.foyer-root')?.parentElement).toBe(document.body)
  })

  it('shows the view the router chose when no adapter is configured (SPEC §2 default view)', async () => {
    renderFoyer({ withAdapters: false })
    fireEvent.click(openButton())
    const dialog = screen.getByRole('dialog')
    expect(dialog.dataset.view).toBe('ConnectingWalletConnectBasic')
    // A lazily loaded view: its content follows its chunk.
    expect(await within(dialog).findByText('WalletConnect is not set up')).toBeTruthy()
  })

  it('closes from the Close button and from a click on the backdrop', () => {
    const { baseElement } = renderFoyer()
    fireEvent.click(openButton())
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(openButton())
    const backdrop = baseElement.querySelector('.foyer-backdrop')
    expect(backdrop).not.toBeNull()
    fireEvent.click(backdrop as Element)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows Back only when the router can go back, and Back navigates', async () => {
    const { foyer } = renderFoyer()
    fireEvent.click(openButton())
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()

    inAct(() => foyer.router.send({ type: 'ROUTER.PUSH', view: 'AllWallets' }))
    const dialog = screen.getByRole('dialog', { name: 'All wallets' })
    expect(await within(dialog).findByText('Wallet directory not configured')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))

    expect(screen.getByRole('dialog').dataset.view).toBe('Connect')
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    // The Back button is gone with its view: focus must not fall out of the dialog.
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true)
  })

  it('shows a loading state while the modal is loading', () => {
    const { foyer } = renderFoyer()
    fireEvent.click(openButton())
    inAct(() => foyer.modal.send({ type: 'MODAL.SET_LOADING', loading: true }))
    const body = screen.getByRole('dialog').querySelector('.foyer-body')
    expect(body?.getAttribute('aria-busy')).toBe('true')
    expect(within(body as HTMLElement).getByText('Loading…')).toBeTruthy()
    inAct(() => foyer.modal.send({ type: 'MODAL.SET_LOADING', loading: false }))
    expect(body?.hasAttribute('aria-busy')).toBe(false)
    expect(within(body as HTMLElement).queryByText('Loading…')).toBeNull()
  })
})

describe('FoyerModal placement', () => {
  it('renders in place, without backdrop or modal semantics, when Foyer is embedded', () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const { foyer, container } = renderFoyer({ options: { embedded: true } })
    inAct(() => foyer.open('Connect'))
    const dialog = screen.getByRole('dialog')
    expect(container.contains(dialog)).toBe(true)
    expect(container.querySelector('.foyer-backdrop')).toBeNull()
    expect(dialog.hasAttribute('aria-modal')).toBe(false)
    // An embedded modal is part of the page: it leaves the visitor's focus alone.
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })

  it('keeps the page behind the overlay out of reach while open (no scrolling, inert), and gives it back on close', () => {
    const page = document.createElement('main')
    page.innerHTML = '<button type="button">A button of the page</button>'
    document.body.append(page)
    document.body.style.overflow = 'auto'
    const { foyer } = renderFoyer()
    inAct(() => foyer.open())
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(document.body.style.overflow).toBe('hidden')
    expect(page.hasAttribute('inert')).toBe(true)
    // Foyer's own layers (the modal's root, the toasts) stay reachable.
    expect([...document.body.querySelectorAll(':scope > .foyer-root[inert]')]).toEqual([])
    inAct(() => foyer.close())
    expect(document.body.style.overflow).toBe('auto')
    expect(page.hasAttribute('inert')).toBe(false)
    page.remove()
    document.body.style.overflow = ''
  })

  it('renders in place as an overlay with appendTo={false}', () => {
    const { foyer, container } = renderFoyer({ ui: <FoyerModal appendTo={false} /> })
    inAct(() => foyer.open())
    const dialog = screen.getByRole('dialog')
    expect(container.contains(dialog)).toBe(true)
    expect(container.querySelector('.foyer-backdrop')).not.toBeNull()
  })

  it('portals into a given container', () => {
    const target = document.createElement('div')
    document.body.append(target)
    const { foyer, container } = renderFoyer({ ui: <FoyerModal container={target} /> })
    inAct(() => foyer.open())
    const dialog = screen.getByRole('dialog')
    expect(target.contains(dialog)).toBe(true)
    expect(container.contains(dialog)).toBe(false)
    target.remove()
  })
})

describe('FoyerModal: painted first, processed after', () => {
  const standingBy = (root: Element | null) =>
    root?.hasAttribute('data-standby') && root.hasAttribute('inert') && root.hasAttribute('aria-hidden')
  const frameRoot = () => document.querySelector('.foyer-root')
  const isOpen = (foyer: ReturnType<typeof renderFoyer>['foyer']) =>
    selectModalView(foyer.modal.getSnapshot()).isOpen

  it('shows the standing-by view on the click, and opens the modal machine after the next paint', async () => {
    const { foyer } = renderFoyer()
    fireEvent.click(openButton())
    expect(standingBy(frameRoot())).toBe(false)
    expect(screen.getByRole('dialog', { name: 'Connect wallet' }).dataset.view).toBe('Connect')
    expect(isOpen(foyer), 'not processed before the paint').toBe(false)
    await afterNextPaint()
    expect(isOpen(foyer)).toBe(true)
    expect(screen.getByRole('dialog').dataset.view).toBe('Connect')
    expect(document.body.style.overflow, 'the page behind is locked once processed').toBe('hidden')
  })

  it('keeps navigation sent between the click and the processed open, as if the open came first', async () => {
    const { foyer } = renderFoyer()
    fireEvent.click(openButton())
    inAct(() => foyer.router.send({ type: 'ROUTER.PUSH', view: 'AllWallets' }))
    await afterNextPaint()
    expect(isOpen(foyer)).toBe(true)
    expect(foyer.router.getSnapshot().context.history.map((view) => view.name)).toEqual([
      'Connect',
      'AllWallets',
    ])
  })

  it('Escape before the open is processed closes it: the modal stands by again and never stays open', async () => {
    const { foyer } = renderFoyer()
    fireEvent.click(openButton())
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(standingBy(frameRoot())).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
    await afterNextPaint()
    expect(isOpen(foyer)).toBe(false)
    expect(standingBy(frameRoot())).toBe(true)
  })

  it('an open on another view than the one standing by is processed at once', () => {
    const { foyer } = renderFoyer({
      ui: (
        <>
          <BrowseWallets />
          <FoyerModal />
        </>
      ),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Browse wallets' }))
    expect(isOpen(foyer)).toBe(true)
    expect(screen.getByRole('dialog').dataset.view).toBe('AllWallets')
  })
})

/** A site's own button opening the modal on a view other than the default. */
function BrowseWallets() {
  const { open } = useModal()
  return (
    <button type="button" onClick={() => open('AllWallets')}>
      Browse wallets
    </button>
  )
}
