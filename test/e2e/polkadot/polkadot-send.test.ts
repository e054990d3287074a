import type { ApiPromise } from '@polkadot/api'
import { Keyring } from '@polkadot/keyring'
import { mnemonicGenerate } from '@polkadot/util-crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { connectPolkadotApi } from '../../devnet/polkadot/polkadot-api.js'
import { expectAccessible } from '../support/axe.js'
import { useDemoInChromium } from '../support/demo-in-chromium.js'
import { chainBalanceText, connectPolkadotDevWallet, polkadotOf } from './polkadot-demo.js'

/**
 * Send on Polkadot, end to end: the demo in Chromium, its Polkadot dev wallet (an `injectedWeb3`
 * extension with real keys, signing with `signPayload`) on the stack's local chain (chopsticks running
 * the Rococo Asset Hub runtime). The visitor opens Send from the Account view, types an amount and a
 * receiver, reads what will be signed (receiver, fee, what the receiver gets) and sends; Foyer checks
 * the wallet's payload and signature against that review and waits for the block. Balances are read in
 * Node with @polkadot/api: the sender pays exactly the amount and the fee the block withdrew.
 */

const run = useDemoInChromium({ stack: { polkadot: true } })
// Connected once, while the first test's page connects its wallet (it takes a few seconds on a busy machine).
let connecting: Promise<ApiPromise> | undefined
const chainApi = () => {
  connecting ??= connectPolkadotApi(polkadotOf(run.stack))
  return connecting
}
afterAll(async () => (await connecting)?.disconnect())

const form = () => run.demo.dialog.locator('form.foyer-send')
const amountField = () => form().getByLabel(/^Amount/)
const receiverField = () => form().getByLabel('To', { exact: true })
const sendButton = () => form().getByRole('button', { name: 'Send', exact: true })
const hint = () => form().locator('.foyer-send-hint')

/** A new account's address with the chain's prefix: it holds nothing yet. */
const newAccount = () =>
  new Keyring({ type: 'sr25519', ss58Format: polkadotOf(run.stack).ss58Prefix }).addFromUri(
    mnemonicGenerate(),
  ).address

/** Connects the dev wallet (Alice active), opens Send from the Account view and waits for the form. */
async function openSend() {
  chainApi().catch(() => undefined) // its failure is reported where it is awaited
  const connected = await connectPolkadotDevWallet(run)
  await run.demo.accountButton(connected.accounts.alice.short).click()
  await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
  await run.demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await run.page.getByRole('dialog', { name: 'Send' }).waitFor()
  await amountField().waitFor()
  return connected
}

/** Free balances at the best block, read once there (subscriptions may lag a `dev_setStorage`). */
async function freeOf(...addresses: string[]): Promise<bigint[]> {
  const api = await chainApi()
  const best = await api.rpc.chain.getBlockHash()
  const accounts = await Promise.all(addresses.map((address) => api.query.system.account.at(best, address)))
  return accounts.map(({ data }) => data.free.toBigInt())
}

/**
 * The fee the chain withdrew from `from` for its transfer to `to`, found among the last blocks: this
 * runtime emits no TransactionFeePaid, it withdraws the fee (`balances.Withdraw`) before the call runs.
 */
async function feePaid(from: string, to: string): Promise<bigint> {
  const api = await chainApi()
  let blockHash = (await api.rpc.chain.getBlockHash()).toHex()
  for (let depth = 0; depth < 10; depth++) {
    const { block } = await api.rpc.chain.getBlock(blockHash)
    const index = block.extrinsics.findIndex(
      ({ isSigned, signer, method }) =>
        isSigned &&
        signer.toString() === from &&
        method.section === 'balances' &&
        method.method === 'transferKeepAlive' &&
        method.args[0]?.toString() === to,
    )
    if (index >= 0) {
      const records = await api.query.system.events.at(blockHash)
      const fees = records.flatMap(({ phase, event }) =>
        phase.isApplyExtrinsic &&
        phase.asApplyExtrinsic.toNumber() === index &&
        api.events.balances.Withdraw.is(event) &&
        event.data.who.toString() === from
          ? [event.data.amount.toBigInt()]
          : [],
      )
      expect(fees, 'one fee withdrawn').toHaveLength(1)
      return fees[0] ?? 0n
    }
    blockHash = block.header.parentHash.toHex()
  }
  throw new Error(`no transfer from ${from} to ${to} in the last 10 blocks`)
}

/** `text` (a decimal in ROC, as the form shows it) in planck. */
const planckOf = (text: string, decimals: number) => {
  const [whole = '0', fraction = ''] = text.replaceAll(',', '').split('.')
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

/** `planck` as a decimal in ROC, without trailing zeros. */
const textOf = (planck: bigint, decimals: number) => {
  const fraction = (planck % 10n ** BigInt(decimals)).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${planck / 10n ** BigInt(decimals)}${fraction ? `.${fraction}` : ''}`
}

describe('Send on Polkadot in Chromium', () => {
  it("sends ROC: the review names receiver, fee and amount; the wallet's refusal says so and sends nothing; sent again, the wallet signs the payload and the sender pays exactly amount + fee", async () => {
    const { devnet, wallet, accounts } = await openSend()
    const { alice } = accounts
    const receiver = newAccount()
    await amountField().fill('1.25')
    await receiverField().fill(receiver)
    await form().getByText('Network fee', { exact: true }).waitFor()
    const summary = (await form().locator('.foyer-send-summary').textContent()) ?? ''
    const [, feeText = ''] = /Network feeUp to ([\d.,]+) ROC/.exec(summary) ?? []
    expect(summary).toBe(`To${receiver}Network feeUp to ${feeText} ROCReceiver gets1.25 ROC`)
    await expectAccessible(run.page, 'Send on Polkadot, reviewed')
    expect((await wallet.requests()).map((request) => request.method)).not.toContain('signPayload')

    // The visitor refuses in the wallet: said in words, what was typed stays, nothing moves.
    const amount = 1_250_000_000_000n
    const [aliceBefore = 0n] = await freeOf(alice.address)
    await wallet.rejectNext('signPayload')
    await sendButton().click()
    await form().getByRole('alert').getByText('You rejected the transaction in your wallet').waitFor()
    expect(await amountField().inputValue()).toBe('1.25')
    expect(await freeOf(alice.address, receiver)).toEqual([aliceBefore, 0n])
    await expectAccessible(run.page, 'Send on Polkadot, refused')

    // Sent again and approved: back on the Account view once the transfer is in a block.
    await sendButton().click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: 45_000 })
    const fee = await feePaid(alice.address, receiver)
    expect(fee).toBeGreaterThan(0n)
    expect(fee, 'within the fee shown').toBeLessThanOrEqual(planckOf(feeText, devnet.decimals))
    expect(await freeOf(alice.address, receiver)).toEqual([aliceBefore - amount - fee, amount])
    // The wallet was asked twice, by Alice's account as it lists it (the generic prefix 42).
    const api = await chainApi()
    const signed = (await wallet.requests()).filter((request) => request.method === 'signPayload')
    expect(signed.map((request) => api.createType('AccountId', request.address).toString())).toEqual([
      api.createType('AccountId', alice.address).toString(),
      api.createType('AccountId', alice.address).toString(),
    ])
    expect(await wallet.prompts()).toEqual([
      { kind: 'enable', answer: 'approved' },
      { kind: 'signPayload', answer: 'rejected' },
      { kind: 'signPayload', answer: 'approved' },
    ])
    // The Account view shows the balance the chain now holds.
    const balance = await chainBalanceText(devnet, alice.address)
    await expect
      .poll(() => run.demo.dialog.getByText(balance, { exact: false }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0)
  })

  it('what the balance cannot pay is stopped in the form, before the wallet is asked: an amount over the balance; Max leaves the existential deposit, one planck more is refused with the minimum; a new receiver must get the deposit', async () => {
    const { devnet, wallet, accounts } = await openSend()
    await amountField().fill('1000000')
    await receiverField().fill(newAccount())
    // What the account may send keeps the existential deposit in it.
    const [free = 0n] = await freeOf(accounts.alice.address)
    const available = textOf(free - devnet.existentialDeposit, devnet.decimals)
    const minimum = textOf(devnet.existentialDeposit, devnet.decimals)
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
    const summaryText = async () =>
      ((await form().locator('.foyer-send-summary').textContent()) ?? '').replaceAll(',', '')
    await expect.poll(summaryText).toContain(`Receiver gets${maxText} ROC`)
    const [, feeText = ''] = /Network feeUp to ([\d.]+) ROC/.exec(await summaryText()) ?? []
    // Max and the fee take all the account may spend: it keeps exactly the deposit. The fee is shown
    // rounded up to 8 decimals (never less than what can be paid), so Max's exact fee is within 10⁻⁸ ROC under it.
    const shownFee = planckOf(feeText, devnet.decimals)
    const feeTakenOff = free - devnet.existentialDeposit - max
    expect(feeTakenOff).toBeLessThanOrEqual(shownFee)
    expect(feeTakenOff).toBeGreaterThan(shownFee - 10n ** BigInt(devnet.decimals - 8))
    expect(await sendButton().isDisabled()).toBe(false)
    await amountField().fill(textOf(max + 1n, devnet.decimals))
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
