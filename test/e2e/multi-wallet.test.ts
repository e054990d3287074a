import { describe, expect, it } from 'vitest'
import { defaultProjectConfig, json } from '../devnet/api-service.js'
import { ANVIL_PRIVATE_KEY_0, ANVIL_PRIVATE_KEY_1, DEVNET_A, DEVNET_B } from '../devnet/local-networks.js'
import { createScriptedWallet, type ScriptedWalletControls } from '../wallets/eip1193-wallet.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import './support/demo-window.js'
import { injectWallets } from './support/injected-wallet.js'

/**
 * Multi-wallet end to end: the demo in Chromium with two scripted EIP-6963 wallets (anvil accounts
 * #0 and #1). The visitor connects the first, adds the second from ProfileWallets, switches between
 * them, reloads, and disconnects one; with the project's remote `multiWallet` feature off, the
 * ProfileWallets actions only say 'Multi-Wallet Not Enabled'.
 */

const FIRST = { name: 'First Wallet', rdns: 'test.foyer.first' }
const SECOND = { name: 'Second Wallet', rdns: 'test.foyer.second' }
const SHORT_0 = '0xf39F…2266'
const SHORT_1 = '0x7099…79C8'

const run = useDemoInChromium()

/** The project's remote configuration with the `multi_wallet` feature on or off. */
function serveMultiWalletFeature(isEnabled: boolean): void {
  const features = defaultProjectConfig.features.map((entry) =>
    entry.id === 'multi_wallet' ? { ...entry, isEnabled } : entry,
  )
  run.stack.api.setRoute('GET', '/appkit/v1/config', json({ ...defaultProjectConfig, features }))
}

/** Two wallets with their own accounts, injected before the demo loads. */
async function loadDemo({ multiWallet }: { multiWallet: boolean }) {
  serveMultiWalletFeature(multiWallet)
  const chains = run.stack.devnets.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))
  const knownChainIds = [DEVNET_A, DEVNET_B]
  const first = createScriptedWallet({ chains, privateKey: ANVIL_PRIVATE_KEY_0, knownChainIds })
  const second = createScriptedWallet({ chains, privateKey: ANVIL_PRIVATE_KEY_1, knownChainIds })
  await injectWallets(run.page, [
    { info: FIRST, provider: first.provider },
    { info: SECOND, provider: second.provider },
  ])
  await run.page.goto(`${run.stack.url}?devWallet=off`)
  await run.demo.connectButton.waitFor()
  return { first: first.controls, second: second.controls }
}

const prompts = (controls: ScriptedWalletControls) =>
  controls.requests.filter((request) => request.method === 'eth_requestAccounts').length

/** The active address as `foyer.getState()` reports it. */
const stateAddress = () => run.page.evaluate(() => window.foyer?.getState().account.address)

/** Opens the modal on the Account view, then the ProfileWallets view through the wallet row. */
async function openProfileWallets(walletName: string): Promise<void> {
  await run.page.getByRole('button', { name: /^0x/ }).first().click()
  const wallets = run.demo.dialog.getByRole('button', { name: `Wallets: ${walletName}` })
  await wallets.waitFor()
  // The Account rows' leading pictures (network, wallet image, line icons) share one size.
  const leading = await run.demo.dialog
    .locator('.foyer-rows > .foyer-row')
    .evaluateAll((rows) => rows.map((row) => row.firstElementChild?.getBoundingClientRect().width))
  expect(new Set(leading)).toEqual(new Set([24]))
  await wallets.click()
  await run.demo.dialog.getByRole('list', { name: 'Connected wallets' }).waitFor()
  // The rows' actions are buttons, not underlined links.
  const decorations = await run.demo.dialog
    .locator('.foyer-wallet-actions button')
    .evaluateAll((buttons) => buttons.map((button) => getComputedStyle(button).textDecorationLine))
  expect(new Set(decorations)).toEqual(new Set(['none']))
  await expectAccessible(run.page, 'ProfileWallets')
}

const row = (list: 'Connected wallets' | 'Recent wallets', rdns: string) =>
  run.demo.dialog.getByRole('list', { name: list }).locator(`[data-connector="${rdns}"]`)

describe('multi-wallet in Chromium', () => {
  it('adds a second wallet, switches between both, keeps both over a reload, and disconnects one', async () => {
    const { first, second } = await loadDemo({ multiWallet: true })
    await run.demo.connectWith(FIRST.name)
    await run.demo.accountButton(SHORT_0).waitFor()

    // Add the second wallet from ProfileWallets: the first stays connected meanwhile.
    await openProfileWallets(FIRST.name)
    await run.demo.dialog.getByRole('button', { name: 'Add wallet' }).click()
    await run.demo.chooseWallet(SECOND.name)
    await run.demo.accountButton(SHORT_1).waitFor()
    expect(await stateAddress()).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(prompts(second)).toBe(1)

    // Both are listed, the second active; switching back to the first needs no prompt.
    await openProfileWallets(SECOND.name)
    expect(await row('Connected wallets', SECOND.rdns).getAttribute('data-status')).toBe('connected')
    expect(await row('Connected wallets', FIRST.rdns).getAttribute('data-status')).toBe('active')
    await run.demo.dialog.getByRole('button', { name: `Switch to ${FIRST.name}` }).click()
    await expect.poll(stateAddress).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    await expect
      .poll(() => row('Connected wallets', FIRST.rdns).getAttribute('data-status'))
      .toBe('connected')
    expect(prompts(first)).toBe(1)
    await run.demo.closeModal()
    await run.demo.accountButton(SHORT_0).waitFor()

    // A reload restores the active one without a prompt and lists the other as still held.
    await run.page.reload()
    await run.demo.accountButton(SHORT_0).waitFor()
    expect(prompts(first)).toBe(1)
    await openProfileWallets(FIRST.name)
    expect(await row('Connected wallets', FIRST.rdns).getAttribute('data-status')).toBe('connected')
    expect(await row('Connected wallets', SECOND.rdns).getAttribute('data-status')).toBe('active')

    // Disconnecting the second ends it at its wallet only; the first stays connected.
    await run.demo.dialog.getByRole('button', { name: `Disconnect ${SECOND.name}` }).click()
    await row('Recent wallets', SECOND.rdns).waitFor()
    await expect.poll(() => second.requests.map((r) => r.method)).toContain('wallet_revokePermissions')
    expect(first.requests.map((r) => r.method)).not.toContain('wallet_revokePermissions')
    expect(await stateAddress()).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    await run.demo.closeModal()
    await run.demo.accountButton(SHORT_0).waitFor()
  })

  it('disconnecting the active wallet hands over to the other one without a prompt', async () => {
    const { second } = await loadDemo({ multiWallet: true })
    await run.demo.connectWith(FIRST.name)
    await run.demo.accountButton(SHORT_0).waitFor()
    await openProfileWallets(FIRST.name)
    await run.demo.dialog.getByRole('button', { name: 'Add wallet' }).click()
    await run.demo.chooseWallet(SECOND.name)
    await run.demo.accountButton(SHORT_1).waitFor()
    await openProfileWallets(SECOND.name)
    await run.demo.dialog.getByRole('button', { name: `Disconnect ${SECOND.name}` }).click()
    await expect.poll(stateAddress).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    await row('Recent wallets', SECOND.rdns).waitFor()
    await expect.poll(() => second.requests.map((r) => r.method)).toContain('wallet_revokePermissions')
    expect(prompts(second)).toBe(1)
  })

  it("with the remote feature off, the ProfileWallets actions say 'Multi-Wallet Not Enabled'", async () => {
    const { second } = await loadDemo({ multiWallet: false })
    await run.demo.connectWith(FIRST.name)
    await run.demo.accountButton(SHORT_0).waitFor()
    await openProfileWallets(FIRST.name)
    await run.demo.dialog.getByRole('button', { name: 'Add wallet' }).click()
    await run.demo.dialog.getByText('Multi-Wallet Not Enabled').first().waitFor()
    // Nothing else happened: still on ProfileWallets, the second wallet never asked.
    await run.demo.dialog.getByRole('list', { name: 'Connected wallets' }).waitFor()
    expect(second.requests).toHaveLength(0)
    expect(await stateAddress()).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })
})
