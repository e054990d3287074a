import type { AnyActorLogic } from 'xstate'

/**
 * The name registration machine, downloaded with the first RegisterAccountName view (the lazy actor
 * `names` loads it).
 *
 * @example
 * { systemId: 'names', logic: lazyActorMachine, input: { systemId: 'nameRegistration', load: loadNameRegistrationMachine, input } }
 */
export function loadNameRegistrationMachine(): Promise<AnyActorLogic> {
  return import('./name-registration.machine.js').then((module) => module.nameRegistrationMachine)
}
