import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { afterNextPaint, inAct, renderFoyer } from '../test/render-foyer.js'

// The click shows the standing-by modal; the open is processed after the next paint.
const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
  await afterNextPaint()
}
const themeRoot = () => screen.getByRole('dialog').closest('.foyer-root') as HTMLElement

describe('alert bar', () => {
  it('shows a warning as a status with a dismiss button, and dismissing removes it', async () => {
    // No project id: core raises its basic-mode warning.
    renderFoyer()
    await open()
    const status = screen.getByText('Project ID Not Configured').closest('[role="status"]') as HTMLElement
    expect(status).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    const dismiss = within(status).getByRole('button', { name: 'Dismiss alert' })
    dismiss.focus()
    fireEvent.click(dismiss)
    expect(screen.queryByText('Project ID Not Configured')).toBeNull()
    // The focused button went with the alert: focus stays in the dialog.
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true)
  })

  it('announces errors with role="alert" and shows the alert message', async () => {
    const { foyer } = renderFoyer({ options: { projectId: 'p', basic: true } })
    await open()
    expect(screen.queryByRole('alert')).toBeNull()
    inAct(() =>
      foyer.actor.send({
        type: 'FOYER.ALERT',
        alert: { id: 'SERVER_ERROR', message: 'HTTP status code: 503' },
      }),
    )
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('Server Error')).toBeTruthy()
    expect(within(alert).getByText('HTTP status code: 503')).toBeTruthy()
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss alert' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('theme', () => {
  it("follows the visitor's setting by default, dark where the browser states none", async () => {
    renderFoyer()
    await open()
    expect(themeRoot().dataset.theme).toBe('system')
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('')
    expect(css).toContain(".foyer-root[data-theme='dark'], .foyer-root[data-theme='system'] {")
    expect(css).toMatch(
      /@media \(prefers-color-scheme: light\) \{\s*\.foyer-root\[data-theme='system'\] \{\s*color-scheme: light;/,
    )
  })

  it('follows themeMode and applies themeVariables as custom properties on the root', async () => {
    renderFoyer({ options: { themeMode: 'light', themeVariables: { '--foyer-accent': 'rgb(1, 2, 3)' } } })
    await open()
    expect(themeRoot().dataset.theme).toBe('light')
    expect(themeRoot().style.getPropertyValue('--foyer-accent')).toBe('rgb(1, 2, 3)')
  })

  it('switches live when the theme changes', async () => {
    const { foyer } = renderFoyer()
    await open()
    inAct(() => foyer.actor.send({ type: 'FOYER.SET_THEME', mode: 'light' }))
    expect(themeRoot().dataset.theme).toBe('light')
  })

  it('injects the stylesheet with the base units and SPEC §9 sizes', async () => {
    renderFoyer()
    await open()
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n')
    expect(css).toContain('--foyer-font-size-base: 10px')
    expect(css).toContain('--foyer-border-radius-base: 4px')
    expect(css).toContain('--foyer-modal-width: 360px')
    expect(css).toContain('--foyer-z-index: 999')
    expect(css).toMatch(/foyer-shake 500ms/)
    expect(css).toContain('prefers-reduced-motion: reduce')
  })
})
