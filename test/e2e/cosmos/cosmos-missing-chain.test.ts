import { describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe.js'
import { useDemoInChromium } from '../support/demo-in-chromium.js'
import { ATOM, devAddresses, KEPLR, loadCosmosDemo, OSMO } from './cosmos-demo.js'

/**
 * A Cosmos connect that reaches one chain and not the other: the demo's dev wallet knows only the ATOM
 * chain at first (`?cosmosWalletChains=`), so Foyer suggests the OSMO chain to it, a prompt of its own
 * the visitor may decline while approving the other. Keplr's enable has no per-chain choice: declining
 * a suggestion is how a visitor refuses one chain alone. The Account view names the chain left out and
 * why; switching to it asks the wallet again.
 */

const KNOWS_ATOM_ONLY = `cosmosWalletChains=${ATOM.chainId}`
const DECLINED = `${OSMO.name} was not connected: you declined it in the wallet.`

const run = useDemoInChromium()

const missingRegion = () => run.demo.dialog.getByRole('region', { name: 'Networks not connected' })

describe('Cosmos: one chain declined, the other connected', () => {
  it('the declined chain is left out alone: the other connects, and the Account view names the missing one and why', async () => {
    const { atom } = await devAddresses()
    const wallet = await loadCosmosDemo(run, KNOWS_ATOM_ONLY)
    await wallet.refuseChain(OSMO.chainId)
    await run.demo.connectWith(KEPLR)
    const account = run.demo.accountButton(atom.short)
    await expect.poll(() => account.textContent()).toContain('1,000.000 ATOM')
    // The suggestion was declined; the one enable prompt asked for the chain left.
    expect(await wallet.prompts('suggestChain')).toEqual([
      { kind: 'suggestChain', chainIds: [OSMO.chainId], answer: 'rejected' },
    ])
    expect(await wallet.prompts('enable')).toEqual([
      { kind: 'enable', chainIds: [ATOM.chainId], answer: 'approved' },
    ])

    await account.click()
    await missingRegion().getByText(DECLINED).waitFor()
    await missingRegion()
      .getByRole('button', { name: `Switch to ${OSMO.name}` })
      .waitFor()
    await expectAccessible(run.page, 'Account, a chain declined')
  })

  it('switching to the declined chain, with the keyboard, asks the wallet again; once approved the notice is gone', async () => {
    const { atom, osmo } = await devAddresses()
    const wallet = await loadCosmosDemo(run, KNOWS_ATOM_ONLY)
    await wallet.rejectNext('suggestChain')
    await run.demo.connectWith(KEPLR)
    await run.demo.accountButton(atom.short).click()
    const retry = missingRegion().getByRole('button', { name: `Switch to ${OSMO.name}` })
    await retry.focus()
    await run.page.keyboard.press('Enter')

    await run.demo.accountButton(osmo.short).waitFor()
    expect(await run.demo.networkButton.textContent()).toContain(OSMO.name)
    expect((await wallet.prompts('suggestChain')).map((prompt) => prompt.answer)).toEqual([
      'rejected',
      'approved',
    ])
    await run.demo.dialog.getByRole('button', { name: `Network: ${OSMO.name}` }).waitFor()
    expect(await missingRegion().count()).toBe(0)
  })

  it('after a reload the chain still left out is named again, and nothing is asked', async () => {
    const { atom } = await devAddresses()
    const wallet = await loadCosmosDemo(run, KNOWS_ATOM_ONLY)
    await wallet.refuseChain(OSMO.chainId)
    await run.demo.connectWith(KEPLR)
    await run.demo.accountButton(atom.short).waitFor()

    await run.page.reload()
    await run.demo.accountButton(atom.short).click()
    // A reconnect never prompts, so it cannot add the chain the wallet still does not have.
    await missingRegion().getByText(`${OSMO.name} was not connected: it is not in your wallet.`).waitFor()
    expect(await wallet.prompts()).toEqual([])
  })
})
