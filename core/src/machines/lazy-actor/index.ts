export { lazyActorMachine } from './lazy-actor.machine.js'
export { type LazyActorSnapshot, selectLoadedActor } from './lazy-actor.selectors.js'
export type * from './lazy-actor.types.js'
