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

/**
 * Sends `method` to the embedded wallet's EIP-1193 provider, as a site's own code would reach it
 * (through the demo's `window.foyer`); answers `{ ok: true, hash }` with the result, or
 * `{ ok: false, code, message }` with the provider's error.
 *
 * @example
 * const signed = await requestEmbeddedWallet(run, 'personal_sign', ['0x48656c6c6f', address])
 */
export function requestEmbeddedWallet(run: DemoInChromium, method: string, params: unknown) {
  return run.page.evaluate(
    ({ method, params }) => {
      // Read untyped: the demo's `foyer` is declared for the tests as its getState only.
      const foyer: unknown = Reflect.get(window, 'foyer')
      const connection = Reflect.get(Object(foyer), 'actor').system.get('connection.eip155')
      const auth = connection.getSnapshot().context.connectors.find((c: { id: string }) => c.id === 'AUTH')
      return auth.provider.request({ method, params }).then(
        (hash: string) => ({ ok: true, hash }),
        (error: { code?: number; message: string }) => ({
          ok: false,
          code: error.code,
          message: error.message,
        }),
      )
    },
    { method, params },
  )
}
