import { Keyring } from '@polkadot/keyring'
import { mnemonicGenerate } from '@polkadot/util-crypto'
import type { PolkadotDevnet } from '../../devnet/polkadot/polkadot-devnet.js'
import { callPolkadotRpc } from '../../devnet/polkadot/polkadot-rpc.js'
import { freeBalance, systemAccountKey } from '../../devnet/polkadot/system-account.js'
import type { DemoInChromium } from '../support/demo-in-chromium.js'
import { connectPolkadotDevWallet } from './polkadot-demo.js'

// The Send form as the Polkadot browser tests drive it: opened from the Account view of the demo's dev
// wallet (Alice active), its fields and hints, and ROC written as the form writes it.

/**
 * The Send form's parts in `run`'s page.
 *
 * @example
 * await sendForm(run).amount().fill('1.25')
 */
export const sendForm = (run: DemoInChromium) => {
  const form = () => run.demo.dialog.locator('form.foyer-send')
  return {
    form,
    amount: () => form().getByLabel(/^Amount/),
    receiver: () => form().getByLabel('To', { exact: true }),
    send: () => form().getByRole('button', { name: 'Send', exact: true }),
    hint: () => form().locator('.foyer-send-hint'),
    summary: () => form().locator('.foyer-send-summary'),
  }
}

/**
 * Connects the dev wallet (Alice active), opens Send from the Account view and waits for the form.
 *
 * @example
 * const { devnet, wallet, accounts } = await openPolkadotSend(run)
 */
export async function openPolkadotSend(run: DemoInChromium) {
  const connected = await connectPolkadotDevWallet(run)
  await run.demo.accountButton(connected.accounts.alice.short).click()
  await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
  await run.demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await run.page.getByRole('dialog', { name: 'Send' }).waitFor()
  await sendForm(run).amount().waitFor()
  return connected
}

/**
 * A new account's address with the chain's prefix: it holds nothing yet.
 *
 * @example
 * await sendForm(run).receiver().fill(newPolkadotAccount(devnet))
 */
export const newPolkadotAccount = (devnet: PolkadotDevnet) =>
  new Keyring({ type: 'sr25519', ss58Format: devnet.ss58Prefix }).addFromUri(mnemonicGenerate()).address

/**
 * The free balance of `address` in planck, as the chain's best block holds it.
 *
 * @example
 * await freePlanck(devnet, alice.address) // 10_000_000_000_000_000n
 */
export async function freePlanck(devnet: PolkadotDevnet, address: string): Promise<bigint> {
  const stored = await callPolkadotRpc<`0x${string}` | null>(devnet.httpUrl, 'state_getStorage', [
    systemAccountKey(address),
  ])
  return stored ? freeBalance(stored) : 0n
}

/**
 * `text` (a decimal in ROC, as the form writes it, maybe grouped) in planck.
 *
 * @example
 * planckOf('1.25', 12) // 1_250_000_000_000n
 */
export const planckOf = (text: string, decimals: number) => {
  const [whole = '0', fraction = ''] = text.replaceAll(',', '').split('.')
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

/**
 * `planck` as a decimal in ROC, without trailing zeros, as the form writes amounts.
 *
 * @example
 * rocText(3_333_333n, 12) // '0.000003333333'
 */
export const rocText = (planck: bigint, decimals: number) => {
  const fraction = (planck % 10n ** BigInt(decimals)).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${planck / 10n ** BigInt(decimals)}${fraction ? `.${fraction}` : ''}`
}
