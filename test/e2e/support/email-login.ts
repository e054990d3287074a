import { shortenAddress } from '../../../core/src/networks/address.js'
import { loginAccount } from '../../devnet/login-frame/login-keys.js'
import { expectAccessible } from './axe.js'
import type { DemoInChromium } from './demo-in-chromium.js'

/**
 * Opens the demo, types `email` on Connect and waits for the code field (checking both steps with
 * axe); returns the code field.
 *
 * @example
 * const codeField = await askForCode(run, 'ada@example.com')
 */
export async function askForCode(run: DemoInChromium, email: string) {
  await run.page.goto(`${run.stack.url}?devWallet=off`)
  await run.demo.openConnect()
  await run.demo.dialog.getByLabel('Continue with email').waitFor()
  await expectAccessible(run.page, 'Connect with the email method')
  await run.demo.dialog.getByLabel('Continue with email').fill(email)
  await run.demo.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  const codeField = run.demo.dialog.getByLabel(`Enter the code sent to ${email}`)
  await codeField.waitFor({ timeout: 30_000 })
  await expectAccessible(run.page, 'EmailLogin, the code field')
  return codeField
}

/**
 * Logs in with `email` through the dev login frame (the code read from its local inbox) and waits
 * for the account button; returns the embedded wallet's address.
 *
 * @example
 * const address = await loginWithEmail(run, 'ada@example.com')
 */
export async function loginWithEmail(run: DemoInChromium, email: string) {
  const codeField = await askForCode(run, email)
  const code = run.stack.loginFrame.inbox(email)
  if (!code) throw new Error(`the dev login frame sent no code to ${email}`)
  await codeField.fill(code)
  const startedAt = Date.now()
  await run.demo.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  const { address } = loginAccount(email)
  await run.demo.accountButton(shortenAddress(address)).waitFor({ timeout: 30_000 })
  console.info(`[e2e] email code typed → account shown in ${Date.now() - startedAt} ms`)
  return address
}
