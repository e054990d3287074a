import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import type { DemoStack } from '../devnet/demo-stack.js'
import { loginAccount } from '../devnet/login-frame/login-keys.js'
import { launchBrowser } from './support/browser.js'
import { type CspSite, startCspSite } from './support/csp-site.js'
import { E2E_STACK_TIMEOUT_MS, startE2eStack } from './support/e2e-stack.js'
import { WalletPage } from './support/wallet.page.js'

/**
 * The demo built for production and served under a strict Content-Security-Policy (no
 * 'unsafe-inline' anywhere): Foyer's stylesheets apply through the page's nonce, or through the
 * published CSS file linked from the page's origin, and nothing Foyer does is refused by the policy.
 * The policy is the one the README documents for a site on the local stack.
 */

/** What a site using Foyer needs, on the local stack (README: "Content-Security-Policy"). */
function strictPolicy(nonce: string, stack: DemoStack): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // Wallet icons are data: URIs (EIP-6963); directory images are blob: URLs Foyer makes.
    "img-src 'self' data: blob:",
    // The project's API, the chains' RPCs, the WalletConnect relay.
    'connect-src http://127.0.0.1:* ws://127.0.0.1:*',
    // WalletConnect's Verify and the embedded wallet's login frame.
    `frame-src ${new URL(stack.relay.verifyUrl).origin} ${new URL(stack.loginFrame.url).origin}`,
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ')
}

// The demo's dev wallet: anvil's account #1.
const DEV_WALLET_SHORT = '0x7099…79C8'
let stack: DemoStack
let site: CspSite
let browser: Browser

beforeAll(async () => {
  stack = await startE2eStack()
  site = await startCspSite(stack, (nonce) => strictPolicy(nonce, stack))
  browser = await launchBrowser()
}, E2E_STACK_TIMEOUT_MS)
afterAll(async () => {
  await browser?.close()
  await site?.close()
  await stack?.close()
})

/** A page that records every policy violation from its first script on. */
async function pageUnderPolicy(query: string): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { foyerCspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`)
    })
  })
  await page.goto(`${site.url}${query}`)
  return {
    page,
    violations: () => page.evaluate((): string[] => Reflect.get(window, 'foyerCspViolations')),
  }
}

describe.each([
  ['Foyer injects its styles with the page nonce', 'inline'],
  ['the site links @foyer/react/styles.css', 'external'],
])('the demo under a strict CSP: %s', (_, styles) => {
  it('opens as a styled 360 px overlay, connects, and no policy is violated', async () => {
    // EVM only, so the dev wallet has one row.
    const { page, violations } = await pageUnderPolicy(`?styles=${styles}&solana=off&bitcoin=off`)
    const demo = new WalletPage(page)
    await demo.connectButton.waitFor()
    await demo.openConnect()
    // Unstyled, the dialog would be a full-width block in the page's flow.
    expect((await demo.dialog.boundingBox())?.width).toBe(360)
    expect(
      await demo.dialog.evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node)
          if (style.zIndex !== 'auto') return `${style.position} ${style.zIndex}`
        }
        return 'none'
      }),
    ).toBe('fixed 999')
    await demo.chooseWallet('Foyer Dev Wallet')
    await demo.accountButton(DEV_WALLET_SHORT).waitFor()
    const foyerStyleElements = await page.evaluate(
      () => [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('.foyer-')).length,
    )
    expect(foyerStyleElements > 0).toBe(styles === 'inline')
    expect(await violations()).toEqual([])
    await page.close()
  })
})

describe('the embedded wallet under a strict CSP', () => {
  it('loads the login frame from the origin frame-src names, logs in with an email code, and no policy is violated', async () => {
    const { page, violations } = await pageUnderPolicy('?devWallet=off&solana=off&bitcoin=off')
    const demo = new WalletPage(page)
    await demo.connectButton.waitFor()
    await demo.openConnect()
    const email = 'csp@example.com'
    await demo.dialog.getByLabel('Continue with email').fill(email)
    await demo.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    const codeField = demo.dialog.getByLabel(`Enter the code sent to ${email}`)
    await codeField.waitFor({ timeout: 30_000 })
    await codeField.fill(stack.loginFrame.inbox(email) ?? '')
    await demo.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await demo.accountButton(shortenAddress(loginAccount(email).address)).waitFor({ timeout: 30_000 })
    expect(await violations()).toEqual([])
    await page.close()
  })
})
