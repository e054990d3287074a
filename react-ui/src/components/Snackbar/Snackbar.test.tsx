import { snackMachine } from '@foyer/core/advanced'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { renderFoyer } from '../../test/render-foyer.js'
import { SnackbarOf } from './Snackbar.js'

afterEach(() => {
  cleanup()
})

function renderSnackbar() {
  const clock = new SimulatedClock()
  const snack = createActor(snackMachine, { clock }).start()
  const result = render(<SnackbarOf snack={snack} />)
  return { snack, clock, ...result, tick: (ms: number) => act(() => clock.increment(ms)) }
}

describe('Snackbar (SPEC §3, §4)', () => {
  it('is an empty live region until a message comes; then a pill with the variant', () => {
    const { snack } = renderSnackbar()
    const region = screen.getByRole('status')
    expect(region.textContent).toBe('')
    act(() => snack.send({ type: 'SNACK.SHOW', message: 'Token Balance Unavailable', variant: 'error' }))
    expect(region.textContent).toBe('Token Balance Unavailable')
    expect(region.querySelector<HTMLElement>('.foyer-snackbar')?.dataset.variant).toBe('error')
    expect(region.querySelector('svg.foyer-status-icon')).toBeTruthy()
  })

  it('a loading snack shows a spinner', () => {
    const { snack } = renderSnackbar()
    act(() => snack.send({ type: 'SNACK.SHOW', message: 'Signing…', variant: 'loading' }))
    expect(screen.getByRole('status').querySelector('.foyer-spinner')).toBeTruthy()
  })

  it('a new message replaces the old one after 150 ms with nothing in between; it closes after 3 s', () => {
    const { snack, tick } = renderSnackbar()
    act(() => snack.send({ type: 'SNACK.SHOW', message: 'Copied', variant: 'success' }))
    act(() => snack.send({ type: 'SNACK.SHOW', message: 'Failed to fetch transactions', variant: 'error' }))
    expect(screen.getByRole('status').textContent).toBe('')
    tick(150)
    expect(screen.getByRole('status').textContent).toBe('Failed to fetch transactions')
    tick(3_000)
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it("inside a Foyer's open modal, shows foyer.showSnack's message", () => {
    const { foyer } = renderFoyer()
    act(() => foyer.open())
    act(() => foyer.showSnack({ message: 'Address copied', variant: 'success' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog.querySelector('.foyer-snackbar-region')?.textContent).toBe('Address copied')
  })
})
