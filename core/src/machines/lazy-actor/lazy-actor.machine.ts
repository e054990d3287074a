import { type AnyActorLogic, type AnyEventObject, assign, enqueueActions, fromPromise, setup } from 'xstate'
import type { LazyActorContext, LazyActorInput } from './lazy-actor.types.js'

/** xstate's own events (a child's done or error): never forwarded to the loaded actor. */
const isOwnEvent = (event: AnyEventObject) => event.type.startsWith('xstate.')

/**
 * An actor whose logic is downloaded when it is first needed: the first event loads the logic (its
 * `load` input, an `import()`), events that arrive meanwhile wait in order, and once the logic is there
 * the actor is spawned under `systemId` and receives them, then every later event. A failed load (a
 * chunk that did not download) keeps the events and tries again with the next one. So a site pays for
 * the toasts' machine only once it shows a toast.
 *
 * @example
 * const toasts = createActor(lazyActorMachine, { input: { systemId: 'toaster', load } }).start()
 * toasts.send({ type: 'TOAST.SHOW', toast }) // loads the toaster, then shows the toast
 */
export const lazyActorMachine = setup({
  types: {} as { context: LazyActorContext; events: AnyEventObject; input: LazyActorInput },
  actors: {
    loadLogic: fromPromise<AnyActorLogic, Pick<LazyActorInput, 'load'>>(({ input }) => input.load()),
  },
  guards: {
    isForActor: ({ event }) => !isOwnEvent(event),
  },
  actions: {
    queue: assign({ queued: ({ context, event }) => [...context.queued, event] }),
    // Registered under its system id, which is how the rest of the system reaches it.
    spawnActor: assign(({ context, spawn }, params: { logic: AnyActorLogic }) => ({
      actor: spawn(params.logic, { systemId: context.systemId, input: context.input }),
    })),
    flushQueue: enqueueActions(({ context, enqueue }) => {
      const { actor } = context
      if (actor) for (const queued of context.queued) enqueue.sendTo(actor, queued)
      enqueue.assign({ queued: [] })
    }),
    forward: enqueueActions(({ context, event, enqueue }) => {
      if (context.actor) enqueue.sendTo(context.actor, event)
    }),
  },
}).createMachine({
  id: 'lazyActor',
  context: ({ input }) => ({ ...input, queued: [], actor: undefined }),
  initial: 'idle',
  states: {
    /** Nothing asked for the actor yet: its code is not downloaded. */
    idle: {
      on: { '*': { guard: 'isForActor', target: 'loading', actions: 'queue' } },
    },
    /** Downloading the logic; events wait in order. */
    loading: {
      invoke: {
        id: 'loadLogic',
        src: 'loadLogic',
        input: ({ context }) => ({ load: context.load }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'spawnActor', params: ({ event }) => ({ logic: event.output }) }, 'flushQueue'],
        },
        onError: { target: 'failed' },
      },
      on: { '*': { guard: 'isForActor', actions: 'queue' } },
    },
    /** The download failed; the waiting events are kept and the next event tries again. */
    failed: {
      on: { '*': { guard: 'isForActor', target: 'loading', actions: 'queue' } },
    },
    /** The actor runs; every event goes to it. */
    ready: {
      on: { '*': { guard: 'isForActor', actions: 'forward' } },
    },
  },
})
