import type { LazyActorRef } from '../../machines/lazy-actor/lazy-actor.types.js'
import type { PayActor, PayEvent } from '../../machines/pay/pay.types.js'

// The pay module's actors in Foyer's system map: `payer`, a lazy actor that forwards every pay event
// to `pay` once its machine downloaded (with the first payment asked for, or the first Pay view).
declare module '../../system/system.events.js' {
  interface FoyerSystemEvents {
    payer: PayEvent
    pay: PayEvent
  }
}
declare module '../../system/system.actors.js' {
  interface FoyerSystemActors {
    payer: LazyActorRef
    pay: PayActor
  }
}
