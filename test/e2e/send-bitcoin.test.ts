import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { bitcoinKey } from '../wallets/bitcoin-keys.js'
import { createScriptedBitcoinWallet } from '../wallets/bitcoin-wallet.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { injectBitcoinWallet } from './support/injected-bitcoin-wallet.js'

/**
 * Send on Bitcoin, end to end: the demo in Chromium with a sats-connect wallet (a real key answered
 * from Node) on the local chain (regtest behind Esplora's API). The fee is the plan's at the fee rate
 * read once; the wallet signs the PSBT, Foyer checks and broadcasts it; the receiver gets exactly the
 * amount. Dust is said before the wallet is asked.
 */

const WALLET = 'Foyer BTC'
const run = useDemoInChromium()

async function openSend(privateKeyHex: string) {
  const wallet = createScriptedBitcoinWallet({ privateKeyHex, esploraUrl: run.stack.bitcoin.url })
  run.stack.bitcoin.fund(wallet.payment.address, 1_000_000n)
  await injectBitcoinWallet(run.page, wallet)
  await run.page.goto(`${run.stack.url}?devWallet=off`)
  await run.demo.connectButton.waitFor()
  await run.demo.connectWith(WALLET)
  await run.demo.accountButton(shortenAddress(wallet.payment.address)).click()
  await run.demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  const form = run.page.getByRole('dialog', { name: 'Send' }).locator('form.foyer-send')
  await form.getByLabel(/^Amount/).waitFor()
  return { form, wallet }
}

const balanceOf = async (address: string) => {
  const response = await fetch(`${run.stack.bitcoin.url}/address/${address}`)
  const body = (await response.json()) as { chain_stats: { funded_txo_sum: number; spent_txo_sum: number } }
  return body.chain_stats.funded_txo_sum - body.chain_stats.spent_txo_sum
}

describe('Send on Bitcoin in Chromium', () => {
  it('sends BTC: the fee shows, the wallet signs the PSBT, the receiver gets exactly the amount', async () => {
    const { form, wallet } = await openSend('51'.repeat(32))
    const receiver = bitcoinKey('52'.repeat(32)).of('p2wpkh').address
    await form.getByLabel(/^Amount/).fill('0.0025')
    await form.getByLabel('To', { exact: true }).fill(receiver)
    await form.getByText('Network fee', { exact: true }).waitFor()
    expect(await form.textContent()).toMatch(/Network feeUp to 0\.00000\d+ BTCReceiver gets0\.0025 BTC/)
    await expectAccessible(run.page, 'Send on Bitcoin, quoted')
    await form.getByRole('button', { name: 'Send', exact: true }).click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
    await expect.poll(() => balanceOf(receiver)).toBe(250_000)
    expect(wallet.calls).toContain('signPsbt')
  })

  it('says dust is too small before the wallet is asked', async () => {
    const { form, wallet } = await openSend('53'.repeat(32))
    await form.getByLabel(/^Amount/).fill('0.000001')
    await form.getByLabel('To', { exact: true }).fill(bitcoinKey('54'.repeat(32)).of('p2wpkh').address)
    await form
      .getByRole('alert')
      .getByText('Bitcoin does not relay payments this small: send at least 0.00000294 BTC')
      .waitFor()
    expect(wallet.calls).not.toContain('signPsbt')
  })
})
