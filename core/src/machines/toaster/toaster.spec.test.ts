import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { nowOf } from './clock.js'
import { hasToastTimer, isDismissingSwipe, mergeToastContent, toastContentOf } from './toast.rules.js'
import { watchPageVisibilityActor } from './toaster.actors.js'
import { TOAST_DURATION_MS, TOAST_EXIT_MS, toastLimits } from './toaster.constants.js'
import { startToaster } from './toaster.fixtures.js'
import { toasterMachine } from './toaster.machine.js'
import { selectToasterView } from './toaster.selectors.js'

/** One test per SPEC rule of the toasts (§2 toasts, §4 toast states, §9 toast constants), on a real toaster. */

type Run = ReturnType<typeof startToaster>
const show = (run: Run, id: string, extra: Record<string, unknown> = {}) =>
  run.toaster.send({ type: 'TOAST.SHOW', toast: { id, title: `Toast ${id}`, ...extra } })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('toasts: constants (SPEC §9)', () => {
  it('4000 ms, 200 ms exit, 356 px wide, 14 px gap, 3 visible, 20 px or 0.11 px/ms swipes', () => {
    expect(TOAST_DURATION_MS).toBe(4_000)
    expect(TOAST_EXIT_MS).toBe(200)
    expect(toastLimits).toEqual({
      visible: 3,
      widthPx: 356,
      gapPx: 14,
      swipeDistancePx: 20,
      swipeVelocity: 0.11,
    })
  })
})

describe('toasts: auto-dismiss and exit (SPEC §4, §9)', () => {
  it('a toast goes after 4000 ms: it exits for 200 ms, then leaves the stack', () => {
    const run = startToaster()
    show(run, 'a')
    expect(run.toast('a')).toMatchObject({ type: 'default', title: 'Toast a', visible: true, exiting: false })
    run.clock.increment(3_999)
    expect(run.toast('a')?.exiting).toBe(false)
    run.clock.increment(1)
    expect(run.toast('a')).toMatchObject({ exiting: true, visible: false })
    run.clock.increment(199)
    expect(run.ids(), 'still exiting at 199 ms').toEqual(['a'])
    run.clock.increment(1)
    expect(run.ids()).toEqual([])
    expect(Object.keys(run.toaster.getSnapshot().children), 'its actor is gone too').toEqual([
      'watchPageVisibility',
    ])
  })

  it('a toast’s own duration replaces the 4000 ms; Infinity keeps it until dismissed', () => {
    const run = startToaster()
    show(run, 'short', { duration: 1_000 })
    show(run, 'sticky', { duration: Number.POSITIVE_INFINITY })
    run.clock.increment(1_000)
    expect(run.toast('short')?.exiting).toBe(true)
    run.clock.increment(600_000)
    expect(run.ids()).toEqual(['sticky'])
    run.toaster.send({ type: 'TOAST.DISMISS', id: 'sticky' })
    expect(run.toast('sticky')?.exiting).toBe(true)
    run.clock.increment(200)
    expect(run.ids()).toEqual([])
  })

  it('a loading toast stays until updated to another type, then gets its whole 4000 ms', () => {
    const run = startToaster()
    show(run, 'tx', { type: 'loading', title: 'Sending 1 ETH…' })
    run.clock.increment(60_000)
    expect(run.toast('tx')).toMatchObject({ type: 'loading', exiting: false })
    run.toaster.send({
      type: 'TOAST.UPDATE',
      id: 'tx',
      toast: { type: 'success', title: 'Sent', description: '1 ETH' },
    })
    expect(run.toast('tx')).toMatchObject({ type: 'success', title: 'Sent', description: '1 ETH' })
    run.clock.increment(3_999)
    expect(run.toast('tx')?.exiting).toBe(false)
    run.clock.increment(1)
    expect(run.toast('tx')?.exiting).toBe(true)
  })

  it('showing an id again changes that toast (and restarts its time); after it exited, it is a new toast', () => {
    const run = startToaster()
    show(run, 'a', { type: 'info', description: 'first' })
    run.clock.increment(3_000)
    show(run, 'a', { type: 'warning' })
    expect(run.view().toasts).toHaveLength(1)
    expect(run.toast('a')).toMatchObject({ type: 'warning', description: undefined })
    run.clock.increment(3_999)
    expect(run.toast('a')?.exiting).toBe(false)
    run.toaster.send({ type: 'TOAST.DISMISS', id: 'a' })
    show(run, 'a', { type: 'error' })
    expect(run.view().toasts, 'the exiting one made way at once').toHaveLength(1)
    expect(run.toast('a')).toMatchObject({ type: 'error', exiting: false, role: 'alert' })
  })

  it('toasts without an id get their own; dismiss all sends every toast out', () => {
    const run = startToaster()
    run.toaster.send({ type: 'TOAST.SHOW', toast: { title: 'One' } })
    run.toaster.send({ type: 'TOAST.SHOW', toast: { title: 'Two' } })
    expect(run.ids()).toEqual(['foyer-toast-2', 'foyer-toast-1'])
    run.toaster.send({ type: 'TOASTER.DISMISS_ALL' })
    expect(run.view().toasts.every((toast) => toast.exiting)).toBe(true)
    run.clock.increment(200)
    expect(run.ids()).toEqual([])
  })

  it('events for an unknown toast change nothing', () => {
    const run = startToaster()
    show(run, 'a')
    const before = run.view()
    run.toaster.send({ type: 'TOAST.DISMISS', id: 'nope' })
    run.toaster.send({ type: 'SWIPE.START', id: 'nope' })
    expect(run.view()).toEqual(before)
  })
})

describe('toasts: pause (SPEC §4)', () => {
  it('hovering (expanding) pauses every timer and keeps the time left', () => {
    const run = startToaster()
    show(run, 'a')
    run.clock.increment(1_000)
    run.toaster.send({ type: 'TOASTER.EXPAND' })
    expect(run.view().paused).toBe(true)
    run.clock.increment(60_000)
    expect(run.toast('a')?.exiting).toBe(false)
    expect(run.actorOf('a')?.getSnapshot().context.remaining).toBe(3_000)
    run.toaster.send({ type: 'TOASTER.COLLAPSE' })
    run.clock.increment(2_999)
    expect(run.toast('a')?.exiting, 'the remaining 3000 ms, not a new 4000').toBe(false)
    run.clock.increment(1)
    expect(run.toast('a')?.exiting).toBe(true)
  })

  it('a hidden page pauses every timer, through the page-visibility watch', () => {
    const run = startToaster()
    show(run, 'a')
    run.clock.increment(2_500)
    run.setPageHidden(true)
    expect(run.view().paused).toBe(true)
    run.clock.increment(600_000)
    expect(run.toast('a')?.exiting).toBe(false)
    run.setPageHidden(false)
    run.clock.increment(1_499)
    expect(run.toast('a')?.exiting).toBe(false)
    run.clock.increment(1)
    expect(run.toast('a')?.exiting).toBe(true)
  })

  it('timers run again only when neither holds them: collapsing while the page is hidden keeps them paused', () => {
    const run = startToaster()
    show(run, 'a')
    run.toaster.send({ type: 'TOASTER.EXPAND' })
    run.setPageHidden(true)
    run.toaster.send({ type: 'TOASTER.COLLAPSE' })
    run.clock.increment(10_000)
    expect(run.toast('a')?.exiting).toBe(false)
    run.setPageHidden(false)
    run.clock.increment(4_000)
    expect(run.toast('a')?.exiting).toBe(true)
  })

  it('a toast shown or updated while the stack is held starts paused', () => {
    const run = startToaster()
    show(run, 'tx', { type: 'loading' })
    run.toaster.send({ type: 'TOASTER.TOGGLE' }) // Alt+T
    show(run, 'b')
    run.toaster.send({ type: 'TOAST.UPDATE', id: 'tx', toast: { type: 'success' } })
    run.clock.increment(10_000)
    expect(run.view().toasts.map((toast) => toast.exiting)).toEqual([false, false])
    run.toaster.send({ type: 'TOASTER.TOGGLE' })
    run.clock.increment(4_000)
    expect(run.view().toasts.map((toast) => toast.exiting)).toEqual([true, true])
  })

  it('the real watch reports the page’s visibility at once and on every change', () => {
    const page = Object.assign(new EventTarget(), { visibilityState: 'hidden' })
    vi.stubGlobal('document', page)
    const toaster = createActor(toasterMachine).start()
    expect(selectToasterView(toaster.getSnapshot()).paused, 'hidden from the start').toBe(true)
    page.visibilityState = 'visible'
    page.dispatchEvent(new Event('visibilitychange'))
    expect(selectToasterView(toaster.getSnapshot()).paused).toBe(false)
    toaster.stop()
    page.visibilityState = 'hidden'
    page.dispatchEvent(new Event('visibilitychange')) // no listener left: nothing to report to
  })

  it('without a document (server rendering) the page counts as visible', () => {
    expect(typeof document).toBe('undefined')
    const toaster = createActor(toasterMachine).start()
    expect(selectToasterView(toaster.getSnapshot())).toEqual({
      expanded: false,
      paused: false,
      toasts: [],
      height: 0,
    })
    toaster.stop()
    expect(watchPageVisibilityActor).toBeDefined()
  })

  it('time is read on the system’s clock: a simulated one in tests, Date.now otherwise', () => {
    expect(nowOf({ _clock: { now: () => 42 } })).toBe(42)
    vi.spyOn(Date, 'now').mockReturnValue(7)
    expect(nowOf({ _clock: { setTimeout, clearTimeout } })).toBe(7)
    vi.restoreAllMocks()
  })
})

describe('toasts: swipe (SPEC §4, §9)', () => {
  const swipe = (run: Run, offset: number, velocity: number) => {
    show(run, 'a')
    run.toaster.send({ type: 'SWIPE.START', id: 'a' })
    run.toaster.send({ type: 'SWIPE.MOVE', id: 'a', offset })
    expect(run.toast('a')).toMatchObject({ swiping: true, swipeOffset: offset })
    run.toaster.send({ type: 'SWIPE.END', id: 'a', offset, velocity })
    return run.toast('a')
  }

  it('19 px snaps back; 20 px dismisses (either way)', () => {
    expect(swipe(startToaster(), 19, 0)).toMatchObject({ swiping: false, swipeOffset: 0, exiting: false })
    expect(swipe(startToaster(), 20, 0)).toMatchObject({ swipeOffset: 20, exiting: true })
    expect(swipe(startToaster(), -20, 0)).toMatchObject({ swipeOffset: -20, exiting: true })
  })

  it('0.11 px/ms snaps back; 0.12 px/ms dismisses, however short', () => {
    expect(swipe(startToaster(), 5, 0.11)).toMatchObject({ exiting: false, swipeOffset: 0 })
    expect(swipe(startToaster(), 5, 0.12)).toMatchObject({ exiting: true, swipeOffset: 5 })
  })

  it('a swiped toast exits for 200 ms, then leaves', () => {
    const run = startToaster()
    swipe(run, 40, 0)
    run.clock.increment(199)
    expect(run.ids()).toEqual(['a'])
    run.clock.increment(1)
    expect(run.ids()).toEqual([])
  })

  it('the thresholds as rules', () => {
    expect(isDismissingSwipe({ offset: 19, velocity: 0 })).toBe(false)
    expect(isDismissingSwipe({ offset: 20, velocity: 0 })).toBe(true)
    expect(isDismissingSwipe({ offset: 0, velocity: 0.11 })).toBe(false)
    expect(isDismissingSwipe({ offset: 0, velocity: 0.12 })).toBe(true)
    expect(isDismissingSwipe({ offset: -19.9, velocity: -0.05 })).toBe(false)
  })
})

describe('toasts: the stack (SPEC §2, §9)', () => {
  it('a 4th toast hides the oldest; it shows again when a newer one leaves', () => {
    const run = startToaster()
    for (const id of ['1', '2', '3']) show(run, id)
    expect(run.view().toasts.map((toast) => toast.visible)).toEqual([true, true, true])
    show(run, '4')
    expect(run.view().toasts.map(({ id, index, visible, front }) => ({ id, index, visible, front }))).toEqual(
      [
        { id: '4', index: 0, visible: true, front: true },
        { id: '3', index: 1, visible: true, front: false },
        { id: '2', index: 2, visible: true, front: false },
        { id: '1', index: 3, visible: false, front: false },
      ],
    )
    run.toaster.send({ type: 'TOAST.DISMISS', id: '4' })
    expect(run.toast('1')?.visible, 'an exiting toast takes no place').toBe(true)
    expect(run.toast('3')).toMatchObject({ index: 0, front: true })
  })

  it('collapsed, each older toast peeks out 14 px and shrinks; expanded, toasts sit 14 px apart at full height', () => {
    const run = startToaster()
    for (const id of ['1', '2', '3']) show(run, id)
    run.toaster.send({ type: 'TOAST.MEASURED', id: '3', height: 60 })
    run.toaster.send({ type: 'TOAST.MEASURED', id: '2', height: 80 })
    run.toaster.send({ type: 'TOAST.MEASURED', id: '1', height: 50 })
    const layout = () =>
      run.view().toasts.map(({ offset, scale, clampHeight }) => ({ offset, scale, clampHeight }))
    expect(layout()).toEqual([
      { offset: 0, scale: 1, clampHeight: undefined },
      { offset: 14, scale: 0.95, clampHeight: 60 },
      { offset: 28, scale: 0.9, clampHeight: 60 },
    ])
    expect(run.view().height).toBe(60 + 2 * 14)
    run.toaster.send({ type: 'TOASTER.EXPAND' })
    expect(layout()).toEqual([
      { offset: 0, scale: 1, clampHeight: undefined },
      { offset: 60 + 14, scale: 1, clampHeight: undefined },
      { offset: 60 + 80 + 28, scale: 1, clampHeight: undefined },
    ])
    expect(run.view()).toMatchObject({ expanded: true, height: 60 + 80 + 50 + 2 * 14 })
  })

  it('errors interrupt screen readers (role alert); the other types wait their turn (role status)', () => {
    const run = startToaster()
    for (const type of ['default', 'loading', 'success', 'info', 'warning', 'error'] as const)
      show(run, type, { type })
    expect(Object.fromEntries(run.view().toasts.map((toast) => [toast.id, toast.role]))).toEqual({
      default: 'status',
      loading: 'status',
      success: 'status',
      info: 'status',
      warning: 'status',
      error: 'alert',
    })
  })
})

describe('toasts: content rules', () => {
  it('defaults, changes, and which toasts have a timer', () => {
    const content = toastContentOf({ title: 'Hi' })
    expect(content).toEqual({ type: 'default', title: 'Hi', description: undefined, duration: 4_000 })
    expect(mergeToastContent({ ...content, description: 'd' }, { title: 'Bye' })).toMatchObject({
      title: 'Bye',
      description: 'd',
    })
    expect(
      mergeToastContent({ ...content, description: 'd' }, { description: undefined }).description,
    ).toBeUndefined()
    expect(hasToastTimer(content)).toBe(true)
    expect(hasToastTimer({ ...content, type: 'loading' })).toBe(false)
    expect(hasToastTimer({ ...content, duration: Number.POSITIVE_INFINITY })).toBe(false)
  })
})
