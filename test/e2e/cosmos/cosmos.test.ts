import { describe, expect, it } from 'vitest'
import { useDemoInChromium } from '../support/demo-in-chromium.js'
import {
  ATOM,
  CosmosDevWallet,
  devAddresses,
  KEPLR,
  loadCosmosDemo,
  OSMO,
  switchNetwork,
} from './cosmos-demo.js'

/**
 * Cosmos end to end: the demo in Chromium, its Keplr-compatible dev wallet (real secp256k1 keys from the
 * demo's mnemonic) in the page, on the demo stack's two local Cosmos chains. One connect enables both
 * chains; balances come from the local nodes; a refusal can be tried again; a reload asks nothing.
 */

const run = useDemoInChromium()

describe('Cosmos in Chromium with the demo’s Keplr-compatible dev wallet', () => {
  it('connects both local chains with one enable prompt; each chain’s address and balance are read from its node', async () => {
    const { atom, osmo } = await devAddresses()
    // On top of the 1,000 of each coin the stack gave: the balances shown are the nodes' own.
    run.stack.cosmos.cosmos.fund(atom.address, [{ denom: 'uatom', amount: '234500000' }])
    run.stack.cosmos.osmosis.fund(osmo.address, [{ denom: 'uosmo', amount: '56250000' }])
    const wallet = await loadCosmosDemo(run)
    await run.demo.connectWith(KEPLR)
    const atomAccount = run.demo.accountButton(atom.short)
    await expect.poll(() => atomAccount.textContent()).toContain('1,234.500 ATOM')
    expect(await run.demo.networkButton.textContent()).toContain(ATOM.name)
    expect(await wallet.prompts('enable')).toEqual([
      { kind: 'enable', chainIds: [ATOM.chainId, OSMO.chainId], answer: 'approved' },
    ])

    await atomAccount.click()
    const heading = run.demo.dialog.getByRole('heading', { name: atom.short })
    expect(await heading.getAttribute('title')).toBe(atom.address)
    await run.demo.dialog.getByRole('button', { name: `Network: ${ATOM.name}` }).waitFor()
    // Both chains reached: nothing to say about a chain left out.
    expect(await run.demo.dialog.getByRole('region', { name: 'Networks not connected' }).count()).toBe(0)
    await run.demo.closeModal()

    // The other chain was enabled by the same prompt: moving there asks the wallet nothing.
    const prompts = (await wallet.prompts()).length
    await switchNetwork(run, OSMO.name)
    const osmoAccount = run.demo.accountButton(osmo.short)
    await expect.poll(() => osmoAccount.textContent()).toContain('1,056.250 OSMO')
    expect(await run.demo.networkButton.textContent()).toContain(OSMO.name)
    expect(await wallet.prompts()).toHaveLength(prompts)
  })

  it("a refused prompt shows 'Connection rejected'; trying again connects", async () => {
    const { atom } = await devAddresses()
    const wallet = await loadCosmosDemo(run)
    await wallet.rejectNext('enable')
    await run.demo.connectWith(KEPLR)
    await run.demo.dialog.getByRole('alert').getByText('Connection rejected').waitFor()
    await run.demo.dialog.getByRole('button', { name: 'Try again' }).click()
    await run.demo.accountButton(atom.short).waitFor()
    expect((await wallet.prompts('enable')).map((prompt) => prompt.answer)).toEqual(['rejected', 'approved'])
  })

  it('reconnects after a reload without a prompt: the wallet remembers the site, Foyer the connection', async () => {
    const { atom } = await devAddresses()
    await loadCosmosDemo(run)
    await run.demo.connectWith(KEPLR)
    await run.demo.accountButton(atom.short).waitFor()
    await run.page.reload()
    await run.demo.accountButton(atom.short).waitFor()
    // The reloaded page runs the wallet anew, with what the extension remembered for the tab.
    const wallet = new CosmosDevWallet(run.page)
    expect(await wallet.prompts()).toEqual([])
    expect(await wallet.requests()).toEqual(expect.arrayContaining(['enable', 'getKey']))
  })
})
