import { assertEvent, assign, setup } from 'xstate'
import { watchWalletRegistryActor } from './discovery.actors.js'
import { solanaConnectorsOf, walletsAfter } from './discovery.rules.js'
import type { DiscoveryContext, DiscoveryEvent, DiscoveryInput } from './discovery.types.js'

/**
 * Solana wallet discovery through the Wallet Standard: the registered wallets and the connectors
 * they give (those that connect and name a Solana chain). A registration adds a wallet once, an
 * unregistration removes it, a change reads it again (a wallet may gain or lose `standard:connect`
 * or its Solana chains). The connectors are read from the wallets when an event arrives, so a
 * snapshot keeps saying what it said.
 *
 * @example
 * const discovery = createActor(solanaDiscoveryMachine, { input: { registry: getWallets() } }).start()
 * discovery.getSnapshot().context.connectors.map((c) => c.name) // ['Phantom']
 */
export const solanaDiscoveryMachine = setup({
  types: {} as { context: DiscoveryContext; events: DiscoveryEvent; input: DiscoveryInput },
  actors: { watchWalletRegistry: watchWalletRegistryActor },
  actions: {
    register: assign(({ context, event }) => {
      assertEvent(event, 'DISCOVERY.REGISTERED')
      const wallets = walletsAfter(context.wallets, 'register', event.wallets)
      return { wallets, connectors: solanaConnectorsOf(wallets) }
    }),
    unregister: assign(({ context, event }) => {
      assertEvent(event, 'DISCOVERY.UNREGISTERED')
      const wallets = walletsAfter(context.wallets, 'unregister', event.wallets)
      return { wallets, connectors: solanaConnectorsOf(wallets) }
    }),
    readAgain: assign({ connectors: ({ context }) => solanaConnectorsOf(context.wallets) }),
  },
  guards: {
    isRegistered: ({ context, event }) => {
      assertEvent(event, 'DISCOVERY.CHANGED')
      return context.wallets.includes(event.wallet)
    },
  },
}).createMachine({
  id: 'solanaDiscovery',
  context: ({ input }) => ({ registry: input.registry, wallets: [], connectors: [] }),
  invoke: {
    src: 'watchWalletRegistry',
    id: 'watchWalletRegistry',
    input: ({ context }) => ({ registry: context.registry }),
  },
  on: {
    'DISCOVERY.REGISTERED': { actions: 'register' },
    'DISCOVERY.UNREGISTERED': { actions: 'unregister' },
    'DISCOVERY.CHANGED': { guard: 'isRegistered', actions: 'readAgain' },
  },
})
