import {
  dismissToast,
  getSystemActor,
  type ToasterActor,
  type ToasterEvent,
  toast,
  toasts,
} from '@foyer/core'
import { selectLoadedActor, toasterMachine } from '@foyer/core/advanced'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { renderFoyer } from '../../test/render-foyer.js'
import { ToasterRegion } from './Toaster.js'
import { swipeOf } from './use-swipe.js'

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** A real toaster (with the real page-visibility watch on jsdom's document) on a simulated clock. */
function renderToaster() {
  const clock = new SimulatedClock()
  const toaster = createActor(toasterMachine, { clock }).start()
  const result = render(<ToasterRegion toaster={toaster} mode="light" />)
  const send = (event: ToasterEvent) => act(() => toaster.send(event))
  const tick = (ms: number) => act(() => clock.increment(ms))
  const item = (title: string) => screen.getByText(title).closest('li') as HTMLLIElement
  const list = () => result.container.querySelector('ol') as HTMLOListElement
  return { toaster, clock, send, tick, item, list, ...result }
}

const show = (send: (event: ToasterEvent) => void, id: string, extra: Record<string, unknown> = {}) =>
  send({ type: 'TOAST.SHOW', toast: { id, title: `Toast ${id}`, ...extra } })

describe('Toaster: rendering (SPEC §2, §4)', () => {
  it('is a named region with the Alt+T shortcut, in the theme, always in the page', () => {
    const { container } = renderToaster()
    const region = screen.getByRole('region', { name: 'Notifications (Alt+T)' })
    expect(region.getAttribute('aria-keyshortcuts')).toBe('Alt+T')
    expect(region.classList.contains('foyer-root')).toBe(true)
    expect(region.dataset.theme).toBe('light')
    expect(container.querySelector('ol'), 'no list without toasts').toBeNull()
  })

  it('shows each toast as a polite status, errors as alerts, with title, description and icon', () => {
    const { send } = renderToaster()
    show(send, 'ok', { type: 'success', title: 'Sent', description: '1 ETH to vitalik.eth' })
    show(send, 'ko', { type: 'error', title: 'Failed' })
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    // The site's own words take the direction of their first letters, whatever the toaster's.
    expect(within(status).getByText('Sent').getAttribute('dir')).toBe('auto')
    expect(within(status).getByText('1 ETH to vitalik.eth').getAttribute('dir')).toBe('auto')
    expect(status.closest('li')?.dataset.type).toBe('success')
    // Each toast stays a list item; the announcement is its content.
    expect(status.closest('ol')?.querySelectorAll(':scope > li:not([role])')).toHaveLength(2)
    expect(status.querySelector('svg.foyer-status-icon')).toBeTruthy()
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('Failed')).toBeTruthy()
  })

  it('a loading toast shows a spinner, and turns into its result', () => {
    const { send } = renderToaster()
    show(send, 'tx', { type: 'loading', title: 'Sending…' })
    expect(screen.getByRole('status').querySelector('.foyer-spinner')).toBeTruthy()
    send({ type: 'TOAST.UPDATE', id: 'tx', toast: { type: 'success', title: 'Sent' } })
    expect(screen.getByRole('status').querySelector('.foyer-spinner')).toBeNull()
    expect(screen.getByText('Sent')).toBeTruthy()
  })

  it('places toasts as the view model says: newest in front, a 4th hides the oldest (inert)', () => {
    const { send, item } = renderToaster()
    for (const id of ['1', '2', '3', '4']) show(send, id)
    expect(item('Toast 4').dataset.front).toBe('true')
    expect(item('Toast 3').style.getPropertyValue('--foyer-toast-offset')).toBe('14px')
    expect(item('Toast 2').style.getPropertyValue('--foyer-toast-scale')).toBe('0.9')
    const oldest = item('Toast 1')
    expect(oldest.dataset.visible).toBe('false')
    expect(oldest.hasAttribute('inert')).toBe(true)
    expect(item('Toast 2').hasAttribute('inert')).toBe(false)
  })
})

describe('Toaster: the visitor’s intents', () => {
  it('the close button dismisses: the toast exits for 200 ms, then leaves', () => {
    const { send, tick } = renderToaster()
    show(send, 'a')
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }))
    const toast = screen.getByText('Toast a').closest('li') as HTMLElement
    expect(toast.dataset.exiting).toBe('true')
    tick(200)
    expect(screen.queryByText('Toast a')).toBeNull()
  })

  it('Alt+T expands and focuses the toasts; again, or Escape, collapses', () => {
    const { send, list, toaster } = renderToaster()
    show(send, 'a')
    const region = screen.getByRole('region')
    act(() => {
      fireEvent.keyDown(window, { key: '†', code: 'KeyT', altKey: true })
    })
    expect(list().dataset.expanded).toBe('true')
    expect(document.activeElement).toBe(region)
    act(() => {
      fireEvent.keyDown(window, { key: 't', code: 'KeyT', altKey: true })
    })
    expect(list().dataset.expanded).toBe('false')
    act(() => {
      fireEvent.keyDown(window, { key: 't', code: 'KeyT' }) // no Alt: typing
    })
    expect(list().dataset.expanded).toBe('false')
    act(() => {
      fireEvent.keyDown(window, { code: 'KeyT', altKey: true })
    })
    fireEvent.keyDown(region, { key: 'Escape' })
    expect(toaster.getSnapshot().matches({ layout: 'collapsed' })).toBe(true)
  })

  it('hovering expands and holds the timers; leaving lets them run on for the time left', () => {
    const { send, tick, list, item } = renderToaster()
    show(send, 'a')
    tick(1_000)
    fireEvent.pointerEnter(list())
    expect(list().dataset.expanded).toBe('true')
    tick(60_000)
    expect(item('Toast a').dataset.exiting).toBe('false')
    fireEvent.pointerLeave(list())
    expect(list().dataset.expanded).toBe('false')
    tick(2_999)
    expect(item('Toast a').dataset.exiting).toBe('false')
    tick(1)
    expect(item('Toast a').dataset.exiting).toBe('true')
  })

  it('a hidden page holds the timers (the real page-visibility watch)', () => {
    const { send, tick, item, toaster } = renderToaster()
    show(send, 'a')
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(toaster.getSnapshot().matches({ timers: 'paused' })).toBe(true)
    tick(60_000)
    expect(item('Toast a').dataset.exiting).toBe('false')
    visibility.mockReturnValue('visible')
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    tick(4_000)
    expect(item('Toast a').dataset.exiting).toBe('true')
  })

  it('a 30 px drag swipes the toast away; the toast follows the pointer meanwhile', () => {
    const { send, item } = renderToaster()
    show(send, 'a')
    const toast = item('Toast a')
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1, button: 0 })
    fireEvent.pointerMove(toast, { clientX: 115, pointerId: 1 })
    expect(toast.dataset.swiping).toBe('true')
    expect(toast.style.getPropertyValue('--foyer-toast-swipe')).toBe('15px')
    fireEvent.pointerUp(toast, { clientX: 130, pointerId: 1 })
    expect(toast.dataset.exiting).toBe('true')
  })

  it('a short, slow drag snaps back; a short flick dismisses', () => {
    const { send, item } = renderToaster()
    show(send, 'a')
    const now = vi.spyOn(performance, 'now').mockReturnValue(0)
    const toast = item('Toast a')
    fireEvent.pointerDown(toast, { clientX: 100, button: 0 })
    now.mockReturnValue(1_000)
    fireEvent.pointerUp(toast, { clientX: 110 }) // 10 px in 1 s: 0.01 px/ms
    expect(toast.dataset.exiting).toBe('false')
    expect(toast.style.getPropertyValue('--foyer-toast-swipe')).toBe('0px')
    now.mockReturnValue(2_000)
    fireEvent.pointerDown(toast, { clientX: 100, button: 0 })
    now.mockReturnValue(2_050)
    fireEvent.pointerUp(toast, { clientX: 110 }) // 10 px in 50 ms: 0.2 px/ms
    expect(toast.dataset.exiting).toBe('true')
  })

  it('pressing the close button is a click, not a swipe', () => {
    const { send, item, toaster } = renderToaster()
    show(send, 'a')
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Close notification' }), { button: 0 })
    expect(item('Toast a').dataset.swiping).toBe('false')
    expect(toaster.getSnapshot().context.toasts[0]?.state.phase).toBe('shown')
  })

  it('swipe speed is the distance over the time since the press', () => {
    expect(swipeOf({ x: 100, at: 0 }, 130, 100)).toEqual({ offset: 30, velocity: 0.3 })
    expect(swipeOf({ x: 100, at: 5 }, 90, 5)).toEqual({ offset: -10, velocity: 10 })
  })
})

describe('Toaster: inside a Foyer', () => {
  it("shows the toasts module's toasts, whether the modal is open or not, and dismissToast removes them", async () => {
    const { foyer } = renderFoyer({ options: { modules: [toasts()] } })
    let id = ''
    act(() => {
      id = toast(foyer, { type: 'success', title: 'Signed in' })
    })
    // The toasts' UI loads with the first toast.
    const region = await screen.findByRole('region', { name: 'Notifications (Alt+T)' })
    await waitFor(() => expect(region.textContent).toContain('Signed in'))
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => dismissToast(foyer, id))
    const lazyToaster = getSystemActor(foyer.actor, 'toasts')
    const toaster = selectLoadedActor<ToasterActor>(lazyToaster?.getSnapshot())
    expect(toaster?.getSnapshot().context.toasts[0]?.state.phase).toBe('exiting')
  })
})
