import type { ActorRefFrom } from 'xstate'
import type { LazyActorRef } from '../../machines/lazy-actor/lazy-actor.types.js'
import type { recommendedWalletsMachine } from '../../machines/recommended-wallets/recommended-wallets.machine.js'
import type { RecommendedWalletsEvent } from '../../machines/recommended-wallets/recommended-wallets.types.js'
import type { walletListMachine } from '../../machines/wallet-list/wallet-list.machine.js'
import type { WalletListEvent } from '../../machines/wallet-list/wallet-list.types.js'

// The wallet directory module's actors in Foyer's system map: `walletDirectory`, a lazy actor that
// forwards every list event to `walletList` (the AllWallets list) once its machine downloaded, with
// the first AllWallets; and the Connect view's featured and recommended wallets.
declare module '../../system/system.events.js' {
  interface FoyerSystemEvents {
    walletDirectory: WalletListEvent
    walletList: WalletListEvent
    recommendedWallets: RecommendedWalletsEvent
  }
}
declare module '../../system/system.actors.js' {
  interface FoyerSystemActors {
    walletDirectory: LazyActorRef
    walletList: ActorRefFrom<typeof walletListMachine>
    recommendedWallets: ActorRefFrom<typeof recommendedWalletsMachine>
  }
}
