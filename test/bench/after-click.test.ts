import { describe, expect, it } from 'vitest'
import { afterClick } from './after-click.js'

// What a bench run makes of the page's marks after the click: the frame, focus, ready for input (as
// Time to Interactive counts it) and the blocking time of the 2 s after the click.

describe('bench: the 2 s after the click', () => {
  it('is ready once focus is in and the long tasks that follow within 250 ms have ended', () => {
    const figures = afterClick(
      {
        clickFrameMs: 72,
        focusInModalAt: 160,
        longTasks: [
          { start: 20, duration: 60 }, // over before the click: not counted
          { start: 110, duration: 80 }, // ends at 190, after focus
          { start: 400, duration: 120 }, // starts within 250 ms of 190: ready waits for it (520)
          { start: 900, duration: 60 }, // after a quiet 250 ms: blocking, but not waited for
          { start: 2200, duration: 300 }, // after the 2 s window: neither
        ],
      },
      100,
    )
    expect(figures).toEqual({
      clickFrameMs: 72,
      focusMs: 60,
      readyMs: 420,
      blockingMs: 30 + 70 + 10,
      longTasksAfterClick: 3,
    })
  })

  it('counts a long task the click landed in as blocking, and a click under 16 ms as 16', () => {
    const figures = afterClick({ longTasks: [{ start: 80, duration: 100 }] }, 100)
    expect(figures).toEqual({ clickFrameMs: 16, blockingMs: 50, longTasksAfterClick: 0 })
  })
})
