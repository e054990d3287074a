import type { AnyActorLogic } from 'xstate'

/**
 * The activity machine, downloaded with the first Activity list (the lazy actor `activity` loads it).
 *
 * @example
 * { systemId: 'activity', logic: lazyActorMachine, input: { systemId: 'activityFeed', load: loadActivityMachine, input } }
 */
export function loadActivityMachine(): Promise<AnyActorLogic> {
  return import('./activity.machine.js').then((module) => module.activityMachine)
}
