import type { AnyActorLogic } from 'xstate'

/**
 * The swap machine, downloaded with the first Swap view (a lazy actor loads it).
 *
 * @example
 * { systemId: 'swapper', logic: lazyActorMachine, input: { systemId: 'swap', load: loadSwapMachine } }
 */
export function loadSwapMachine(): Promise<AnyActorLogic> {
  return import('./swap.machine.js').then((module) => module.swapMachine)
}
