import { mainnet } from '@foyer/core'
import { mockAdapter } from '@foyer/core/mock'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FoyerModal } from '../FoyerModal.js'
import { afterNextPaint, inAct, renderFoyer } from '../test/render-foyer.js'
import { AccountButton } from './AccountButton.js'
import { tabbableElements } from './focus-trap.js'

// The modal stands by with the view an open shows: the click shows it, and the open is processed
// after the next paint.
const openWithButton = async () => {
  const opener = screen.getByRole('button', { name: 'Connect wallet' })
  opener.focus()
  fireEvent.click(opener)
  await afterNextPaint()
  return opener
}

describe('modal focus and keyboard', () => {
  it('moves focus into the dialog on open', async () => {
    renderFoyer()
    const opener = await openWithButton()
    const dialog = screen.getByRole('dialog')
    expect(document.activeElement).not.toBe(opener)
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('closes on Escape and returns focus to the opener', async () => {
    renderFoyer()
    const opener = await openWithButton()
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('Escape goes back one view, as the Back button does, and closes on the first view', async () => {
    const { foyer } = renderFoyer()
    await openWithButton()
    inAct(() => foyer.router.send({ type: 'ROUTER.PUSH', view: { name: 'GetWallet' } }))
    expect(screen.getByRole('dialog').dataset.view).toBe('GetWallet')
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })
    expect(screen.getByRole('dialog').dataset.view).toBe('Connect')
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('hears Escape pressed before the focus reached the dialog (a busy phone), once', async () => {
    const { foyer } = renderFoyer()
    await openWithButton()
    inAct(() => foyer.pushView({ name: 'GetWallet' }))
    // The focus still on the page behind: Escape there goes back one view, as in the dialog.
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(screen.getByRole('dialog').dataset.view).toBe('Connect')
    // In the dialog, its own handler answers and the page's does not answer again.
    inAct(() => foyer.pushView({ name: 'GetWallet' }))
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(screen.getByRole('dialog').dataset.view).toBe('Connect')
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('returns focus to the opener after closing with the Close button', async () => {
    renderFoyer()
    const opener = await openWithButton()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(document.activeElement).toBe(opener)
  })

  it('wraps Tab and Shift+Tab at the ends of the dialog', async () => {
    const { foyer } = renderFoyer()
    await openWithButton()
    // Two views deep so the header has two controls (Back and Close) plus the alert's Dismiss.
    inAct(() => foyer.router.send({ type: 'ROUTER.PUSH', view: 'AllWallets' }))
    const dialog = screen.getByRole('dialog')
    const tabbables = tabbableElements(dialog)
    expect(tabbables.map((el) => el.getAttribute('aria-label'))).toEqual(['Back', 'Close', 'Dismiss alert'])
    const [first, , last] = tabbables as [HTMLElement, HTMLElement, HTMLElement]

    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(document.activeElement).toBe(first)

    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)

    // In the middle the browser moves focus itself: the trap must not interfere.
    const middle = tabbables[1] as HTMLElement
    middle.focus()
    expect(fireEvent.keyDown(middle, { key: 'Tab' })).toBe(true) // not prevented
    expect(document.activeElement).toBe(middle)
  })

  it('pulls focus back when it escapes the dialog', async () => {
    const outside = document.createElement('button')
    outside.textContent = 'outside'
    document.body.append(outside)
    renderFoyer()
    await openWithButton()
    outside.focus()
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true)
    outside.remove()
  })

  it('gives every button an accessible name', async () => {
    const { foyer } = renderFoyer()
    await openWithButton()
    inAct(() => foyer.router.send({ type: 'ROUTER.PUSH', view: 'AllWallets' }))
    for (const button of screen.getByRole('dialog').querySelectorAll('button')) {
      expect(button.getAttribute('aria-label') || button.textContent?.trim()).toBeTruthy()
    }
  })
})

describe('focus after the account button changes', () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

  it('connecting gives the focus to the account pill that replaced "Connect wallet"; disconnecting gives it back', async () => {
    const { foyer } = renderFoyer({
      adapters: [mockAdapter({ namespace: 'eip155', networks: [mainnet], address })],
      ui: (
        <>
          <AccountButton />
          <FoyerModal />
        </>
      ),
    })
    await openWithButton()
    fireEvent.click(await screen.findByRole('button', { name: /Mock Wallet/ }))
    const pill = await screen.findByRole('button', { name: /^0xf39F…2266/ })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(pill)

    fireEvent.click(pill)
    await act(() => foyer.disconnect())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect wallet' }))
  })
})
