import type { ActorRefFrom } from 'xstate'
import type { pairingMachine } from '../../machines/pairing/pairing.machine.js'
import type { PairingEvent } from '../../machines/pairing/pairing.types.js'
import type { relayMachine } from '../../machines/relay/relay.machine.js'
import type { RelayEvent } from '../../machines/relay/relay.types.js'

// The WalletConnect module's actors in Foyer's system map: the pairing of the ConnectingWalletConnect
// views, and the relay connection during a session.
declare module '../../system/system.events.js' {
  interface FoyerSystemEvents {
    pairing: PairingEvent
    'walletConnect.relay': RelayEvent
  }
}
declare module '../../system/system.actors.js' {
  interface FoyerSystemActors {
    pairing: ActorRefFrom<typeof pairingMachine>
    'walletConnect.relay': ActorRefFrom<typeof relayMachine>
  }
}
