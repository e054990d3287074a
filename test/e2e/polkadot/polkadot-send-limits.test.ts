import { describe, expect, it } from 'vitest'
import { useDemoInChromium } from '../support/demo-in-chromium.js'
import {
  freePlanck,
  newPolkadotAccount,
  openPolkadotSend,
  planckOf,
  rocText,
  sendForm,
} from './polkadot-send-form.js'

/**
 * What the Send form stops on Polkadot before the wallet is asked, in Chromium on the stack's local
 * chain: an amount the balance cannot pay, said with the numbers; the existential deposit, which the
 * sender must keep (Max leaves exactly that) and a new receiver must get, said with the minimum.
 * Balances are read from the chain in Node. (Sending itself: polkadot-send.test.ts.)
 */

const run = useDemoInChromium({ stack: { polkadot: true } })

describe('Send on Polkadot in Chromium: what the balance cannot pay', () => {
  it('an amount over the balance is said with the numbers; Max leaves exactly the existential deposit, one planck more is refused with the minimum; a new receiver must get the deposit; the wallet is never asked', async () => {
    const { devnet, wallet, accounts } = await openPolkadotSend(run)
    const {
      amount: amountField,
      receiver: receiverField,
      send: sendButton,
      hint,
      form,
      summary,
    } = sendForm(run)
    await amountField().fill('1000000')
    await receiverField().fill(newPolkadotAccount(devnet))
    // What the account may send keeps the existential deposit in it.
    const free = await freePlanck(devnet, accounts.alice.address)
    const available = rocText(free - devnet.existentialDeposit, devnet.decimals)
    const minimum = rocText(devnet.existentialDeposit, devnet.decimals)
    await expect
      .poll(() => hint().textContent())
      .toMatch(
        new RegExp(
          `^Not enough ROC for the amount and the network fee: 1000000\\.0000\\d+ ROC needed, ${available.replace('.', '\\.')} ROC available$`,
        ),
      )
    expect(await sendButton().isDisabled()).toBe(true)

    await form().getByRole('button', { name: 'Max', exact: true }).click()
    await expect.poll(() => amountField().inputValue()).not.toBe('1000000')
    const maxText = await amountField().inputValue()
    const max = planckOf(maxText, devnet.decimals)
    // The review of Max's amount (not the quote of the million before it).
    const summaryText = async () => ((await summary().textContent()) ?? '').replaceAll(',', '')
    await expect.poll(summaryText).toContain(`Receiver gets${maxText} ROC`)
    const [, feeText = ''] = /Network feeUp to ([\d.]+) ROC/.exec(await summaryText()) ?? []
    // Max and the fee take all the account may spend: it keeps exactly the deposit. The fee is shown
    // rounded up to 8 decimals (never less than what can be paid), so Max's exact fee is within 10⁻⁸ ROC under it.
    const shownFee = planckOf(feeText, devnet.decimals)
    const feeTakenOff = free - devnet.existentialDeposit - max
    expect(feeTakenOff).toBeLessThanOrEqual(shownFee)
    expect(feeTakenOff).toBeGreaterThan(shownFee - 10n ** BigInt(devnet.decimals - 8))
    expect(await sendButton().isDisabled()).toBe(false)
    await amountField().fill(rocText(max + 1n, devnet.decimals))
    await form()
      .getByRole('alert')
      .getByText(
        `Your account must keep at least ${minimum} ROC on this network: send less, so that much stays`,
      )
      .waitFor()
    expect(await sendButton().isDisabled()).toBe(true)
    await amountField().fill('0.000001')
    await form()
      .getByRole('alert')
      .getByText(
        `The receiver's account is new: it must receive at least ${minimum} ROC to exist on this network`,
      )
      .waitFor()
    expect(await sendButton().isDisabled()).toBe(true)
    expect((await wallet.requests()).map((request) => request.method)).not.toContain('signPayload')
  })
})
