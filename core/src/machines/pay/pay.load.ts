import type { AnyActorLogic } from 'xstate'

/**
 * The pay machine, downloaded with the first payment asked for or the first Pay view (the lazy actor
 * `payer` loads it).
 *
 * @example
 * { systemId: 'payer', logic: lazyActorMachine, input: { systemId: 'pay', load: loadPayMachine, input } }
 */
export function loadPayMachine(): Promise<AnyActorLogic> {
  return import('./pay.machine.js').then((module) => module.payMachine)
}
