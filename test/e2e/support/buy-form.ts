import { createPublicClient, erc20Abi, http } from 'viem'
import { FUSD_ADDRESS } from '../../devnet/evm-tokens.js'
import type { DemoInChromium } from './demo-in-chromium.js'
import { loadDemoWithScriptedWallet, SCRIPTED, SHORT_0 } from './scripted-evm-wallet.js'

/**
 * The Buy crypto view of the demo, for the onramp browser tests: its form, the quote line, opening it
 * from the Account view with the scripted EVM wallet connected, and an address's FUSD on chain A.
 *
 * @example
 * const buy = buyForm(run)
 * await buy.open()
 * await buy.form().getByLabel('You pay').fill('50')
 */
export function buyForm(run: DemoInChromium) {
  const form = () => run.demo.dialog.locator('form.foyer-onramp')
  return {
    form,
    quote: () => form().getByTestId('onramp-quote'),
    /** Connects the scripted wallet and opens Buy crypto from the Account view. */
    async open() {
      await loadDemoWithScriptedWallet(run)
      await run.demo.connectWith(SCRIPTED.name)
      await run.demo.accountButton(SHORT_0).click()
      await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
      await run.demo.dialog.getByRole('button', { name: 'Buy crypto' }).click()
      await run.page.getByRole('dialog', { name: 'Buy crypto' }).waitFor()
      await form().getByLabel('You pay').waitFor()
    },
    fusdOf: (address: `0x${string}`) =>
      createPublicClient({ transport: http(run.stack.devnets[0]?.rpcUrl) }).readContract({
        address: FUSD_ADDRESS,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
  }
}
