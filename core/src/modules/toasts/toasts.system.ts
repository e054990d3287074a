import type { LazyActorRef } from '../../machines/lazy-actor/lazy-actor.types.js'
import type { ToasterActor, ToasterEvent } from '../../machines/toaster/toaster.types.js'

// The toasts module's actors in Foyer's system map: `toasts`, a lazy actor that forwards every
// toaster event to `toaster` once the toaster's machine downloaded (with the first toast).
declare module '../../system/system.events.js' {
  interface FoyerSystemEvents {
    toasts: ToasterEvent
    toaster: ToasterEvent
  }
}
declare module '../../system/system.actors.js' {
  interface FoyerSystemActors {
    toasts: LazyActorRef
    toaster: ToasterActor
  }
}
