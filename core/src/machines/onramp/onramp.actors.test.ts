import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine } from 'xstate'
import { watchPopupActor } from './onramp.actors.js'

// The provider's popup is polled every second (SPEC §9): its closing is reported within a poll, once
// per poll while closed (the machine leaves on the first), and never while it is open.

afterEach(() => {
  vi.useRealTimers()
})

describe('the popup poll', () => {
  it('reports the popup closed at the first poll after the visitor closed it', () => {
    vi.useFakeTimers()
    let closed = false
    const heard: string[] = []
    const parent = createMachine({
      invoke: {
        src: watchPopupActor,
        input: { popup: { navigate: () => {}, close: () => {}, closed: () => closed } },
      },
      on: { 'ONRAMP.POPUP_CLOSED': { actions: () => heard.push('closed') } },
    })
    const actor = createActor(parent).start()
    vi.advanceTimersByTime(5_000)
    expect(heard).toEqual([])
    closed = true
    vi.advanceTimersByTime(999)
    expect(heard).toEqual([])
    vi.advanceTimersByTime(1)
    expect(heard).toEqual(['closed'])
    actor.stop()
    vi.advanceTimersByTime(5_000)
    expect(heard, 'stopped with its state').toEqual(['closed'])
  })
})
