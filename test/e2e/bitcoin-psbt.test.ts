import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { BITCOIN_DEMO_RECIPIENT } from '../devnet/local-networks.js'
import { createScriptedBitcoinWallet } from '../wallets/bitcoin-wallet.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { injectBitcoinWallet } from './support/injected-bitcoin-wallet.js'

/**
 * A Bitcoin payment in Chromium, reviewed in the modal: the demo's "Pay with Bitcoin" builds the PSBT
 * (`sendBitcoin`), the ApproveTransaction view shows its inputs, outputs and fee before the wallet is
 * asked, and only Approve asks it; the signed transaction is broadcast to the demo stack's local chain,
 * which mines it only when the wallet's signature verifies.
 */

const run = useDemoInChromium()

async function connectFunded(seed: string, sats: bigint) {
  const wallet = createScriptedBitcoinWallet({
    privateKeyHex: seed.repeat(32),
    esploraUrl: run.stack.bitcoin.url,
  })
  run.stack.bitcoin.fund(wallet.payment.address, sats)
  await injectBitcoinWallet(run.page, wallet)
  await run.page.goto(`${run.stack.url}?devWallet=off`)
  await run.demo.connectWith('Foyer BTC')
  await run.demo.accountButton(shortenAddress(wallet.payment.address)).waitFor()
  return wallet
}

const minedTo = (address: string) =>
  run.stack.bitcoin.ledger
    .history(address)
    .flatMap((tx) => tx.outputs.filter((output) => output.address === address).map((output) => output.value))

describe('a Bitcoin payment reviewed in the modal', () => {
  it('shows the PSBT in words before the wallet is asked; approved, the wallet signs and the chain mines it', async () => {
    const wallet = await connectFunded('61', 200_000n)
    const before = minedTo(BITCOIN_DEMO_RECIPIENT).length
    await run.page.getByRole('button', { name: 'Pay with Bitcoin' }).click()
    const dialog = run.page.getByRole('dialog', { name: 'Approve transaction' })
    await dialog.getByRole('heading', { name: 'Send a Bitcoin transaction' }).waitFor()
    const inputs = dialog.getByRole('region', { name: 'Inputs' })
    const outputs = dialog.getByRole('region', { name: 'Outputs' })
    expect(await inputs.getByRole('listitem').allTextContents()).toEqual([
      `${wallet.payment.address}0.00200000 BTCSigned by this wallet`,
    ])
    const lines = await outputs.getByRole('listitem').allTextContents()
    expect(lines[0]).toBe(`${BITCOIN_DEMO_RECIPIENT}0.00010000 BTC`)
    expect(lines[1]).toMatch(new RegExp(`^${wallet.payment.address}0\\.0018\\d{4} BTCBack to this wallet$`))
    expect(await dialog.textContent()).toMatch(/Fee\d+ sats · 2(\.\d)? sat\/vB/)
    // Nothing was asked of the wallet yet.
    expect(wallet.calls).not.toContain('signPsbt')
    await expectAccessible(run.page, 'ApproveTransaction, a PSBT')
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => run.page.getByTestId('bitcoin-txid').textContent()).toMatch(/^[0-9a-f]{64}$/)
    expect(wallet.calls).toContain('signPsbt')
    expect(minedTo(BITCOIN_DEMO_RECIPIENT)).toHaveLength(before + 1)
    expect(minedTo(BITCOIN_DEMO_RECIPIENT).at(-1)).toBe(10_000n)
    await dialog.waitFor({ state: 'detached' })
  })

  it('declined in the review: the wallet is never asked, nothing is broadcast, the page says so', async () => {
    const wallet = await connectFunded('62', 100_000n)
    const before = minedTo(BITCOIN_DEMO_RECIPIENT).length
    await run.page.getByRole('button', { name: 'Pay with Bitcoin' }).click()
    const dialog = run.page.getByRole('dialog', { name: 'Approve transaction' })
    await dialog.getByRole('button', { name: 'Decline' }).click()
    await expect
      .poll(() => run.page.getByTestId('bitcoin-txid').textContent())
      .toBe('User rejected the request.')
    expect(wallet.calls).not.toContain('signPsbt')
    expect(minedTo(BITCOIN_DEMO_RECIPIENT)).toHaveLength(before)
  })

  it('the wallet refusing: the view says "Signature declined" until closed, and nothing is broadcast', async () => {
    const wallet = await connectFunded('63', 100_000n)
    const before = minedTo(BITCOIN_DEMO_RECIPIENT).length
    await run.page.getByRole('button', { name: 'Pay with Bitcoin' }).click()
    const dialog = run.page.getByRole('dialog', { name: 'Approve transaction' })
    wallet.rejectNext()
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Signature declined')
    await dialog.getByRole('button', { name: 'Done' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(minedTo(BITCOIN_DEMO_RECIPIENT)).toHaveLength(before)
  })
})
