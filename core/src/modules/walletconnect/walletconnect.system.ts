import type { ActorRefFrom } from 'xstate'
import type { pairingMachine } from '../../machines/pairing/pairing.machine.js'
import type { PairingEvent } from '../../machines/pairing/pairing.types.js'

// The WalletConnect module's actor in Foyer's system map: the pairing of the ConnectingWalletConnect views.
declare module '../../system/system.events.js' {
  interface FoyerSystemEvents {
    pairing: PairingEvent
  }
}
declare module '../../system/system.actors.js' {
  interface FoyerSystemActors {
    pairing: ActorRefFrom<typeof pairingMachine>
  }
}
