import type { ActorRefFrom } from 'xstate'
import type { siwxMachine } from '../../machines/siwx/siwx.machine.js'
import type { SiwxEvent } from '../../machines/siwx/siwx.types.js'

// The sign-in module's actor in Foyer's system map.
declare module '../../system/system.events.js' {
  interface FoyerSystemEvents {
    siwx: SiwxEvent
  }
}
declare module '../../system/system.actors.js' {
  interface FoyerSystemActors {
    siwx: ActorRefFrom<typeof siwxMachine>
  }
}
