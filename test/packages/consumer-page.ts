import type { Browser, BrowserContext, Page } from 'playwright-core'
import { ANVIL_PRIVATE_KEY_0 } from '../devnet/local-networks.js'
import { injectWallets } from '../e2e/support/injected-wallet.js'
import { WalletPage } from '../e2e/support/wallet.page.js'
import { createScriptedWallet, type ScriptedWalletControls } from '../wallets/eip1193-wallet.js'
import type { LocalChains } from './local-chains.js'

/** The wallet every consumer app is driven with, as it announces itself over EIP-6963. */
export const SCRIPTED = { name: 'Scripted Wallet', rdns: 'test.foyer.scripted' }

/** How Foyer's account button shortens the scripted wallet's account (anvil's first). */
export const SHORT_0 = '0xf39F…2266'

/**
 * A fresh browser context on a consumer app: its page, Foyer's page object over it, the scripted wallet
 * (on both local chains) injected before the page's own scripts, and the page's errors.
 */
export type ConsumerPage = {
  context: BrowserContext
  page: Page
  site: WalletPage
  wallet: ScriptedWalletControls
  /** Every console error and uncaught exception of the page: a hydration mismatch shows as one. */
  pageErrors: string[]
}

/**
 * Opens a page in a context of its own (no cookies or storage from an earlier test) with the scripted
 * wallet injected and its errors collected. Close `context` after the test.
 *
 * @example
 * const { context, page, site } = await openConsumerPage(browser, chains)
 * await page.goto(server.url)
 * await context.close()
 */
export async function openConsumerPage(browser: Browser, chains: LocalChains): Promise<ConsumerPage> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const pageErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => pageErrors.push(error.message))
  const scripted = createScriptedWallet({
    chains: [
      { chainId: chains.a.chainId, rpcUrl: chains.a.rpcUrl },
      { chainId: chains.b.chainId, rpcUrl: chains.b.rpcUrl },
    ],
    privateKey: ANVIL_PRIVATE_KEY_0,
  })
  await injectWallets(page, [{ info: SCRIPTED, provider: scripted.provider }])
  return { context, page, site: new WalletPage(page), wallet: scripted.controls, pageErrors }
}

/** Foyer's stylesheets in the document: the `<style>` elements that hold its root's tokens. */
export function foyerStyleCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('.foyer-root'))
        .length,
  )
}
