import type { LazyActorRef } from '../../machines/lazy-actor/lazy-actor.types.js'
import type {
  NameRegistrationActor,
  NameRegistrationEvent,
} from '../../machines/name-registration/name-registration.types.js'

// The account names module's actors in Foyer's system map: `names`, a lazy actor that forwards every
// name registration event to `nameRegistration` once its machine downloaded (with the first
// RegisterAccountName view, which sends `NAMES.OPEN` as it shows).
declare module '../../system/system.events.js' {
  interface FoyerSystemEvents {
    names: NameRegistrationEvent
    nameRegistration: NameRegistrationEvent
  }
}
declare module '../../system/system.actors.js' {
  interface FoyerSystemActors {
    names: LazyActorRef
    nameRegistration: NameRegistrationActor
  }
}
