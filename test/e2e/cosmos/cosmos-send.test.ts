import { decodeTxRaw } from '@cosmjs/proto-signing'
import { StargateClient } from '@cosmjs/stargate'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible } from '../support/axe.js'
import { useDemoInChromium } from '../support/demo-in-chromium.js'
import { devAddresses, KEPLR, loadCosmosDemo } from './cosmos-demo.js'

/**
 * Send on Cosmos, end to end: the demo in Chromium, its Keplr-compatible dev wallet (a real secp256k1
 * key, signing with signDirect) on the stack's local Cosmos chain (a node stand-in that verifies
 * signatures and runs the bank module). The visitor opens Send from the Account view, types an amount
 * and a receiver, reads what will be signed (receiver, fee, what the receiver gets) and sends; Foyer
 * decodes the document the wallet signed, compares it with that review and broadcasts it. Balances and
 * the transaction are read in Node with CosmJS: the sender pays exactly the amount and the fee.
 */

const run = useDemoInChromium()
let chain: StargateClient
beforeAll(async () => {
  chain = await StargateClient.connect(run.stack.cosmos.cosmos.rpcUrl)
})
afterAll(() => chain?.disconnect())

const form = () => run.demo.dialog.locator('form.foyer-send')
const amountField = () => form().getByLabel(/^Amount/)
const receiverField = () => form().getByLabel('To', { exact: true })
const sendButton = () => form().getByRole('button', { name: 'Send', exact: true })
const hint = () => form().locator('.foyer-send-hint')

const uatomOf = async (address: string) => BigInt((await chain.getBalance(address, 'uatom')).amount)

/** The Account view's way of showing `uatom`: truncated to 3 decimals, grouped in thousands. */
const shownAtom = (uatom: bigint) => {
  const thousandths = uatom / 1000n
  const whole = new Intl.NumberFormat('en-US').format(thousandths / 1000n)
  return `${whole}.${(thousandths % 1000n).toString().padStart(3, '0')} ATOM`
}

/** `uatom` as a decimal in ATOM, without trailing zeros. */
const textOf = (uatom: bigint) => {
  const fraction = (uatom % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '')
  return `${uatom / 1_000_000n}${fraction ? `.${fraction}` : ''}`
}

/** A receiver no test uses elsewhere: the dev mnemonic's address at `index`, which holds nothing. */
const receiverAt = async (index: number) => (await devAddresses(index)).atom.address

/** Connects the dev wallet, opens Send from the Account view and waits for the form. */
async function openSend() {
  const { atom } = await devAddresses()
  const wallet = await loadCosmosDemo(run)
  await run.demo.connectWith(KEPLR)
  await run.demo.accountButton(atom.short).click()
  await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
  await run.demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await run.page.getByRole('dialog', { name: 'Send' }).waitFor()
  await amountField().waitFor()
  return { wallet, sender: atom.address }
}

/** How many times the wallet was asked to sign a transaction in this page. */
const signatures = async (wallet: Awaited<ReturnType<typeof openSend>>['wallet']) =>
  (await wallet.requests()).filter((method) => method === 'signDirect').length

describe('Send on Cosmos in Chromium', () => {
  it('sends ATOM: the review names receiver, fee and amount, the wallet signs it, the sender pays exactly amount + fee', async () => {
    const { wallet, sender } = await openSend()
    const receiver = await receiverAt(11)
    await amountField().fill('1.25')
    await receiverField().fill(receiver)
    await form().getByText('Network fee', { exact: true }).waitFor()
    const summary = (await form().locator('.foyer-send-summary').textContent()) ?? ''
    const [, feeText = ''] = /Network feeUp to ([\d.,]+) ATOM/.exec(summary) ?? []
    expect(summary).toBe(`To${receiver}Network feeUp to ${feeText} ATOMReceiver gets1.25 ATOM`)
    await expectAccessible(run.page, 'Send on Cosmos, reviewed')
    expect(await signatures(wallet)).toBe(0)

    const senderBefore = await uatomOf(sender)
    await sendButton().click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: 45_000 })
    await expect.poll(() => uatomOf(receiver), { timeout: 20_000 }).toBe(1_250_000n)
    // The transaction on chain: the reviewed send, and the fee the sender paid.
    const [found] = await chain.searchTx(`transfer.recipient='${receiver}'`)
    expect(found?.code).toBe(0)
    const tx = decodeTxRaw(found?.tx ?? new Uint8Array())
    expect(MsgSend.decode(tx.body.messages[0]?.value ?? new Uint8Array())).toEqual({
      fromAddress: sender,
      toAddress: receiver,
      amount: [{ denom: 'uatom', amount: '1250000' }],
    })
    const [feeCoin] = tx.authInfo.fee?.amount ?? []
    expect(feeCoin?.denom).toBe('uatom')
    const fee = BigInt(feeCoin?.amount ?? '0')
    expect(fee).toBeGreaterThan(0n)
    // The fee paid is the one shown.
    expect(Number(feeText.replaceAll(',', '')) * 1_000_000).toBe(Number(fee))
    expect(await uatomOf(sender)).toBe(senderBefore - 1_250_000n - fee)
    expect(await signatures(wallet)).toBe(1)
    // The Account view shows the balance the chain now holds.
    const balance = shownAtom(await uatomOf(sender))
    await expect
      .poll(() => run.demo.dialog.getByText(balance, { exact: false }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0)
  })

  it("the wallet's refusal says so, keeps what was typed, and nothing is sent", async () => {
    const { wallet, sender } = await openSend()
    const receiver = await receiverAt(12)
    await amountField().fill('0.5')
    await receiverField().fill(receiver)
    await form().getByText('Network fee', { exact: true }).waitFor()
    await wallet.rejectNext('signDirect')
    const senderBefore = await uatomOf(sender)
    await sendButton().click()
    await form().getByRole('alert').getByText('You rejected the transaction in your wallet').waitFor()
    expect(await amountField().inputValue()).toBe('0.5')
    expect(await wallet.prompts('signDirect')).toEqual([
      { kind: 'signDirect', chainIds: [run.stack.cosmos.cosmos.chainId], answer: 'rejected' },
    ])
    expect([await uatomOf(sender), await uatomOf(receiver)]).toEqual([senderBefore, 0n])
    await expectAccessible(run.page, 'Send on Cosmos, refused')
  })

  it('a wallet that changes the fee is refused with its words, and nothing is sent', async () => {
    const { wallet, sender } = await openSend()
    const receiver = await receiverAt(13)
    await amountField().fill('0.75')
    await receiverField().fill(receiver)
    await form().getByText('Network fee', { exact: true }).waitFor()
    await wallet.raiseFeeNext()
    const senderBefore = await uatomOf(sender)
    await sendButton().click()
    await form()
      .getByRole('alert')
      .getByText(
        'Your wallet changed the network fee you reviewed, so nothing was sent: send again and keep the fee shown',
      )
      .waitFor()
    expect(await signatures(wallet)).toBe(1)
    expect(await wallet.requests()).not.toContain('sendTx')
    expect([await uatomOf(sender), await uatomOf(receiver)]).toEqual([senderBefore, 0n])
  })

  it('an amount over the balance is stopped in the form, with the numbers, before the wallet is asked', async () => {
    const { wallet, sender } = await openSend()
    await amountField().fill('1000000')
    await receiverField().fill(await receiverAt(14))
    const available = textOf(await uatomOf(sender))
    await expect
      .poll(() => hint().textContent())
      .toMatch(
        new RegExp(
          `^Not enough ATOM for the amount and the network fee: 1000000\\.000\\d+ ATOM needed, ${available.replace('.', '\\.')} ATOM available$`,
        ),
      )
    expect(await sendButton().isDisabled()).toBe(true)
    expect(await signatures(wallet)).toBe(0)
  })
})
