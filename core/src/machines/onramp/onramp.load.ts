import type { AnyActorLogic } from 'xstate'

/**
 * The onramp machine, downloaded with the first Buy view (the lazy actor `buyer` loads it).
 *
 * @example
 * { systemId: 'buyer', logic: lazyActorMachine, input: { systemId: 'onramp', load: loadOnrampMachine } }
 */
export function loadOnrampMachine(): Promise<AnyActorLogic> {
  return import('./onramp.machine.js').then((module) => module.onrampMachine)
}
