import type { ActorRefFrom, AnyActorLogic, AnyActorRef, AnyEventObject } from 'xstate'
import type { lazyActorMachine } from './lazy-actor.machine.js'

/**
 * What a lazy actor starts with: how to load its logic (an `import()` of the module that holds it, so
 * the logic is a chunk of its own), the system id the loaded actor takes, and its input, if any.
 *
 * @example
 * const input: LazyActorInput = {
 *   systemId: 'toaster',
 *   load: () => import('./toaster.machine.js').then((module) => module.toasterMachine),
 * }
 */
export type LazyActorInput = {
  load: () => Promise<AnyActorLogic>
  systemId: string
  /** The loaded actor's input (the logic's own input type: `load` and `input` come from one module). */
  input?: unknown
}

/**
 * The lazy actor's context: the events that arrived before the logic loaded, in order, and the actor
 * once it runs.
 *
 * @example
 * const context: LazyActorContext = { ...input, queued: [{ type: 'TOAST.SHOW' }], actor: undefined }
 */
export type LazyActorContext = LazyActorInput & {
  queued: readonly AnyEventObject[]
  actor: AnyActorRef | undefined
}

/**
 * A lazy actor: send it the loaded actor's events; the first one loads the logic.
 *
 * @example
 * const toasts = foyer.getActor('toasts') // with the toasts module
 */
export type LazyActorRef = ActorRefFrom<typeof lazyActorMachine>
