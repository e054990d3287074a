import type { AnyActorLogic } from 'xstate'

/**
 * The send machine, downloaded with the first Send view (the lazy actor `sender` loads it).
 *
 * @example
 * { systemId: 'sender', logic: lazyActorMachine, input: { systemId: 'send', load: loadSendMachine } }
 */
export function loadSendMachine(): Promise<AnyActorLogic> {
  return import('./send.machine.js').then((module) => module.sendMachine)
}
