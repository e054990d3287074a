import { siwx } from '@foyer/core/siwx'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { inAct, renderFoyer } from '../test/render-foyer.js'

describe('close lock (SPEC §2: sign view, sign-in required, no session)', () => {
  function renderLocked() {
    // The sign view is the sign-in module's, which says closing may be locked on it.
    const rendered = renderFoyer({ options: { modules: [siwx()] } })
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
    inAct(() => {
      rendered.foyer.modal.send({
        type: 'MODAL.SIGN_IN_CHANGED',
        signIn: { required: true, hasSession: false },
      })
      rendered.foyer.router.send({ type: 'ROUTER.RESET', view: 'SIWXSignMessage' })
    })
    return rendered
  }

  it('disables the Close button while closing is locked', () => {
    renderLocked()
    const close = screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement
    expect(screen.getByRole('dialog').dataset.view).toBe('SIWXSignMessage')
    expect(close.disabled).toBe(true)
  })

  it('refuses Escape and the backdrop, and shakes for 500 ms instead', async () => {
    const { baseElement } = renderLocked()
    const dialog = screen.getByRole('dialog')
    expect(dialog.classList.contains('foyer-dialog--shaking')).toBe(false)

    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.getByRole('dialog')).toBe(dialog)
    expect(dialog.classList.contains('foyer-dialog--shaking')).toBe(true)

    fireEvent.click(baseElement.querySelector('.foyer-backdrop') as Element)
    expect(screen.getByRole('dialog')).toBe(dialog)

    await waitFor(() => expect(dialog.classList.contains('foyer-dialog--shaking')).toBe(false))
  })

  it('closes again once a session exists', () => {
    const { foyer } = renderLocked()
    inAct(() =>
      foyer.modal.send({ type: 'MODAL.SIGN_IN_CHANGED', signIn: { required: true, hasSession: true } }),
    )
    const close = screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement
    expect(close.disabled).toBe(false)
    fireEvent.click(close)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
