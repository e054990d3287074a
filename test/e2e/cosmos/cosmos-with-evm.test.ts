import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../../core/src/networks/address.js'
import { ANVIL_ADDRESS_1 } from '../../devnet/local-networks.js'
import { expectAccessible } from '../support/axe.js'
import { useDemoInChromium } from '../support/demo-in-chromium.js'
import { ATOM, devAddresses, KEPLR, loadCosmosDemo, OSMO, switchNetwork } from './cosmos-demo.js'

/**
 * EVM and Cosmos on one page, both through the demo's dev wallets (the EVM one announced over
 * EIP-6963, anvil's account #1). SPEC §4: choosing a network of a namespace where no wallet is
 * connected, while one is connected elsewhere, asks first (SwitchActiveChain); once both namespaces
 * are connected, moving between them asks no wallet anything, and survives a reload.
 */

const EVM_SHORT = shortenAddress(ANVIL_ADDRESS_1)
const EVM_NETWORK = 'Foyer Devnet A'

const run = useDemoInChromium()

const network = (name: string) => run.demo.dialog.getByRole('button', { name, exact: true })

describe('EVM and Cosmos side by side', () => {
  it('a Cosmos network with only an EVM wallet asks for a Cosmos wallet; then both switch without a prompt and survive a reload', async () => {
    const { atom, osmo } = await devAddresses()
    const wallet = await loadCosmosDemo(run)
    await run.demo.connectWith('Foyer Dev Wallet EVM')
    await run.demo.accountButton(EVM_SHORT).waitFor()

    await run.demo.networkButton.click()
    const headings = await run.demo.dialog.getByRole('heading', { level: 3 }).allTextContents()
    expect(headings).toContain('Cosmos')
    await network(ATOM.name).click()
    await run.demo.dialog.getByText('Cosmos wallet needed').waitFor()
    await expectAccessible(run.page, 'SwitchActiveChain to Cosmos')
    await run.demo.dialog.getByRole('button', { name: `Switch to ${ATOM.name}` }).click()
    await run.demo.dialog.getByRole('button', { name: `${KEPLR} Cosmos`, exact: true }).click()
    await run.demo.accountButton(atom.short).waitFor()
    expect(await run.demo.networkButton.textContent()).toContain(ATOM.name)
    expect(await wallet.prompts('enable')).toHaveLength(1)

    // Both namespaces connected: moving between them, and between the Cosmos chains, asks nothing.
    const prompts = await wallet.prompts()
    await switchNetwork(run, EVM_NETWORK)
    await run.demo.accountButton(EVM_SHORT).waitFor()
    await switchNetwork(run, OSMO.name)
    await run.demo.accountButton(osmo.short).waitFor()
    expect(await wallet.prompts()).toEqual(prompts)

    // The active namespace and network survive a reload, reconnected without a prompt.
    await run.page.reload()
    await run.demo.accountButton(osmo.short).waitFor()
    expect(await run.demo.networkButton.textContent()).toContain(OSMO.name)
    expect(await wallet.prompts()).toEqual([])
    await switchNetwork(run, EVM_NETWORK)
    await run.demo.accountButton(EVM_SHORT).waitFor()
  })

  it('disconnecting Cosmos leaves the EVM wallet connected and active', async () => {
    const { atom } = await devAddresses()
    await loadCosmosDemo(run)
    await run.demo.connectWith('Foyer Dev Wallet EVM')
    await run.demo.accountButton(EVM_SHORT).waitFor()
    await switchNetwork(run, ATOM.name)
    await run.demo.dialog.getByRole('button', { name: `Switch to ${ATOM.name}` }).click()
    await run.demo.dialog.getByRole('button', { name: `${KEPLR} Cosmos`, exact: true }).click()
    await run.demo.accountButton(atom.short).click()
    await run.demo.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await run.demo.accountButton(EVM_SHORT).waitFor()
    const stored = await run.page.evaluate(() => localStorage.getItem('foyer:connected-namespaces'))
    expect(JSON.parse(stored ?? '[]')).toEqual(['eip155'])
  })
})
