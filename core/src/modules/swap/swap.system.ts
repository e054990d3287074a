import type { LazyActorRef } from '../../machines/lazy-actor/lazy-actor.types.js'
import type { SwapActor, SwapEvent } from '../../machines/swap/swap.types.js'

// The swap module's actors in Foyer's system map: `swapper`, a lazy actor that forwards every swap
// event to `swap` once its machine downloaded (with the first Swap view).
declare module '../../system/system.events.js' {
  interface FoyerSystemEvents {
    swapper: SwapEvent
    swap: SwapEvent
  }
}
declare module '../../system/system.actors.js' {
  interface FoyerSystemActors {
    swapper: LazyActorRef
    swap: SwapActor
  }
}
