import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { bitcoinKey, buildPsbt } from '../wallets/bitcoin-keys.js'
import { createScriptedBitcoinWallet } from '../wallets/bitcoin-wallet.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { injectBitcoinWallet } from './support/injected-bitcoin-wallet.js'

/**
 * A site's PSBT the review cannot vouch for, in Chromium: the demo hands it to `signPsbt` (as any site
 * would), and the ApproveTransaction view shows it with the reason Foyer refuses it and only Decline;
 * the wallet is never asked.
 */

const run = useDemoInChromium()
const shop = bitcoinKey('5f'.repeat(32)).of('p2wpkh')

async function connect(seed: string) {
  const wallet = createScriptedBitcoinWallet({
    privateKeyHex: seed.repeat(32),
    esploraUrl: run.stack.bitcoin.url,
  })
  await injectBitcoinWallet(run.page, wallet)
  await run.page.goto(`${run.stack.url}?devWallet=off`)
  await run.demo.connectWith('Foyer BTC')
  await run.demo.accountButton(shortenAddress(wallet.payment.address)).waitFor()
  return wallet
}

/** Funds the wallet's payment address; the output to spend, with its previous transaction. */
function fund(wallet: ReturnType<typeof createScriptedBitcoinWallet>, sats: bigint) {
  const txid = run.stack.bitcoin.fund(wallet.payment.address, sats)
  return { txid, vout: 0, value: sats, previousHex: run.stack.bitcoin.ledger.transaction(txid)?.hex }
}

/** The page's `signPsbt` of `request`; how it ended: 'signed', or the error's code. */
function signInPage(request: { psbt: string; signInputs?: Record<string, number[]> }) {
  return run.page
    .evaluate(async (asked) => {
      const sign: unknown = Reflect.get(window, 'foyerSignPsbt')
      if (typeof sign !== 'function') throw new Error('the demo does not expose signPsbt')
      return (sign(asked) as Promise<unknown>).then(
        () => 'signed',
        (error: unknown) => String(Reflect.get(Object(error), 'code') ?? error),
      )
      // A test that fails before reading the outcome closes the page under it: that ends the call too.
    }, request)
    .catch((error: unknown) => `the page closed: ${error}`)
}

/** The refused review: its reason, and that only Decline is offered; declined, the call ends. */
async function expectRefused(outcome: Promise<string>, reason: string) {
  const dialog = run.page.getByRole('dialog', { name: 'Approve transaction' })
  await dialog.getByText(reason, { exact: false }).waitFor()
  expect(await dialog.getByRole('alert').allTextContents()).toContainEqual(
    expect.stringContaining('Foyer will not ask your wallet to sign this.'),
  )
  expect(await dialog.getByRole('button', { name: 'Approve' }).count()).toBe(0)
  await expectAccessible(run.page, 'ApproveTransaction, a refused PSBT')
  await dialog.getByRole('button', { name: 'Decline' }).click()
  expect(await outcome).toBe('RPC_4001')
  await dialog.waitFor({ state: 'detached' })
}

describe('a PSBT the review refuses', () => {
  it('SIGHASH_NONE|ANYONECANPAY: the reason shows, no Approve, and the wallet is never asked', async () => {
    const wallet = await connect('71')
    const psbt = buildPsbt(
      wallet.payment,
      [fund(wallet, 50_000n)],
      [
        { address: shop.address, value: 20_000n },
        { address: wallet.payment.address, value: 29_500n },
      ],
      wallet.key.network,
    )
    psbt.updateInput(0, { sighashType: 0x82 })
    const outcome = signInPage({ psbt: psbt.toBase64() })
    await expectRefused(
      outcome,
      "Input 0 asks for SIGHASH_NONE|ANYONECANPAY: this wallet's signature would not cover the outputs",
    )
    expect(wallet.calls).not.toContain('signPsbt')
  })

  it('the segwit fee attack: an input to sign without its previous transaction is refused', async () => {
    const wallet = await connect('72')
    const first = fund(wallet, 99_250n)
    const second = fund(wallet, 99_250n)
    // Input 1 is said to hold 250 sats: the review would show a 500-sat fee on a 99,500-sat one.
    const psbt = buildPsbt(
      wallet.payment,
      [
        { txid: first.txid, vout: 0, value: first.value },
        { txid: second.txid, vout: 0, value: 250n },
      ],
      [{ address: shop.address, value: 99_000n }],
      wallet.key.network,
    )
    const outcome = signInPage({ psbt: psbt.toBase64(), signInputs: { [wallet.payment.address]: [0] } })
    await expectRefused(outcome, "Input 0 spends this wallet's coins without its previous transaction")
    expect(wallet.calls).not.toContain('signPsbt')
  })
})
