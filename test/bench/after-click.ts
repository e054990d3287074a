import type { ProbeMarks } from './probe.js'

/** The window after the click whose long tasks count as blocking time, and that the run waits out. */
export const AFTER_CLICK_WINDOW_MS = 2000
/** How long the main thread must stay free of long tasks to count as quiet (ready for input). */
const QUIET_MS = 250
/** Chrome reports only interactions of at least this many ms to Event Timing observers. */
const EVENT_TIMING_FLOOR_MS = 16

/** What a run records of the 2 s after the click (see `Sample` for each figure). */
export type AfterClick = {
  clickFrameMs: number
  blockingMs: number
  longTasksAfterClick: number
  focusMs?: number
  readyMs?: number
}

/**
 * What the 2 s after the click cost the visitor, from the page's marks: the frame the click showed,
 * focus in the modal, ready for input, blocking time and long tasks.
 *
 * @example
 * afterClick({ focusInModalAt: 140, longTasks: [{ start: 110, duration: 80 }] }, 100)
 * // { clickFrameMs: 16, focusMs: 40, readyMs: 90, blockingMs: 30, longTasksAfterClick: 1 }
 */
export function afterClick(marks: ProbeMarks, clickAt: number): AfterClick {
  const tasks = (marks.longTasks ?? []).filter((task) => task.start + task.duration > clickAt)
  const inWindow = tasks.filter((task) => task.start < clickAt + AFTER_CLICK_WINDOW_MS)
  const blockingMs = inWindow.reduce((total, task) => total + Math.max(0, task.duration - 50), 0)
  const figures: AfterClick = {
    clickFrameMs: marks.clickFrameMs ?? EVENT_TIMING_FLOOR_MS,
    blockingMs,
    longTasksAfterClick: inWindow.filter((task) => task.start >= clickAt).length,
  }
  if (marks.focusInModalAt === undefined) return figures
  // Ready once focus is in and no long task starts within QUIET_MS of the end of the last one.
  let ready = marks.focusInModalAt
  for (const task of [...tasks].sort((a, b) => a.start - b.start))
    if (task.start < ready + QUIET_MS) ready = Math.max(ready, task.start + task.duration)
  return { ...figures, focusMs: marks.focusInModalAt - clickAt, readyMs: ready - clickAt }
}
