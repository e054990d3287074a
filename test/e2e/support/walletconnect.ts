import { afterEach } from 'vitest'
import { ANVIL_PRIVATE_KEY_0, DEVNET_A, DEVNET_B } from '../../devnet/local-networks.js'
import { createWcWallet, type WcWallet } from '../../wallets/wc-wallet.js'
import { expectAccessible } from './axe.js'
import type { DemoInChromium } from './demo-in-chromium.js'
import { scanQr } from './scan-qr.js'

/** The scripted WalletConnect wallet's account, as the demo's account button shows it: anvil's #0. */
export const WC_SHORT_0 = '0xf39F…2266'

/**
 * Registers the closing of every scripted WalletConnect wallet a test started (after each test) and
 * returns what starts one: anvil's account #0 on both devnets, on the stack's local relay.
 *
 * @example
 * const startWallet = useWcWallets(run)
 * const wallet = await startWallet()
 */
export function useWcWallets(run: DemoInChromium): () => Promise<WcWallet> {
  const wallets: WcWallet[] = []
  afterEach(async () => {
    await Promise.allSettled(wallets.splice(0).map((wallet) => wallet.close()))
  })
  return async () => {
    const wallet = await createWcWallet({
      relayUrl: run.stack.relay.url,
      privateKey: ANVIL_PRIVATE_KEY_0,
      chains: [DEVNET_A, DEVNET_B],
    })
    wallets.push(wallet)
    return wallet
  }
}

/**
 * Loads the demo without its dev wallet, chooses WalletConnect, reads the URI from the QR code's
 * screenshot (checking the view with axe when asked) and pairs `wallet` with it; resolves once the
 * account shows, with the URI and how long the pairing took.
 *
 * @example
 * const { uri } = await connectOverWalletConnect(run, await startWallet())
 */
export async function connectOverWalletConnect(
  run: DemoInChromium,
  wallet: WcWallet,
  options: { checkAccessibility?: boolean } = {},
): Promise<{ uri: string; settledMs: number }> {
  await run.page.goto(`${run.stack.url}?devWallet=off`)
  await run.demo.openConnect()
  await run.demo.chooseWallet('WalletConnect')
  const uri = await scanQr(run.page)
  if (options.checkAccessibility) await expectAccessible(run.page, 'ConnectingWalletConnect, the QR code')
  const startedAt = Date.now()
  await wallet.pair(uri)
  await run.demo.accountButton(WC_SHORT_0).waitFor({ timeout: 15_000 })
  return { uri, settledMs: Date.now() - startedAt }
}
