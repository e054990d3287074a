import type { Connector, Network } from '@foyer/core'
import { type Anvil, startAnvil } from '../../devnet/anvil.js'
import { ANVIL_PRIVATE_KEY_0, DEVNET_A, DEVNET_B, devnetNetwork } from '../../devnet/local-networks.js'
import { announceWallet } from '../../wallets/announce.js'
import { createScriptedWallet, type ScriptedWalletOptions } from '../../wallets/eip1193-wallet.js'

/**
 * The two local chains side by side, as the integration tests use them.
 *
 * @example
 * const devnets = await startDevnets()
 * afterAll(() => devnets.stop())
 */
export type Devnets = {
  anvilA: Anvil
  anvilB: Anvil
  networkA: Network<'eip155'>
  networkB: Network<'eip155'>
  stop(): Promise<void>
}

/**
 * Starts anvil on DEVNET_A (31337) and DEVNET_B (31338) in parallel.
 *
 * @example
 * const { networkA, networkB } = await startDevnets()
 */
export async function startDevnets(): Promise<Devnets> {
  const [anvilA, anvilB] = await Promise.all([
    startAnvil({ chainId: DEVNET_A }),
    startAnvil({ chainId: DEVNET_B }),
  ])
  return {
    anvilA,
    anvilB,
    networkA: devnetNetwork(DEVNET_A, anvilA.rpcUrl),
    networkB: devnetNetwork(DEVNET_B, anvilB.rpcUrl),
    stop: async () => {
      await Promise.all([anvilA.stop(), anvilB.stop()])
    },
  }
}

/**
 * The EIP-6963 identity of the scripted wallet in these tests.
 *
 * @example
 * discover(adapter).find((c) => c.id === devWalletInfo.rdns)
 */
export const devWalletInfo = { name: 'Foyer Dev Wallet', rdns: 'dev.foyer.wallet' } as const

/**
 * A scripted wallet with anvil's account #0 over both chains (on A), announced over EIP-6963 on the
 * page's `window` (a stubbed `EventTarget` in Node). `stop` withdraws the announcement.
 *
 * @example
 * const wallet = devWallet(devnets)
 * afterEach(wallet.stop)
 */
export function devWallet(devnets: Devnets, options: Partial<ScriptedWalletOptions> = {}) {
  const wallet = createScriptedWallet({
    chains: [
      { chainId: DEVNET_A, rpcUrl: devnets.anvilA.rpcUrl },
      { chainId: DEVNET_B, rpcUrl: devnets.anvilB.rpcUrl },
    ],
    privateKey: ANVIL_PRIVATE_KEY_0,
    ...options,
  })
  const stop = announceWallet(wallet.provider, devWalletInfo)
  return { ...wallet, stop }
}

/**
 * The connectors an adapter discovers right now.
 *
 * @example
 * const connector = discover(adapter).find((c) => c.id === devWalletInfo.rdns)
 */
export function discover(adapter: {
  watchConnectors(onChange: (c: readonly Connector[]) => void): () => void
}) {
  let found: readonly Connector[] = []
  adapter.watchConnectors((connectors) => {
    found = connectors
  })()
  return found
}
