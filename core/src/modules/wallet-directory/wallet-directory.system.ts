import type { ActorRefFrom } from 'xstate'
import type { recommendedWalletsMachine } from '../../machines/recommended-wallets/recommended-wallets.machine.js'
import type { RecommendedWalletsEvent } from '../../machines/recommended-wallets/recommended-wallets.types.js'
import type { walletListMachine } from '../../machines/wallet-list/wallet-list.machine.js'
import type { WalletListEvent } from '../../machines/wallet-list/wallet-list.types.js'

// The wallet directory module's actors in Foyer's system map: the AllWallets list and the Connect
// view's featured and recommended wallets.
declare module '../../system/system.events.js' {
  interface FoyerSystemEvents {
    walletList: WalletListEvent
    recommendedWallets: RecommendedWalletsEvent
  }
}
declare module '../../system/system.actors.js' {
  interface FoyerSystemActors {
    walletList: ActorRefFrom<typeof walletListMachine>
    recommendedWallets: ActorRefFrom<typeof recommendedWalletsMachine>
  }
}
