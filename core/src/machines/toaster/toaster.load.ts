import type { AnyActorLogic } from 'xstate'

/**
 * The toaster's logic, downloaded with the first toast (the root's `toasts` lazy actor calls it): most
 * visits never show a toast, so a site's first page does not carry the toaster and toast machines.
 *
 * @example
 * createActor(lazyActorMachine, { input: { systemId: 'toaster', load: loadToasterMachine } })
 */
export function loadToasterMachine(): Promise<AnyActorLogic> {
  return import('./toaster.machine.js').then((module) => module.toasterMachine)
}
