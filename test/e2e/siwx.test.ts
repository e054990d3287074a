import { describe, expect, it } from 'vitest'
import { verifySiwxMessage } from '../../core/src/exports/server.js'
import { ANVIL_ADDRESS_0, ANVIL_PRIVATE_KEY_0, DEVNET_A, DEVNET_B } from '../devnet/local-networks.js'
import { createScriptedWallet, type ScriptedWalletControls } from '../wallets/eip1193-wallet.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { injectWallets } from './support/injected-wallet.js'

/**
 * Sign in with X end to end: the demo with `?siwx=required` in Chromium, the scripted EIP-6963 wallet
 * signing with viem in Node. The session the page keeps is checked with Foyer's server verifier.
 */

const SCRIPTED = { name: 'Scripted Wallet', rdns: 'test.foyer.scripted' }
const SHORT_0 = '0xf39F…2266'

const run = useDemoInChromium()

async function loadDemo(): Promise<ScriptedWalletControls> {
  const wallet = createScriptedWallet({
    chains: run.stack.devnets.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    privateKey: ANVIL_PRIVATE_KEY_0,
    knownChainIds: [DEVNET_A, DEVNET_B],
    switchOnAdd: true,
  })
  await injectWallets(run.page, [{ info: SCRIPTED, provider: wallet.provider }])
  await run.page.goto(`${run.stack.url}?devWallet=off&siwx=required`)
  await run.demo.connectButton.waitFor()
  return wallet.controls
}

const signView = () => run.demo.dialog.getByRole('button', { name: 'Sign', exact: true })
const storedSessions = () =>
  run.page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('foyer:siwx-sessions:'))
      .map((key) => JSON.parse(localStorage.getItem(key) ?? 'null')),
  )

describe('Sign in with X in Chromium (sign-in required)', () => {
  it('connect → sign → the session is saved and verifies → reload → no new prompt', async () => {
    const controls = await loadDemo()
    await run.demo.connectWith(SCRIPTED.name)
    await signView().waitFor()
    await signView().click()
    await run.demo.dialog.waitFor({ state: 'detached' })
    expect(controls.requests.map((r) => r.method)).toContain('personal_sign')

    const [stored] = (await storedSessions()).flat()
    expect(stored?.data).toMatchObject({ accountAddress: ANVIL_ADDRESS_0, chainId: `eip155:${DEVNET_A}` })
    const host = new URL(run.stack.url).host
    const verified = await verifySiwxMessage({
      message: stored.message,
      signature: stored.signature,
      domain: host,
    })
    expect(verified).toMatchObject({ ok: true })

    const signs = controls.requests.filter((r) => r.method === 'personal_sign').length
    await run.page.reload()
    await run.demo.accountButton(SHORT_0).waitFor()
    await run.page.waitForTimeout(500)
    expect(await run.demo.dialog.count()).toBe(0)
    expect(controls.requests.filter((r) => r.method === 'personal_sign')).toHaveLength(signs)
  })

  it("declining shows 'Signature declined', closing is refused; signing again works", async () => {
    const controls = await loadDemo()
    await run.demo.connectWith(SCRIPTED.name)
    await signView().waitFor()
    controls.rejectNext()
    await signView().click()
    await run.demo.dialog.getByRole('alert').filter({ hasText: 'Signature declined' }).waitFor()
    await expectAccessible(run.page, 'SIWXSignMessage, declined')
    // Required sign-in without a session: Escape and the close button do not close it.
    await run.page.keyboard.press('Escape')
    await run.page.waitForTimeout(200)
    expect(await run.demo.dialog.count()).toBe(1)
    await signView().click()
    await run.demo.dialog.waitFor({ state: 'detached' })
    expect((await storedSessions()).flat()).toHaveLength(1)
  })

  it('while the wallet is asked, the view shows the exact message it signs, inside the dialog', async () => {
    const controls = await loadDemo()
    controls.hangNext('personal_sign')
    await run.demo.connectWith(SCRIPTED.name)
    await signView().click()
    const preview = run.demo.dialog.locator('details', { hasText: 'Message to sign' })
    await preview.locator('summary').click()
    const shown = await preview.locator('pre').textContent()
    await expect.poll(() => controls.requests.some((r) => r.method === 'personal_sign')).toBe(true)
    const asked = controls.requests.find((r) => r.method === 'personal_sign')?.params as readonly string[]
    expect(shown).toBe(Buffer.from((asked[0] ?? '').slice(2), 'hex').toString('utf8'))
    expect(shown).toContain(ANVIL_ADDRESS_0)
    const [dialog, box] = [await run.demo.dialog.boundingBox(), await preview.boundingBox()]
    expect(box && dialog && box.x >= dialog.x && box.x + box.width <= dialog.x + dialog.width).toBe(true)
  })

  it('cancelling a required sign-in disconnects', async () => {
    await loadDemo()
    await run.demo.connectWith(SCRIPTED.name)
    await signView().waitFor()
    await run.demo.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await run.demo.connectButton.waitFor()
    expect((await storedSessions()).flat()).toHaveLength(0)
  })

  it('after a network switch, Disconnect on the sign view disconnects (it does not switch back)', async () => {
    await loadDemo()
    await run.demo.connectWith(SCRIPTED.name)
    await signView().click()
    await run.demo.dialog.waitFor({ state: 'detached' })
    await run.demo.networkButton.click()
    await run.demo.dialog.getByRole('button', { name: /Foyer Devnet B/ }).click()
    // No session on Devnet B: the sign view asks again, its button reads Disconnect.
    await run.demo.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await run.demo.connectButton.waitFor()
    expect(await run.demo.dialog.count()).toBe(0)
  })
})
