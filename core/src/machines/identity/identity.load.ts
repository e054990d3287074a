import type { AnyActorLogic } from 'xstate'

/**
 * The identity machine, downloaded with the first Account view (the lazy actor `identity` loads it).
 *
 * @example
 * { systemId: 'identity', logic: lazyActorMachine, input: { systemId: 'accountIdentity', load: loadIdentityMachine, input } }
 */
export function loadIdentityMachine(): Promise<AnyActorLogic> {
  return import('./identity.machine.js').then((module) => module.identityMachine)
}
