import type { LazyActorRef } from '../../machines/lazy-actor/lazy-actor.types.js'
import type { SendActor, SendEvent } from '../../machines/send/send.types.js'

// The send module's actors in Foyer's system map: `sender`, a lazy actor that forwards every send
// event to `send` once its machine downloaded (with the first Send view).
declare module '../../system/system.events.js' {
  interface FoyerSystemEvents {
    sender: SendEvent
    send: SendEvent
  }
}
declare module '../../system/system.actors.js' {
  interface FoyerSystemActors {
    sender: LazyActorRef
    send: SendActor
  }
}
