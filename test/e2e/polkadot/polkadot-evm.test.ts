import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../../core/src/networks/address.js'
import { ANVIL_ADDRESS_1 } from '../../devnet/local-networks.js'
import { POLKADOT_DEVNET_NAME } from '../../devnet/polkadot/local-polkadot-chain.js'
import { expectAccessible } from '../support/axe.js'
import { useDemoInChromium } from '../support/demo-in-chromium.js'
import { loadPolkadotDemo, POLKADOT_DEV_WALLET } from './polkadot-demo.js'

/**
 * EVM and Polkadot on one page: the demo's dev wallet as an EIP-6963 wallet (anvil's account #1) and as
 * a Polkadot extension, on the demo stack's local chains. SPEC §4's rules for moving between namespaces:
 * a Polkadot network chosen while only an EVM wallet is connected asks for a Polkadot wallet
 * (SwitchActiveChain); once both are connected, moving between them asks no wallet anything.
 */

const EVM_WALLET = 'Foyer Dev Wallet EVM'
const SHORT_EVM = shortenAddress(ANVIL_ADDRESS_1)

const run = useDemoInChromium({ stack: { polkadot: true } })

const network = (name: string) => run.demo.dialog.getByRole('button', { name, exact: true })

describe('EVM and Polkadot on one page', () => {
  it('a Polkadot network with only an EVM wallet asks for a Polkadot wallet; then both switch without a prompt, survive a reload and disconnect each on its own', async () => {
    const { wallet, accounts } = await loadPolkadotDemo(run)
    const { alice } = accounts
    await run.demo.connectWith(EVM_WALLET)
    await run.demo.accountButton(SHORT_EVM).waitFor()
    await run.demo.networkButton.click()
    expect(await run.demo.dialog.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'EVM',
      'Solana',
      'Bitcoin',
      'Cosmos',
      'Polkadot',
    ])
    await expectAccessible(run.page, 'Networks with the Polkadot network')
    await network(POLKADOT_DEVNET_NAME).click()
    await run.demo.dialog.getByText('Polkadot wallet needed').waitFor()
    await expectAccessible(run.page, 'SwitchActiveChain to Polkadot')
    await run.demo.dialog.getByRole('button', { name: `Switch to ${POLKADOT_DEVNET_NAME}` }).click()
    await run.demo.chooseWallet(POLKADOT_DEV_WALLET)
    await run.demo.accountButton(alice.short).waitFor()
    expect(await run.demo.networkButton.textContent()).toContain(POLKADOT_DEVNET_NAME)
    expect(await wallet.prompts()).toEqual([{ kind: 'enable', answer: 'approved' }])

    // Both namespaces connected: moving between them asks no wallet anything.
    await run.demo.networkButton.click()
    await network('Foyer Devnet A').click()
    await run.demo.accountButton(SHORT_EVM).waitFor()
    await run.demo.networkButton.click()
    await network(POLKADOT_DEVNET_NAME).click()
    await run.demo.accountButton(alice.short).waitFor()
    expect(await wallet.prompts()).toHaveLength(1)

    // The active namespace and network survive a reload, without a prompt.
    await run.page.reload()
    await run.demo.accountButton(alice.short).waitFor()
    expect(await run.demo.networkButton.textContent()).toContain(POLKADOT_DEVNET_NAME)
    expect(await wallet.prompts()).toEqual([])
    const namespaces = async () =>
      JSON.parse((await run.page.evaluate(() => localStorage.getItem('foyer:connected-namespaces'))) ?? '[]')
    expect((await namespaces()).sort()).toEqual(['eip155', 'polkadot'])

    // Each namespace disconnects on its own: leaving Polkadot keeps the EVM wallet, which becomes active.
    await run.demo.accountButton(alice.short).click()
    await run.demo.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await run.demo.accountButton(SHORT_EVM).waitFor()
    expect(await namespaces()).toEqual(['eip155'])
  })
})
