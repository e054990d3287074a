import { describe, expect, it } from 'vitest'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import {
  loadDemoWithScriptedWallet,
  methodsSeen,
  SCRIPTED,
  type ScriptedEvmSetup,
  SHORT_0,
} from './support/scripted-evm-wallet.js'

/**
 * The EVM slice end to end, connecting: the demo in Chromium on two anvil chains, with a scripted
 * EIP-6963 wallet whose requests are answered in Node. Reconnecting after a reload (or not), a refused
 * or unanswered connection, the Connect view's wallets and groups, and disconnecting; each scenario
 * asserts what the visitor sees and what the wallet or the page's storage saw.
 */

const run = useDemoInChromium()
const loadDemo = (setup?: ScriptedEvmSetup) => loadDemoWithScriptedWallet(run, setup)

describe('connecting an injected EVM wallet in Chromium', () => {
  it('reconnects after a reload without prompting the wallet', async () => {
    const { controls } = await loadDemo()
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).waitFor()
    const promptsBefore = methodsSeen(controls).filter((m) => m === 'eth_requestAccounts').length
    await run.page.reload()
    await run.demo.accountButton(SHORT_0).waitFor()
    expect(methodsSeen(controls).filter((m) => m === 'eth_requestAccounts')).toHaveLength(promptsBefore)
    expect(methodsSeen(controls)).toContain('eth_accounts')
  })

  it('stays disconnected after a reload when reconnect is disabled', async () => {
    const { controls } = await loadDemo({ query: '&reconnect=off' })
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).waitFor()
    const seen = controls.requests.length
    await run.page.reload()
    await run.demo.connectButton.waitFor()
    await run.page.waitForTimeout(300)
    expect(await run.demo.accountButton(SHORT_0).count()).toBe(0)
    expect(methodsSeen(controls).slice(seen)).not.toContain('eth_accounts')
  })

  it("says 'Connection rejected' when the visitor refuses, and a retry connects", async () => {
    const { controls } = await loadDemo()
    controls.rejectNext('eth_requestAccounts')
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.dialog.getByRole('alert').getByText('Connection rejected').waitFor()
    // Titled for what the view is for, not 'Connecting' while nothing is connecting any more.
    expect(await run.page.getByRole('dialog', { name: 'Connect wallet', exact: true }).count()).toBe(1)
    await expectAccessible(run.page, 'ConnectingExternal, rejected')
    await run.demo.dialog.getByRole('button', { name: 'Try again' }).click()
    await run.demo.accountButton(SHORT_0).waitFor()
    expect(methodsSeen(controls).filter((m) => m === 'eth_requestAccounts')).toHaveLength(2)
  })

  it('lets the visitor cancel a wallet that never answers', async () => {
    const { controls } = await loadDemo()
    controls.hangNext('eth_requestAccounts')
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.dialog.getByText(`Continue in ${SCRIPTED.name}`).waitFor()
    await expectAccessible(run.page, 'ConnectingExternal, waiting')
    await run.demo.dialog.getByRole('button', { name: 'Cancel' }).click()
    await run.demo.dialog.getByRole('button', { name: new RegExp(`^${SCRIPTED.name}`) }).waitFor()
    await run.demo.chooseWallet(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).waitFor()
  })

  it('lists two announced wallets and a legacy window.ethereum once each, in group order (WalletConnect first)', async () => {
    await loadDemo({ extra: [{ name: 'Second Wallet', rdns: 'test.foyer.second' }], inject: { legacy: 0 } })
    await run.demo.openConnect()
    await run.demo.dialog.getByRole('button', { name: /^Second Wallet/ }).waitFor()
    expect((await run.demo.walletNames()).sort()).toEqual([
      'Scripted Wallet',
      'Second Wallet',
      'WalletConnect',
    ])
    // After a connection, the wallet used moves to the recent group, which comes first.
    await run.demo.chooseWallet('Second Wallet')
    await run.demo.accountButton(SHORT_0).waitFor()
    await run.demo.accountButton(SHORT_0).click()
    await run.demo.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await run.demo.openConnect()
    // The directory's recommended wallets come last (SPEC §9 group order).
    expect(await run.demo.groups()).toEqual(['walletConnect', 'recent', 'injected', 'recommended'])
    expect(await run.demo.walletNames()).toEqual(['WalletConnect', 'Second Wallet', 'Scripted Wallet'])
  })

  it('disconnects: the Connect view is back and the connection keys are gone from storage', async () => {
    const { controls } = await loadDemo()
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).waitFor()
    expect(await run.demo.storedKeys()).toContain('foyer:connected-connector:eip155')
    await run.demo.accountButton(SHORT_0).click()
    await run.demo.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await run.demo.connectButton.waitFor()
    const keys = await run.demo.storedKeys()
    expect(keys).not.toContain('foyer:connected-connector:eip155')
    const namespaces = await run.page.evaluate(() => localStorage.getItem('foyer:connected-namespaces'))
    expect(JSON.parse(namespaces ?? '[]')).not.toContain('eip155')
    expect(await run.page.evaluate(() => localStorage.getItem('foyer:connection-status:eip155'))).not.toBe(
      '"connected"',
    )
    expect(methodsSeen(controls)).toContain('wallet_revokePermissions')
    await run.demo.openConnect()
    await run.demo.dialog.getByRole('button', { name: new RegExp(`^${SCRIPTED.name}`) }).waitFor()
  })
})
