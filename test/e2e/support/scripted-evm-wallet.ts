import { ANVIL_PRIVATE_KEY_0, DEVNET_A, DEVNET_B } from '../../devnet/local-networks.js'
import {
  createScriptedWallet,
  type ScriptedProvider,
  type ScriptedWalletControls,
} from '../../wallets/eip1193-wallet.js'
import type { Batching } from '../../wallets/eip5792-calls.js'
import type { DemoInChromium } from './demo-in-chromium.js'
import { type InjectOptions, injectWallets } from './injected-wallet.js'

/** The scripted EIP-6963 wallet's identity, as the Connect view lists it. */
export const SCRIPTED = { name: 'Scripted Wallet', rdns: 'test.foyer.scripted' }
/** Its account (anvil's #0), as the demo's account button shows it. */
export const SHORT_0 = '0xf39F…2266'

/**
 * How a test loads the demo: the chains the wallet knows (both devnets unless given), a query added
 * to the demo's URL, how `window.ethereum` is set, and more announced wallets backed by the same one.
 *
 * @example
 * const setup: ScriptedEvmSetup = { knownChainIds: [DEVNET_A], query: '&reconnect=off' }
 */
export type ScriptedEvmSetup = {
  knownChainIds?: number[]
  query?: string
  inject?: InjectOptions
  extra?: (typeof SCRIPTED)[]
  /** Whether the wallet batches calls (EIP-5792); not by default. */
  batching?: Batching
  /** More accounts the wallet shares after account #0, by their keys. */
  morePrivateKeys?: readonly `0x${string}`[]
}

/**
 * Loads the demo without its dev wallet, a fresh scripted wallet on chain A (account #0, answered in
 * Node against anvil) injected before the page's scripts, and waits for the Connect button.
 *
 * @example
 * const { controls } = await loadDemoWithScriptedWallet(run, { knownChainIds: [DEVNET_A] })
 */
export async function loadDemoWithScriptedWallet(
  run: DemoInChromium,
  setup: ScriptedEvmSetup = {},
): Promise<{ provider: ScriptedProvider; controls: ScriptedWalletControls }> {
  const wallet = createScriptedWallet({
    chains: run.stack.devnets.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    privateKey: ANVIL_PRIVATE_KEY_0,
    knownChainIds: setup.knownChainIds ?? [DEVNET_A, DEVNET_B],
    switchOnAdd: true,
    batching: setup.batching ?? 'none',
    morePrivateKeys: setup.morePrivateKeys ?? [],
  })
  const extra = (setup.extra ?? []).map((info) => ({ info, provider: wallet.provider }))
  await injectWallets(run.page, [{ info: SCRIPTED, provider: wallet.provider }, ...extra], setup.inject)
  await run.page.goto(`${run.stack.url}?devWallet=off${setup.query ?? ''}`)
  await run.demo.connectButton.waitFor()
  return wallet
}

/** The methods the wallet was asked, in order. */
export const methodsSeen = (controls: ScriptedWalletControls) =>
  controls.requests.map((request) => request.method)
