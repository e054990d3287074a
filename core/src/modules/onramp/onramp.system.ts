import type { LazyActorRef } from '../../machines/lazy-actor/lazy-actor.types.js'
import type { OnrampActor, OnrampEvent } from '../../machines/onramp/onramp.types.js'

// The onramp module's actors in Foyer's system map: `buyer`, a lazy actor that forwards every onramp
// event to `onramp` once its machine downloaded (with the first Buy view).
declare module '../../system/system.events.js' {
  interface FoyerSystemEvents {
    buyer: OnrampEvent
    onramp: OnrampEvent
  }
}

declare module '../../system/system.actors.js' {
  interface FoyerSystemActors {
    buyer: LazyActorRef
    onramp: OnrampActor
  }
}
