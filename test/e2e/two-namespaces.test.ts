import { describe, expect, it } from 'vitest'
import { ANVIL_PRIVATE_KEY_0, DEVNET_A, DEVNET_B } from '../devnet/local-networks.js'
import { createScriptedWallet } from '../wallets/eip1193-wallet.js'
import { createScriptedSolanaWallet, type ScriptedSolanaWalletControls } from '../wallets/solana-wallet.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { injectSolanaWallet } from './support/injected-solana-wallet.js'
import { injectWallets } from './support/injected-wallet.js'

/**
 * EVM and Solana on one page: an EIP-6963 wallet and a Wallet Standard Solana wallet, both scripted
 * in Node, on the demo's local chains. SPEC §4's rules for moving between namespaces.
 */

const EVM_WALLET = { name: 'Scripted Wallet', rdns: 'test.foyer.scripted' }
const SOLANA_WALLET = 'Scripted Solana Wallet'
const SHORT_EVM = '0xf39F…2266'

const run = useDemoInChromium()

async function loadDemo(): Promise<{ solana: ScriptedSolanaWalletControls; shortSolana: string }> {
  const evm = createScriptedWallet({
    chains: run.stack.devnets.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    privateKey: ANVIL_PRIVATE_KEY_0,
    knownChainIds: [DEVNET_A, DEVNET_B],
  })
  const { wallet, controls } = createScriptedSolanaWallet({
    name: SOLANA_WALLET,
    chains: [{ chain: 'solana:localnet', rpcUrl: run.stack.solana.rpcUrl }],
  })
  await injectWallets(run.page, [{ info: EVM_WALLET, provider: evm.provider }])
  await injectSolanaWallet(run.page, wallet)
  await run.page.goto(`${run.stack.url}?devWallet=off`)
  await run.demo.connectButton.waitFor()
  const short = `${controls.address.slice(0, 4)}…${controls.address.slice(-4)}`
  return { solana: controls, shortSolana: short }
}

const network = (name: string) => run.demo.dialog.getByRole('button', { name, exact: true })

describe('EVM and Solana on one page', () => {
  it('Networks are grouped; a Solana network with only an EVM wallet asks for a Solana wallet; then both switch without a prompt and survive a reload', async () => {
    const { solana, shortSolana } = await loadDemo()
    // Both wallets listed before one is picked: the Solana one registers a moment later (its registry
    // loads lazily), and the list growing under the pointer can move the row being clicked.
    await run.demo.openConnect()
    await run.demo.dialog.getByRole('button', { name: `${SOLANA_WALLET} Solana`, exact: true }).waitFor()
    await run.demo.chooseWallet(EVM_WALLET.name)
    await run.demo.accountButton(SHORT_EVM).waitFor()

    await run.demo.networkButton.click()
    const headings = await run.demo.dialog.getByRole('heading', { level: 3 }).allTextContents()
    expect(headings).toEqual(['EVM', 'Solana', 'Bitcoin', 'Cosmos'])
    await network('Foyer Devnet SOL').click()
    await run.demo.dialog.getByText('Solana wallet needed').waitFor()
    await expectAccessible(run.page, 'SwitchActiveChain')
    await run.demo.dialog.getByRole('button', { name: 'Switch to Foyer Devnet SOL' }).click()
    await run.demo.dialog.getByRole('button', { name: `${SOLANA_WALLET} Solana`, exact: true }).click()
    await run.demo.accountButton(shortSolana).waitFor()

    // Both namespaces connected: moving between them asks no wallet anything.
    const prompts = solana.prompts.length
    await run.demo.networkButton.click()
    await network('Foyer Devnet A').click()
    await run.demo.accountButton(SHORT_EVM).waitFor()
    await run.demo.networkButton.click()
    await network('Foyer Devnet SOL').click()
    await run.demo.accountButton(shortSolana).waitFor()
    expect(solana.prompts.length).toBe(prompts)

    // The active namespace and network survive a reload.
    await run.page.reload()
    await run.demo.accountButton(shortSolana).waitFor()
    expect(await run.demo.networkButton.textContent()).toContain('Foyer Devnet SOL')
  })

  it('each namespace disconnects on its own', async () => {
    const { shortSolana } = await loadDemo()
    await run.demo.connectWith(EVM_WALLET.name)
    await run.demo.accountButton(SHORT_EVM).waitFor()
    await run.demo.networkButton.click()
    await network('Foyer Devnet SOL').click()
    await run.demo.dialog.getByRole('button', { name: 'Switch to Foyer Devnet SOL' }).click()
    await run.demo.dialog.getByRole('button', { name: `${SOLANA_WALLET} Solana`, exact: true }).click()
    await run.demo.accountButton(shortSolana).click()
    await run.demo.dialog.getByRole('button', { name: 'Disconnect' }).click()
    // The Solana wallet is gone; the EVM one is still connected and becomes the active account.
    await run.demo.accountButton(SHORT_EVM).waitFor()
    const stored = await run.page.evaluate(() => localStorage.getItem('foyer:connected-namespaces'))
    expect(JSON.parse(stored ?? '[]')).toEqual(['eip155'])
  })
})
