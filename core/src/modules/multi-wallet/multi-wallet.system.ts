import type { ActorRefFrom } from 'xstate'
import type { multiWalletMachine } from '../../machines/multi-wallet/multi-wallet.machine.js'
import type { MultiWalletEvent } from '../../machines/multi-wallet/multi-wallet.types.js'

// The multi-wallet module's actor in Foyer's system map.
declare module '../../system/system.events.js' {
  interface FoyerSystemEvents {
    multiWallet: MultiWalletEvent
  }
}
declare module '../../system/system.actors.js' {
  interface FoyerSystemActors {
    multiWallet: ActorRefFrom<typeof multiWalletMachine>
  }
}
