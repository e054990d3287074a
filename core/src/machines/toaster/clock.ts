/**
 * The current time on the actor system's own clock, so that the time a toast's timer ran is measured
 * on the same clock that schedules its delays: the browser's in an app, a `SimulatedClock` in tests
 * (it has `now()`). xstate's default clock only schedules, so that case reads `Date.now()`.
 *
 * @example
 * assign({ runningSince: ({ system }) => nowOf(system) })
 */
export function nowOf(system: { readonly _clock: unknown }): number {
  const clock = system._clock as { now?: () => number } | undefined
  return typeof clock?.now === 'function' ? clock.now() : Date.now()
}
