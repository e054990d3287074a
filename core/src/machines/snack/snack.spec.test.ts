import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { SNACK_AUTO_CLOSE_MS, SNACK_REOPEN_MS } from '../../config/constants.js'
import { snackMachine } from './snack.machine.js'
import { selectSnackView } from './snack.selectors.js'

/** One test per SPEC rule of the snackbar (§3 snack message, §4 snack, §9 150 ms), on a real snack actor. */

function start() {
  const clock = new SimulatedClock()
  const snack = createActor(snackMachine, { clock }).start()
  return { snack, clock, view: () => selectSnackView(snack.getSnapshot()) }
}

describe('snack (SPEC §3, §4, §9)', () => {
  it('shows a message with its variant; without an actor the view is closed', () => {
    const { snack, view } = start()
    expect(selectSnackView(undefined)).toEqual({ status: 'closed' })
    expect(view()).toEqual({ status: 'closed' })
    snack.send({ type: 'SNACK.SHOW', message: 'Token Balance Unavailable', variant: 'error' })
    expect(view()).toEqual({
      status: 'open',
      message: 'Token Balance Unavailable',
      variant: 'error',
      autoClose: true,
    })
  })

  it('a new message while one is open closes the old one and shows the new one 150 ms later', () => {
    const { snack, clock, view } = start()
    expect(SNACK_REOPEN_MS).toBe(150)
    snack.send({ type: 'SNACK.SHOW', message: 'Old', variant: 'success' })
    clock.increment(1_000)
    snack.send({ type: 'SNACK.SHOW', message: 'New', variant: 'error' })
    expect(view(), 'the old one closes at once').toEqual({ status: 'closed' })
    clock.increment(149)
    expect(view()).toEqual({ status: 'closed' })
    clock.increment(1)
    expect(view()).toMatchObject({ status: 'open', message: 'New', variant: 'error' })
  })

  it('a third message during the 150 ms wait takes the second one’s place, without a longer wait', () => {
    const { snack, clock, view } = start()
    snack.send({ type: 'SNACK.SHOW', message: 'One', variant: 'success' })
    snack.send({ type: 'SNACK.SHOW', message: 'Two', variant: 'success' })
    clock.increment(100)
    snack.send({ type: 'SNACK.SHOW', message: 'Three', variant: 'success' })
    clock.increment(50)
    expect(view()).toMatchObject({ status: 'open', message: 'Three' })
  })

  it('closes by itself after 3 s (named snackAutoCloseMs), counted from when it shows', () => {
    const { snack, clock, view } = start()
    expect(SNACK_AUTO_CLOSE_MS).toBe(3_000)
    snack.send({ type: 'SNACK.SHOW', message: 'Copied', variant: 'success' })
    clock.increment(2_999)
    expect(view().status).toBe('open')
    clock.increment(1)
    expect(view()).toEqual({ status: 'closed' })
    expect(snack.getSnapshot().context.snack, 'no message is kept while closed').toBeUndefined()
  })

  it('a replacement gets its own 3 s from when it appears, not from when it was sent', () => {
    const { snack, clock, view } = start()
    snack.send({ type: 'SNACK.SHOW', message: 'One', variant: 'success' })
    snack.send({ type: 'SNACK.SHOW', message: 'Two', variant: 'success' })
    // SimulatedClock moves to the end first, so a timer set on the way must be reached in steps.
    clock.increment(150)
    clock.increment(2_999)
    expect(view()).toMatchObject({ status: 'open', message: 'Two' })
    clock.increment(1)
    expect(view().status).toBe('closed')
  })

  it('a loading snack stays until closed or replaced; any variant can opt out of, or into, auto close', () => {
    const { snack, clock, view } = start()
    snack.send({ type: 'SNACK.SHOW', message: 'Signing…', variant: 'loading' })
    expect(view()).toMatchObject({ variant: 'loading', autoClose: false })
    clock.increment(60_000)
    expect(view().status).toBe('open')
    snack.send({ type: 'SNACK.CLOSE' })
    expect(view().status).toBe('closed')
    snack.send({ type: 'SNACK.SHOW', message: 'Sticky', variant: 'error', autoClose: false })
    clock.increment(60_000)
    expect(view()).toMatchObject({ status: 'open', autoClose: false })
    snack.send({ type: 'SNACK.SHOW', message: 'Quick', variant: 'loading', autoClose: true })
    clock.increment(150)
    clock.increment(3_000)
    expect(view().status).toBe('closed')
  })

  it('closing during the 150 ms wait drops the waiting message', () => {
    const { snack, clock, view } = start()
    snack.send({ type: 'SNACK.SHOW', message: 'One', variant: 'success' })
    snack.send({ type: 'SNACK.SHOW', message: 'Two', variant: 'success' })
    snack.send({ type: 'SNACK.CLOSE' })
    clock.increment(1_000)
    expect(view()).toEqual({ status: 'closed' })
    expect(snack.getSnapshot().context.snack).toBeUndefined()
  })
})
